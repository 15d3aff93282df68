// A 5,000-row positions upload (issue 17: "completes in under 5 s") over real HTTP on the embedded PGlite:
// the file with 3 bad rows checked (nothing written), the same file confirmed (4,997 holdings written), a
// clean 5,000-row file, and GET api/inventory/ valuing 5,000 holdings through the engine (what the page
// loads next). Numbers, not a test: `npm run bench inventoryUpload`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/database/connection';
import { rowsOf, runMigrations } from '../src/database/migrate';
import { seedUniverseInstruments } from '../src/universe/seedUniverse';

const rowCount = 5_000;
const targetMs = 5_000;
const now = new Date();
const database = await openDatabase({});
await runMigrations(database.db);
await seedUniverseInstruments(database.db, now, { instrumentCount: 5_600, historyDays: 0 });
const config = loadConfig({
  BONDKIT_DEMO: '1',
  BONDKIT_SIMULATOR: '0',
  LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bondkit-bench-')),
  STATIC_DIR: join(tmpdir(), 'bondkit-no-build'),
});
const app = await buildServer({ config, database });
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
const signIn = await fetch(`${origin}/api/token/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'dealer@demo.bondkit.in', password: 'Bondkit@2026' }),
});
const headers = { authorization: `Bearer ${((await signIn.json()) as { access: string }).access}` };

const bonds = rowsOf(
  await database.db.execute(
    sql`SELECT isin, face_value FROM instruments WHERE maturity_date > ${now.toISOString().slice(0, 10)} ORDER BY id LIMIT ${rowCount}`,
  ),
) as { isin: string; face_value: number }[];
if (bonds.length < rowCount) throw new Error(`Only ${bonds.length} bonds to hold; seed more.`);
const lines = bonds.map(
  (bond, index) => `${bond.isin},${bond.face_value * (100 + index)},${(98 + (index % 400) / 100).toFixed(2)}`,
);
const clean = `isin,quantity,valuation_cost\n${lines.join('\n')}\n`;
const bad = [...lines];
bad[10] = 'IN0000000000,100000,99';
bad[2_000] = `${bonds[2_000]!.isin},-5,`;
bad[4_999] = `${bonds[4_999]!.isin},1,`;
const withBadRows = `isin,quantity,valuation_cost\n${bad.join('\n')}\n`;

let uploadCount = 0;
async function timedUpload(content: string, confirm: boolean) {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), 'positions.csv');
  const started = performance.now();
  // With an upload id, as the app sends it: the server then counts bytes, rows and writes as it goes.
  uploadCount += 1;
  const query = `?upload_id=bench-upload-${uploadCount}${confirm ? '&confirm=true' : ''}`;
  const response = await fetch(`${origin}/api/inventory/upload/${query}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body = (await response.json()) as { created: number; errors: unknown[]; confirmed: boolean };
  return { ms: performance.now() - started, status: response.status, ...body, errors: body.errors.length };
}

const results = [];
const checked = await timedUpload(withBadRows, false);
results.push({ case: '5,000 rows, 3 bad: checked, nothing written', ...checked });
const confirmed = await timedUpload(withBadRows, true);
results.push({ case: 'the same file confirmed (good rows written)', ...confirmed });
const again = await timedUpload(clean, false);
results.push({ case: '5,000 clean rows (all written)', ...again });
const listed = performance.now();
const list = (await (await fetch(`${origin}/api/inventory/`, { headers })).json()) as unknown[];
results.push({
  case: `GET api/inventory/ valuing ${list.length} holdings`,
  ms: performance.now() - listed,
  status: 200,
  created: 0,
  errors: 0,
  confirmed: true,
});
await app.close();
await database.close();
console.table(
  results.map((result) => ({
    case: result.case,
    status: result.status,
    written: result.created,
    'bad rows': result.errors,
    ms: Math.round(result.ms),
    [`<= ${targetMs} ms`]: result.ms <= targetMs ? 'yes' : 'NO',
  })),
);
