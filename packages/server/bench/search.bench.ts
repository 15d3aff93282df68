// Bond search latency through HTTP (app.inject, so routing, auth, validation and serialisation count):
// p50 / p95 at 3,000 and at 50,000 instruments. Target: p95 <= 15 ms at 50,000.
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/database/connection';
import { runMigrations } from '../src/database/migrate';
import { seedUniverseInstruments } from '../src/universe/seedUniverse';
import { instrumentCatalogue } from '../src/trading/instrumentCatalogue';

const queries = [
  'GS 2033',
  '7.18% GS 2033',
  'MH SDL',
  'Maharastra',
  'konark power',
  'IN00',
  'DTB',
  'AAA',
  'housing fin',
  'Sahyadri Capital 2031',
  'GOI FRB',
  'INE0',
  'Tamil Nadu 2035',
  'zzzz',
  'Gramin Vikas',
  'step-up',
];

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

async function measure(instrumentCount: number) {
  const database = await openDatabase({});
  await runMigrations(database.db);
  const seedStarted = performance.now();
  const seeded = await seedUniverseInstruments(database.db, new Date(), {
    instrumentCount,
    historyDays: instrumentCount > 10_000 ? 0 : 90,
  });
  const seedMilliseconds = performance.now() - seedStarted;
  const config = loadConfig({
    BONDKIT_DEMO: '1',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bondkit-bench-')),
    STATIC_DIR: join(tmpdir(), 'bondkit-no-build'),
  });
  const app = await buildServer({ config, database });
  await app.ready();
  const token = (
    await app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'dealer@demo.bondkit.in', password: 'Bondkit@2026' },
    })
  ).json<{ access: string }>().access;
  const headers = { authorization: `Bearer ${token}` };
  // The first search builds the in-memory index: reported apart, then warm up.
  const firstStarted = performance.now();
  await app.inject({ method: 'GET', url: '/api/finstrument/search/?search_key=warm', headers });
  const indexMilliseconds = performance.now() - firstStarted;
  for (let round = 0; round < 3; round += 1)
    for (const query of queries)
      await app.inject({
        method: 'GET',
        url: `/api/finstrument/search/?search_key=${encodeURIComponent(query)}`,
        headers,
      });
  const samples: number[] = [];
  for (let round = 0; round < 25; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/finstrument/search/?search_key=${encodeURIComponent(query)}&limit=20`,
        headers,
      });
      samples.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`search failed: ${response.body}`);
    }
  }
  samples.sort((first, second) => first - second);
  // The floor: an authenticated call that does no work (the access guard loads the caller each time).
  const floor: number[] = [];
  for (let round = 0; round < 400; round += 1) {
    const started = performance.now();
    await app.inject({ method: 'GET', url: '/api/trade/timings', headers });
    floor.push(performance.now() - started);
  }
  floor.sort((first, second) => first - second);
  // The index alone, without HTTP.
  const catalogue = await instrumentCatalogue(database.db, new Date());
  const indexOnly: number[] = [];
  for (let round = 0; round < 25; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      catalogue.search.search(query, 20);
      indexOnly.push(performance.now() - started);
    }
  }
  indexOnly.sort((first, second) => first - second);
  await app.close();
  await database.close();
  return {
    instruments: seeded.instruments,
    'seed (ms)': Math.round(seedMilliseconds),
    'first search, builds index (ms)': Math.round(indexMilliseconds),
    requests: samples.length,
    'p50 (ms)': Number(percentile(samples, 0.5).toFixed(2)),
    'p95 (ms)': Number(percentile(samples, 0.95).toFixed(2)),
    'max (ms)': Number(samples[samples.length - 1]!.toFixed(2)),
    'index only p50 / p95 (ms)': `${percentile(indexOnly, 0.5).toFixed(2)} / ${percentile(indexOnly, 0.95).toFixed(2)}`,
    'auth-only call p50 / p95 (ms)': `${percentile(floor, 0.5).toFixed(2)} / ${percentile(floor, 0.95).toFixed(2)}`,
  };
}

const rows = [];
for (const count of [3000, 50_000]) rows.push(await measure(count));
console.log(
  'Bond search: GET api/finstrument/search/ through app.inject (PGlite in memory), 16 queries x 25 rounds',
);
console.table(rows);
const large = rows[rows.length - 1]!;
console.log(
  `p95 at 50,000 instruments: ${large['p95 (ms)']} ms (target <= 15 ms) ${large['p95 (ms)'] <= 15 ? 'MET' : 'NOT MET'}`,
);
