import { eq } from 'drizzle-orm';
import { fieldLabel } from '@bondkit/core';
import { uccRecordPayloadSchema, zodIssuesToErrorBody } from '@bondkit/core/internal';
import { type UccUploadResult } from '@bondkit/core/validation';
import type { Db } from '../database/connection';
import { uccRecords } from '../database/schema/index';
import { uploadRowProblem } from '../trading/uploadRowProblem';
import { uccDuplicateMessage } from '@bondkit/core/internal';
import { uccColumnsOf, uccTemplateColumns } from './uccRecords';

/**
 * Creates the UCC records of an uploaded template's rows for `ownerClientId`: every row is checked with the
 * create call's rules, and a code already used on the same exchange (stored, or earlier in the file) is
 * refused; the valid rows are created together. Each refused row is reported with its row number.
 */
export async function createUploadedUccRecords(
  db: Db,
  ownerClientId: number,
  rows: readonly { row: number; cells: Record<string, string | undefined> }[],
): Promise<UccUploadResult> {
  const errors: { row: number; message: string }[] = [];
  const valid: { row: number; columns: typeof uccRecords.$inferInsert }[] = [];
  for (const { row, cells } of rows) {
    const candidate: Record<string, string | null> = {};
    for (const column of uccTemplateColumns) {
      const text = cells[column]?.trim() ?? '';
      candidate[column] = text === '' ? null : text;
    }
    const parsed = uccRecordPayloadSchema.safeParse(candidate);
    if (!parsed.success) {
      errors.push({ row, message: uploadRowProblem(zodIssuesToErrorBody(parsed.error.issues)) });
      continue;
    }
    valid.push({
      row,
      columns: { ...(uccColumnsOf(parsed.data) as typeof uccRecords.$inferInsert), ownerClientId },
    });
  }
  const created = await db.transaction(async (transaction) => {
    const stored = await transaction
      .select({ code: uccRecords.uccCode, exchange: uccRecords.exchange })
      .from(uccRecords)
      .where(eq(uccRecords.ownerClientId, ownerClientId));
    const taken = new Set(stored.map((entry) => `${entry.exchange}:${entry.code}`));
    const rows: (typeof uccRecords.$inferInsert)[] = [];
    for (const { row, columns } of valid) {
      const key = `${columns.exchange}:${columns.uccCode}`;
      if (taken.has(key)) {
        errors.push({ row, message: `${fieldLabel('client_code')}: ${uccDuplicateMessage}` });
        continue;
      }
      taken.add(key);
      rows.push(columns);
    }
    if (rows.length > 0) await transaction.insert(uccRecords).values(rows);
    return rows.length;
  });
  errors.sort((first, second) => first.row - second.row);
  return { created, errors };
}
