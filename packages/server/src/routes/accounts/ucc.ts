import { fieldLabel, type UccRecord } from '@bondkit/core';
import { eq } from 'drizzle-orm';
import { uccRecordFields, uccRecordPayloadSchema, uccTemplateExampleRow } from '@bondkit/core/validation';
import { uccRecords } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { pageAnswer } from '../../http/pagination';
import { buildXlsxWorkbook } from '../../documents/xlsxWorkbook';
import { zodIssuesToErrorBody } from '@bondkit/core/validation';
import { readUploadedTable } from '../../trading/uploads/readTable';
import { receiveUpload } from '../../trading/uploads/receiveUpload';
import { firstProblemMessage } from '../quotes/uploadQuotes';
import {
  createUccRecord,
  findOwnedUccRecord,
  searchUccRecords,
  uccColumnsOf,
  uccDuplicateMessage,
  updateUccRecord,
} from '../../accounts/uccRecords';
import { registerEndpoint } from '../../http/registerEndpoint';
import { accountEndpoints, clientEndpoints } from '@bondkit/core/contract';

const uccFields = uccRecordFields;

type UccRow = typeof uccRecords.$inferSelect;

function uccView(row: UccRow): UccRecord {
  return {
    id: row.id,
    client_code: row.uccCode,
    name: row.name,
    exchange: row.exchange,
    pan: row.pan,
    client_type: row.clientType,
    category: row.category,
    email: row.email,
    mobile: row.mobile,
    state: row.state,
    bank_account_number: row.bankAccountNumber,
    ifsc: row.ifsc,
    dp_id: row.dpId,
    bo_id: row.boId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns of the UCC upload template, in order: the create call's fields. */
const uccTemplateColumns = Object.keys(uccFields);

/** Unique client codes of the caller's firm: list, create, read, update, and the upload template. */
export function uccRoutes(app: ApiApp): void {
  registerEndpoint(app, clientEndpoints.listUcc, async ({ query, principal, request }) => {
    const { page, page_size: pageSize } = query;
    const found = await searchUccRecords(app.services.db, principal.client.id, {
      page,
      pageSize,
      search: query.search,
    });
    return pageAnswer(request, { page, pageSize, count: found.count, results: found.results.map(uccView) });
  });

  registerEndpoint(app, accountEndpoints.createUcc, async ({ body, principal }) =>
    uccView(await createUccRecord(app.services.db, principal.client.id, body)),
  );

  registerEndpoint(app, clientEndpoints.downloadUccTemplate, () => {
    return {
      fileName: 'ucc-template.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: Buffer.from(buildXlsxWorkbook('UCC', [uccTemplateColumns, uccTemplateExampleRow])),
    };
  });

  const upload = clientEndpoints.uploadUccRecords;
  registerEndpoint(app, upload, async ({ request, principal }) => {
    const ownerClientId = principal.client.id;
    const received = await receiveUpload(request, upload.upload);
    const table = await readUploadedTable(received.bytes, received.fileName, [
      'client_code',
      'name',
      'exchange',
      'pan',
      'client_type',
    ]);
    const errors: { row: number; message: string }[] = [];
    const valid: { row: number; columns: typeof uccRecords.$inferInsert }[] = [];
    for (const { row, cells } of table.rows) {
      const candidate: Record<string, string | null> = {};
      for (const column of uccTemplateColumns) {
        const text = cells[column]?.trim() ?? '';
        candidate[column] = text === '' ? null : text;
      }
      const parsed = uccRecordPayloadSchema.safeParse(candidate);
      if (!parsed.success) {
        errors.push({ row, message: firstProblemMessage(zodIssuesToErrorBody(parsed.error.issues)) });
        continue;
      }
      valid.push({
        row,
        columns: { ...(uccColumnsOf(parsed.data) as typeof uccRecords.$inferInsert), ownerClientId },
      });
    }
    const created = await app.services.db.transaction(async (transaction) => {
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
  });

  registerEndpoint(app, clientEndpoints.getUcc, async ({ params, principal }) =>
    uccView(await findOwnedUccRecord(app.services.db, params.id, principal.client.id)),
  );

  registerEndpoint(app, accountEndpoints.updateUcc, async ({ params, body, principal }) =>
    uccView(
      await updateUccRecord(
        app.services.db,
        { id: params.id, ownerClientId: principal.client.id },
        body,
        app.services.now(),
      ),
    ),
  );
}
