import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { loadConfig, type ServerConfig } from '../src/config';
import { openDatabase, type DatabaseConnection } from '../src/database/connection';
import { buildServer, type BuildServerOptions } from '../src/app';
import type { ApiApp } from '../src/http/fastifyTypes';
import { demoAccounts, demoPassword } from '../src/seed/demoAccounts';
import { startPostgresCluster, type PostgresCluster } from './postgresCluster';

/** CI sets BONDKIT_TEST_POSTGRES=1 to run every server test against a real PostgreSQL as well. */
export const usingRealPostgres = process.env.BONDKIT_TEST_POSTGRES === '1';

let clusterPromise: Promise<PostgresCluster> | undefined;
let databaseCounter = 0;

// One cluster per test file (each file has its own module instance), stopped and deleted after it.
afterAll(async () => {
  if (clusterPromise) await (await clusterPromise).stop();
});

/** A fresh, empty database: PGlite in memory, or a new database on the file's throwaway cluster. */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  if (!usingRealPostgres) return openDatabase({});
  clusterPromise ??= startPostgresCluster();
  const cluster = await clusterPromise;
  databaseCounter += 1;
  const name = `bondkit_test_${process.pid}_${databaseCounter}`;
  const admin = new pg.Client({ connectionString: cluster.urlFor('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return openDatabase({ databaseUrl: cluster.urlFor(name) });
}

/** The configuration tests use: demo mode, silent logs, a temporary DATA_DIR, no app build. */
export function testConfig(environment: NodeJS.ProcessEnv = {}): ServerConfig {
  return loadConfig({
    BONDKIT_DEMO: '1',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bondkit-data-')),
    STATIC_DIR: join(tmpdir(), 'bondkit-no-build'),
    STORYBOOK_DIR: join(tmpdir(), 'bondkit-no-storybook'),
    ...environment,
  });
}

/** A demo account's key (`dealer`, `trader`, …). */
export type DemoKey = (typeof demoAccounts)[number]['key'];

/** A running test server with sign-in helpers. */
export interface TestServer {
  app: ApiApp;
  database: DatabaseConnection;
  config: ServerConfig;
  /** Bearer tokens of a demo account, signed in once and cached. */
  tokensOf(key: DemoKey): Promise<{ access: string; refresh: string }>;
  /** `{ authorization: 'Bearer …' }` of a demo account. */
  authorizationOf(key: DemoKey): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/** Builds a server on a fresh database (demo data seeded), ready for `app.inject()`. */
export async function startTestServer(
  options: { environment?: NodeJS.ProcessEnv } & Partial<
    Omit<BuildServerOptions, 'config' | 'database'>
  > = {},
): Promise<TestServer> {
  const { environment, ...buildOptions } = options;
  const config = testConfig(environment);
  const database = await createTestDatabase();
  const app = await buildServer({ config, database, ...buildOptions });
  await app.ready();
  const cache = new Map<string, Promise<{ access: string; refresh: string }>>();
  const tokensOf = (key: DemoKey) => {
    let tokens = cache.get(key);
    if (!tokens) {
      const account = demoAccounts.find((candidate) => candidate.key === key);
      if (!account) throw new Error(`No demo account ${key}`);
      tokens = app
        .inject({
          method: 'POST',
          url: '/api/token/',
          payload: { email: account.email, password: demoPassword },
        })
        .then((response) => {
          if (response.statusCode !== 200) throw new Error(`Sign-in of ${key} failed: ${response.body}`);
          return response.json<{ access: string; refresh: string }>();
        });
      cache.set(key, tokens);
    }
    return tokens;
  };
  return {
    app,
    database,
    config,
    tokensOf,
    authorizationOf: async (key) => ({ authorization: `Bearer ${(await tokensOf(key)).access}` }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
