// The market list under load: `GET api/trade/d/market/` at 50 concurrent clients over real HTTP (on a
// worker thread of their own, see marketListLoad.worker.mjs) with 5,000 open public quotes, on the embedded
// PGlite and on a throwaway PostgreSQL 15 cluster. Reports requests per second, p50 and p99, and the database
// calls per request (statements and transactions the server sent, a figure that does not depend on how busy
// the machine is), under load and one request at a time. Targets: >= 300 requests/s on PGlite (issue 12,
// finding 8); on PostgreSQL at least PGlite's figure, >= 400 requests/s with p99 <= 250 ms (issue 37 item 5).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseConnection } from '../src/database/connection';
import { runMigrations } from '../src/database/migrate';
import { seedUniverseInstruments } from '../src/universe/seedUniverse';
import { startPostgresCluster } from '../test/postgresCluster';

const openQuotes = 5000;
const concurrentClients = 50;
const durationMilliseconds = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const pages = [
  '/api/trade/d/market/',
  '/api/trade/d/market/?page=2',
  '/api/trade/d/market/?page_size=50',
  '/api/trade/d/market/?finstrument_type=Bond',
  '/api/trade/d/market/?preferred=true',
  '/api/trade/d/market/?search=GS',
];

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** Adds `openQuotes` open public quotes from the demo dealers' firms, spread over the instruments. */
async function addOpenQuotes(database: DatabaseConnection, now: Date): Promise<void> {
  await database.db.execute(sql`
    INSERT INTO eois (instrument_id, client_id, user_id, quote_type, quantum, yield_stored, source,
      whatsapp_consent, state, status, visibility, is_best, send_to_rfq, price_overridden, created_at, updated_at)
    SELECT instrument.id, dealer.client_id, dealer.user_id,
      CASE WHEN series % 2 = 0 THEN 'BID' ELSE 'ASK' END, 10000000, 0.07 + (series % 50) / 10000.0,
      'WEBSITE', false, 'DEFAULT', 'OPEN', 'PUBLIC', false, false, false,
      ${now.toISOString()}::timestamptz - make_interval(secs => series),
      ${now.toISOString()}::timestamptz - make_interval(secs => series)
    FROM generate_series(1, ${openQuotes}) AS series
    JOIN LATERAL (SELECT id FROM instruments ORDER BY id OFFSET (series % 2000) LIMIT 1) AS instrument ON true
    JOIN LATERAL (
      SELECT accounts.client_id, accounts.user_id FROM user_accounts AS accounts
      JOIN users ON users.id = accounts.user_id
      WHERE users.email IN ('dealer@demo.bondkit.in', 'trader@demo.bondkit.in')
      ORDER BY accounts.id OFFSET (series % 2) LIMIT 1
    ) AS dealer ON true`);
}

/**
 * Counts the calls the server makes on the database driver: each statement outside a transaction and each
 * transaction begun (drizzle sends them through the client's `query`, and `connect` on a pool or `transaction`
 * on PGlite). Wraps the methods of this one client object; nothing else is touched.
 */
function countDatabaseCalls(database: DatabaseConnection): { calls: () => number } {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  let calls = 0;
  // pg's Pool.query checks a client out through its own `connect`, synchronously: one call, not two.
  let insideQuery = false;
  for (const method of ['query', 'connect', 'transaction']) {
    const original = client[method];
    if (typeof original !== 'function') continue;
    client[method] = (...args: unknown[]) => {
      if (!insideQuery) calls += 1;
      const outer = insideQuery;
      insideQuery = true;
      try {
        return (original as (...parameters: unknown[]) => unknown).apply(client, args);
      } finally {
        insideQuery = outer;
      }
    };
  }
  return { calls: () => calls };
}

async function measure(engine: string, database: DatabaseConnection) {
  const now = new Date();
  await runMigrations(database.db);
  await seedUniverseInstruments(database.db, now, { instrumentCount: 3000, historyDays: 0 });
  const config = loadConfig({
    BONDKIT_DEMO: '1',
    BONDKIT_SIMULATOR: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bondkit-bench-')),
    STATIC_DIR: join(tmpdir(), 'bondkit-no-build'),
  });
  const app = await buildServer({ config, database });
  await addOpenQuotes(database, now);
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const signIn = await fetch(`${origin}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'trader@demo.bondkit.in', password: 'Bondkit@2026' }),
  });
  const headers = { authorization: `Bearer ${((await signIn.json()) as { access: string }).access}` };
  const first = (await (await fetch(`${origin}/api/trade/d/market/`, { headers })).json()) as {
    count: number;
  };
  // Warm-up: plans, caches, JIT.
  for (let round = 0; round < 3; round += 1)
    for (const page of pages) await (await fetch(`${origin}${page}`, { headers })).arrayBuffer();
  const counter = countDatabaseCalls(database);
  // One request at a time: the calls a lone request makes.
  const callsBeforeSequential = counter.calls();
  const sequentialRequests = pages.length * 5;
  for (let request = 0; request < sequentialRequests; request += 1)
    await (await fetch(`${origin}${pages[request % pages.length]}`, { headers })).arrayBuffer();
  const sequentialCalls = (counter.calls() - callsBeforeSequential) / sequentialRequests;
  const callsBeforeLoad = counter.calls();
  const load = new Worker(new URL('./marketListLoad.worker.mjs', import.meta.url), {
    workerData: { origin, headers, pages, concurrentClients, durationMilliseconds },
  });
  const { latencies, failures, elapsedMilliseconds } = await new Promise<{
    latencies: number[];
    failures: number;
    elapsedMilliseconds: number;
  }>((resolve, reject) => {
    load.once('message', resolve);
    load.once('error', reject);
  });
  await load.terminate();
  const loadCalls = counter.calls() - callsBeforeLoad;
  const elapsedSeconds = elapsedMilliseconds / 1000;
  await app.close();
  latencies.sort((left, right) => left - right);
  return {
    engine,
    open_quotes: first.count,
    clients: concurrentClients,
    requests: latencies.length,
    failures,
    'requests/s': Math.round(latencies.length / elapsedSeconds),
    'p50 ms': Number(percentile(latencies, 0.5).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 0.99).toFixed(1)),
    'db calls/req (load)': Number((loadCalls / Math.max(1, latencies.length)).toFixed(3)),
    'db calls/req (alone)': Number(sequentialCalls.toFixed(3)),
  };
}

const results = [];
const embedded = await openDatabase({});
results.push(await measure('PGlite (in memory)', embedded));
await embedded.close();

const cluster = await startPostgresCluster();
try {
  const admin = new pg.Client({ connectionString: cluster.urlFor('postgres') });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]!
    .server_version;
  await admin.query('CREATE DATABASE bondkit_bench');
  await admin.end();
  const postgres = await openDatabase({ databaseUrl: cluster.urlFor('bondkit_bench') });
  results.push(await measure(`PostgreSQL ${version}`, postgres));
  await postgres.close();
} finally {
  await cluster.stop();
}
console.table(results);
