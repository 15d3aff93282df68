import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import type { PgliteNotifyClient, PostgresNotifyClient } from '../stream/notifyConnection';

/** The Drizzle database, the same type whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, or the database itself: anything queries can run on. */
export type DbOrTransaction = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** An open database and how to close it. */
export interface DatabaseConnection {
  db: Db;
  /** `pglite` (embedded, file-backed or in memory) or `postgres` (DATABASE_URL). */
  engine: 'pglite' | 'postgres';
  /** Where the data lives: a folder, `memory`, or the URL without its password. */
  location: string;
  /**
   * A connection for LISTEN/NOTIFY (the event bus between server processes): PGlite itself in-process, or
   * a dedicated `pg` client (LISTEN belongs to one session, so never a pooled one). Close it with `close`.
   */
  openNotifyClient(): Promise<{ client: PgliteNotifyClient | PostgresNotifyClient; close(): Promise<void> }>;
  /** PGlite only: the whole data folder as a tarball, which `loadDataDirectory` opens again (tests' seeds). */
  dumpDataDirectory?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Where to open the database. */
export interface OpenDatabaseOptions {
  /** A real PostgreSQL; when set, `dataDirectory` is ignored. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; absent means an in-memory database (tests). */
  dataDirectory?: string | undefined;
  /**
   * An in-memory PGlite starts from this tarball of a data folder (`dumpDataDirectory`): the tests' seeded
   * databases, about 1 s against 6 s of start-up, migrations and demo seed. Default: an empty database.
   */
  loadDataDirectory?: Blob | undefined;
}

/** Opens PGlite (in a folder or in memory) or a pool on a real PostgreSQL. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Fail fast on a wrong URL rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    const url = new URL(options.databaseUrl);
    url.password = '';
    return {
      db: drizzleNodePostgres({ client: pool, schema }) as unknown as Db,
      engine: 'postgres',
      location: url.toString(),
      async openNotifyClient() {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        return { client, close: () => client.end() };
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDirectory) {
    mkdirSync(options.dataDirectory, { recursive: true });
    client = await PGlite.create(options.dataDirectory);
  } else {
    client = await PGlite.create(options.loadDataDirectory ? { loadDataDir: options.loadDataDirectory } : {});
  }
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    engine: 'pglite',
    location: options.dataDirectory ?? 'memory',
    openNotifyClient: async () => ({ client, close: async () => {} }),
    dumpDataDirectory: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
