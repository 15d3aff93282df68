import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import { normaliseUccRecordFields, uccDuplicateMessage, type UccRecordPayload } from '@bondkit/core/internal';
import { uccRecordFields } from '@bondkit/core/validation';
import type { Db, DbOrTransaction } from '../database/connection';
import { returnedRow } from '../database/returnedRow';
import { uccRecords } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import { likePattern } from '../http/pagination';
import type { PageChoice, SearchPage } from './firmDirectory';
import type { uccOrderingFields } from '@bondkit/core/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderedBy, type SortChoice } from '../database/sortOrder';

/** A column the firm's UCC records sort by, as the contract names it (`ordering`). */
export type UccOrdering = (typeof uccOrderingFields)[number];

const uccSortColumns: Record<UccOrdering, AnyPgColumn> = {
  client_code: uccRecords.uccCode,
  exchange: uccRecords.exchange,
  name: uccRecords.name,
  pan: uccRecords.pan,
  client_type: uccRecords.clientType,
  status: uccRecords.status,
};

/** A UCC record as stored. */
export type UccRow = typeof uccRecords.$inferSelect;

/** A firm holds one record per client code and exchange. */
/** The columns of the UCC upload template, in order: the create call's fields. */
export const uccTemplateColumns = Object.keys(uccRecordFields);

/** The column each field of a UCC record is stored in. */
const uccColumnOfField = {
  client_code: 'uccCode',
  name: 'name',
  exchange: 'exchange',
  pan: 'pan',
  client_type: 'clientType',
  category: 'category',
  email: 'email',
  mobile: 'mobile',
  state: 'state',
  bank_account_number: 'bankAccountNumber',
  ifsc: 'ifsc',
  dp_id: 'dpId',
  bo_id: 'boId',
} as const satisfies Record<keyof UccRecordPayload, keyof typeof uccRecords.$inferInsert>;

/** The columns of a UCC record's fields as given, stored as core's rule has them (`normaliseUccRecordFields`). */
export function uccColumnsOf(input: Partial<UccRecordPayload>): Partial<typeof uccRecords.$inferInsert> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(normaliseUccRecordFields(input)))
    columns[uccColumnOfField[field as keyof UccRecordPayload]] = value;
  return columns;
}

/** A UCC record of the firm `ownerClientId`; another firm's record is a 404, as if it did not exist. */
export async function findOwnedUccRecord(
  db: DbOrTransaction,
  id: number,
  ownerClientId: number,
): Promise<UccRow> {
  const [row] = await db
    .select()
    .from(uccRecords)
    .where(and(eq(uccRecords.id, id), eq(uccRecords.ownerClientId, ownerClientId)));
  if (!row) throw ApiProblem.notFound();
  return row;
}

/** The ids of the firm's records with this client code on this exchange. */
async function recordIdsWithCode(
  db: DbOrTransaction,
  ownerClientId: number,
  uccCode: string,
  exchange: string,
): Promise<number[]> {
  const rows = await db
    .select({ id: uccRecords.id })
    .from(uccRecords)
    .where(
      and(
        eq(uccRecords.ownerClientId, ownerClientId),
        eq(uccRecords.uccCode, uccCode),
        eq(uccRecords.exchange, exchange),
      ),
    );
  return rows.map((row) => row.id);
}

/** Creates a UCC record of the firm; a second record of the same code and exchange is a 409. */
export async function createUccRecord(
  db: Db,
  ownerClientId: number,
  input: UccRecordPayload,
): Promise<UccRow> {
  const uccCode = input.client_code.toUpperCase();
  return db.transaction(async (transaction) => {
    const duplicates = await recordIdsWithCode(transaction, ownerClientId, uccCode, input.exchange);
    if (duplicates.length > 0) throw ApiProblem.conflict('client_code', uccDuplicateMessage);
    return returnedRow(
      await transaction
        .insert(uccRecords)
        .values({
          ...uccColumnsOf(input),
          uccCode,
          name: input.name,
          exchange: input.exchange,
          pan: input.pan,
          clientType: input.client_type,
          ownerClientId,
        })
        .returning(),
    );
  });
}

/**
 * Changes some fields of one of the firm's UCC records; a change that would make its code and exchange
 * those of another record of the firm is a 409.
 */
export async function updateUccRecord(
  db: Db,
  target: { id: number; ownerClientId: number },
  changes: Partial<UccRecordPayload>,
  now: Date,
): Promise<UccRow> {
  return db.transaction(async (transaction) => {
    const current = await findOwnedUccRecord(transaction, target.id, target.ownerClientId);
    const columns = uccColumnsOf(changes);
    const clashes = await recordIdsWithCode(
      transaction,
      target.ownerClientId,
      columns.uccCode ?? current.uccCode,
      columns.exchange ?? current.exchange,
    );
    if (clashes.some((id) => id !== current.id))
      throw ApiProblem.conflict('client_code', uccDuplicateMessage);
    return returnedRow(
      await transaction
        .update(uccRecords)
        .set({ ...columns, updatedAt: now })
        .where(eq(uccRecords.id, current.id))
        .returning(),
    );
  });
}

/** The UCC records of the firm `ownerClientId`, by client code (then id), searched by name, code or PAN. */
export async function searchUccRecords(
  db: DbOrTransaction,
  ownerClientId: number,
  filters: PageChoice & { search?: string | undefined; orderBy?: SortChoice<UccOrdering> | undefined },
): Promise<SearchPage<UccRow>> {
  const pattern = filters.search ? likePattern(filters.search) : undefined;
  const where = and(
    eq(uccRecords.ownerClientId, ownerClientId),
    pattern === undefined
      ? undefined
      : or(
          ilike(uccRecords.name, pattern),
          ilike(uccRecords.uccCode, pattern),
          ilike(uccRecords.pan, pattern),
        ),
  );
  const [total] = await db.select({ value: count() }).from(uccRecords).where(where);
  const results = await db
    .select()
    .from(uccRecords)
    .where(where)
    .orderBy(
      filters.orderBy === undefined
        ? asc(uccRecords.uccCode)
        : orderedBy(uccSortColumns[filters.orderBy.field], filters.orderBy.descending),
      asc(uccRecords.id),
    )
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  return { count: total?.value ?? 0, results };
}
