import { sql } from 'drizzle-orm';
import type { Db } from './connection';
import { migrations as defaultMigrations, type Migration } from './migrations/index';

/**
 * Applies the migrations not yet applied, each in its own transaction. An advisory lock makes two
 * servers starting on one PostgreSQL apply them once. Returns the ids applied now.
 */
export async function runMigrations(
  db: Db,
  migrations: readonly Migration[] = defaultMigrations,
): Promise<string[]> {
  await db.execute(
    sql.raw(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (transaction) => {
      await transaction.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bondkit_schema_migrations'))`);
      const existing = await transaction.execute(
        sql`SELECT 1 FROM schema_migrations WHERE id = ${migration.id}`,
      );
      if (rowsOf(existing).length > 0) return false;
      for (const statement of migration.statements) await transaction.execute(sql.raw(statement));
      await transaction.execute(sql`INSERT INTO schema_migrations (id) VALUES (${migration.id})`);
      return true;
    });
    if (didApply) applied.push(migration.id);
  }
  return applied;
}

/** Rows of a raw `execute` result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}
