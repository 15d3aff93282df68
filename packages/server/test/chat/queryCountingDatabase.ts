import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db, DatabaseConnection } from '../../src/database/connection';
import * as schema from '../../src/database/schema/index';

/** A second drizzle handle on a test database's own connection, counting the statements it runs. */
export interface QueryCountingDatabase {
  db: Db;
  /** Statements run so far (in transactions too; BEGIN and COMMIT are not counted). */
  readonly count: number;
  /** The statements' text, in order. */
  readonly statements: readonly string[];
  /** Statements `work` ran (and whatever ran meanwhile on this handle). */
  measure(work: () => Promise<unknown>): Promise<number>;
}

/** Counts the statements a service runs on PGlite or PostgreSQL (the run's engine) through drizzle's logger. */
export function queryCountingDatabase(database: DatabaseConnection): QueryCountingDatabase {
  const statements: string[] = [];
  // node-postgres transactions send BEGIN and COMMIT through drizzle, PGlite's do not: left out of the
  // count, so that both engines count the same statements.
  const logger = {
    logQuery: (query: string) => {
      if (!/^\s*(begin|commit|rollback)\b/i.test(query)) statements.push(query);
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.engine === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzleNodePostgres({ client: client as pg.Pool, schema, logger })) as unknown as Db;
  return {
    db,
    get count() {
      return statements.length;
    },
    statements,
    async measure(work) {
      const before = statements.length;
      await work();
      return statements.length - before;
    },
  };
}
