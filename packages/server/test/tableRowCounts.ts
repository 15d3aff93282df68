import { sql } from 'drizzle-orm';
import type { Db } from '../src/database/connection';
import { rowsOf } from '../src/database/migrate';

/**
 * The row count of every table of the public schema, in one query. Tests compare it before and after a
 * refused request: a refusal must write nothing. Tables of bookkeeping that any request may touch (rate
 * limiting is in memory, so none today) would be left out here.
 */
export async function tableRowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const names = rowsOf(tables).map((row) => String(row.table_name));
  if (names.length === 0) return {};
  const union = names
    .map((name) => `SELECT '${name}' AS name, count(*)::int AS rows FROM "${name}"`)
    .join(' UNION ALL ');
  const counts = rowsOf(await db.execute(sql.raw(union)));
  return Object.fromEntries(counts.map((row) => [String(row.name), Number(row.rows)]));
}
