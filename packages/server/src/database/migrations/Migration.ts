/**
 * One schema migration: SQL statements applied once, in order, in one transaction. Migrations live in
 * TypeScript so that the bundled server carries them; the Drizzle schema in `../schema` must describe
 * the same tables (`test/schemaMatchesMigrations.test.ts` checks it).
 */
export interface Migration {
  /** Unique and sortable: `NNNN_name`. Never rename or edit an applied migration; add a new one. */
  id: string;
  statements: readonly string[];
}
