import { createHash } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { loadConfig, type ServerConfig } from '../src/config';
import { openDatabase, type DatabaseConnection } from '../src/database/connection';
import { buildServer, type BuildServerOptions } from '../src/app';
import type { ApiApp } from '../src/http/fastifyTypes';
import { demoAccounts, demoPassword } from '../src/seed/demoAccounts';
import { serverSettings } from '../src/database/schema/messaging';

/** CI sets BONDKIT_TEST_POSTGRES=1 to run every server test against a real PostgreSQL as well. */
export const usingRealPostgres = process.env.BONDKIT_TEST_POSTGRES === '1';

/** The run's cluster (postgresGlobalSetup.ts): the URL of one of its databases. */
function postgresUrlOf(database: string): string {
  const template = inject('postgresUrlTemplate');
  if (!template) throw new Error('BONDKIT_TEST_POSTGRES=1 but no cluster: run through the vitest config.');
  return template.replace('{database}', database);
}

let databaseCounter = 0;
const databasesOfThisFile: string[] = [];

/** Runs `work` on a connection to the cluster's `postgres` database. */
async function asAdministrator<Result>(work: (admin: pg.Client) => Promise<Result>): Promise<Result> {
  const admin = new pg.Client({ connectionString: postgresUrlOf('postgres') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

// The databases a file made are dropped after it, to keep the run's cluster small. One a test left open
// stays (dropping it by force would break the test's connection under it); the cluster goes at the end.
afterAll(async () => {
  if (databasesOfThisFile.length === 0) return;
  await asAdministrator(async (admin) => {
    for (const name of databasesOfThisFile.splice(0))
      await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
  });
});

/**
 * Seed data a test database can start from, made once per run: on PostgreSQL a template database, cloned
 * (`CREATE DATABASE … TEMPLATE`, about 0.1 s against 2–2.5 s of seeding); on PGlite a tarball of the
 * seeded data folder, loaded (about 1 s against 6 s of start-up and seeding). `seed` must do exactly what
 * the caller does next on a fresh database, with steps that do nothing on a seeded one (migrations, the
 * demo seed), so both paths give the same data.
 */
export interface SeedTemplate {
  /** What makes the seed differ (its clock, its universe size): one template per key. */
  key: string;
  seed(database: DatabaseConnection): Promise<void>;
}

/** A template's name, from its key. */
function templateName(template: SeedTemplate): string {
  return `bondkit_template_${createHash('sha256').update(template.key).digest('hex').slice(0, 16)}`;
}

/** Each copy of a template makes its own token signing secret: a token of one test's server is no good on another's. */
async function forgetSigningSecret(database: DatabaseConnection): Promise<void> {
  await database.db.delete(serverSettings).where(eq(serverSettings.key, 'jwt_secret'));
}

/** The template's database, made under an advisory lock so that two workers make it once. */
async function templateDatabase(admin: pg.Client, template: SeedTemplate): Promise<string> {
  const name = templateName(template);
  const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (existing.rowCount) return name;
  // Built under another name and renamed when complete: a seed that fails leaves no half template.
  const building = `${name}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${building}`);
  const database = await openDatabase({ databaseUrl: postgresUrlOf(building) });
  try {
    await template.seed(database);
    await forgetSigningSecret(database);
  } finally {
    await database.close();
  }
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  return name;
}

const pgliteTemplates = new Map<string, Promise<Blob>>();

/** Whether a file exists yet. */
function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The template's seeded PGlite data folder as a tarball, made by the first test file that needs it (an
 * exclusive lock file) and read by the others; a file waiting on another's build polls for up to 2 minutes.
 */
async function pgliteTemplate(template: SeedTemplate): Promise<Blob> {
  const folder = inject('pgliteTemplateDirectory');
  const file = join(folder, `${templateName(template)}.tar`);
  if (exists(file)) return new Blob([readFileSync(file)]);
  let lock: number | undefined;
  try {
    lock = openSync(`${file}.lock`, 'wx');
  } catch {
    // Another worker builds it.
    for (let waited = 0; !exists(file); waited += 100) {
      if (waited > 120_000) throw new Error(`The seed template ${file} was never written: its build failed.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return new Blob([readFileSync(file)]);
  }
  const database = await openDatabase({});
  try {
    await template.seed(database);
    await forgetSigningSecret(database);
    if (!database.dumpDataDirectory) throw new Error('An in-memory PGlite can dump its data folder.');
    const tarball = await database.dumpDataDirectory();
    // Written aside and renamed: a reader never sees half a file.
    writeFileSync(`${file}.partial`, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(`${file}.partial`, file);
    return tarball;
  } finally {
    closeSync(lock);
    await database.close();
  }
}

/**
 * A fresh database: PGlite in memory, or a new database on the run's throwaway cluster; empty, or with a
 * template, a copy of the template's seed.
 */
export async function createTestDatabase(
  template?: SeedTemplate,
  engine: 'pglite' | 'run default' = 'run default',
): Promise<DatabaseConnection> {
  if (!usingRealPostgres || engine === 'pglite') {
    if (!template) return openDatabase({});
    let tarball = pgliteTemplates.get(template.key);
    if (!tarball) {
      tarball = pgliteTemplate(template);
      pgliteTemplates.set(template.key, tarball);
    }
    return openDatabase({ loadDataDirectory: await tarball });
  }
  databaseCounter += 1;
  const name = `bondkit_test_${process.pid}_${databaseCounter}`;
  await asAdministrator(async (admin) => {
    if (!template) {
      await admin.query(`CREATE DATABASE ${name}`);
      return;
    }
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template.key]);
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await templateDatabase(admin, template)}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template.key]);
    }
  });
  databasesOfThisFile.push(name);
  return openDatabase({ databaseUrl: postgresUrlOf(name) });
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

/** What `buildServer` seeds in demo mode at the real clock. */
const demoSeedTemplate: SeedTemplate = {
  key: 'demo seed, real clock',
  async seed(database) {
    const app = await buildServer({ config: testConfig(), database });
    await app.close();
  },
};

/**
 * Makes the run's PGlite demo seed if no file has made it yet (about 5 s, once per run); a file that only
 * reads it returns at once. For a setup hook, so that no test's own time pays for the seed.
 */
export async function prepareDemoSeed(): Promise<void> {
  let tarball = pgliteTemplates.get(demoSeedTemplate.key);
  if (!tarball) {
    tarball = pgliteTemplate(demoSeedTemplate);
    pgliteTemplates.set(demoSeedTemplate.key, tarball);
  }
  await tarball;
}

/** Builds a server on a fresh database (demo data seeded), ready for `app.inject()`. */
export async function startTestServer(
  options: {
    environment?: NodeJS.ProcessEnv;
    /** `pglite` even in a run on PostgreSQL (the reference app's page tests); default: the run's engine. */
    engine?: 'pglite' | 'run default';
  } & Partial<Omit<BuildServerOptions, 'config' | 'database'>> = {},
): Promise<TestServer> {
  const { environment, engine, ...buildOptions } = options;
  const config = testConfig(environment);
  // The demo seed at the real clock with stored secrets is the same for every such server: cloned.
  const seedsLikeTheTemplate =
    config.demo && buildOptions.now === undefined && config.encryptionKey === undefined;
  const database = await createTestDatabase(seedsLikeTheTemplate ? demoSeedTemplate : undefined, engine);
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
