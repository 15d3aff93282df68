// Throughput of the pricing calculation endpoint (POST api/finstrument/{id}/price/), through app.inject
// and through a real listening socket with a loopback HTTP client, on the demo's 3,000 instruments.
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/database/connection';
import { runMigrations } from '../src/database/migrate';
import { instrumentCatalogue } from '../src/trading/instrumentCatalogue';
import { seedUniverseInstruments } from '../src/universe/seedUniverse';

const database = await openDatabase({});
await runMigrations(database.db);
await seedUniverseInstruments(database.db, new Date(), { instrumentCount: 3000, historyDays: 0 });
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
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const catalogue = await instrumentCatalogue(database.db, new Date());
const today = new Date().toISOString().slice(0, 10);
const priceable = catalogue.all
  .filter((entry) => entry.terms && entry.row.maturityDate > today)
  .slice(0, 500);
const bodies = priceable.map((entry, index) =>
  index % 2 === 0
    ? {
        id: entry.row.id,
        body: {
          bond_yield: Math.round(entry.row.referenceYield * 10_000) / 1_000_000,
          fixed_field: 'yield',
          settlement_delta: 1,
        },
      }
    : { id: entry.row.id, body: { clean_price: 99.5, fixed_field: 'price' } },
);

async function run(
  label: string,
  send: (request: (typeof bodies)[number]) => Promise<number>,
  total: number,
  concurrency: number,
) {
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const request = bodies[next % bodies.length]!;
        next += 1;
        if ((await send(request)) !== 200) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    transport: label,
    concurrency,
    requests: total,
    failures,
    'requests/s': Math.round(total / seconds),
    'mean (ms)': Number(((seconds * 1000 * concurrency) / total).toFixed(2)),
  };
}

const inject = (request: (typeof bodies)[number]) =>
  app
    .inject({ method: 'POST', url: `/api/finstrument/${request.id}/price/`, headers, payload: request.body })
    .then((response) => response.statusCode);
await run('warm-up', inject, 300, 1);
const rows = [await run('app.inject', inject, 3000, 1), await run('app.inject', inject, 3000, 8)];

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const overSocket = (request: (typeof bodies)[number]) =>
  fetch(`${address}/api/finstrument/${request.id}/price/`, {
    method: 'POST',
    headers,
    body: JSON.stringify(request.body),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
await run('warm-up', overSocket, 200, 1);
rows.push(
  await run('HTTP loopback (fetch)', overSocket, 2000, 1),
  await run('HTTP loopback (fetch)', overSocket, 2000, 8),
);
console.log(
  'Pricing calculation: POST api/finstrument/{id}/price/ (half by yield, half by price; 500 different bonds)',
);
console.table(rows);
await app.close();
await database.close();
