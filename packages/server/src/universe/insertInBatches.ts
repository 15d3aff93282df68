import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTransaction } from '../database/connection';

/**
 * Inserts rows as multi-row VALUES statements of `batchSize` rows: 10-30x faster than row by row on
 * PGlite, and under PostgreSQL's 65,535-parameter limit for tables of up to about 60 columns.
 */
export async function insertInBatches<Table extends PgTable>(
  db: DbOrTransaction,
  table: Table,
  rows: readonly Table['$inferInsert'][],
  batchSize = 1000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize));
  }
}
