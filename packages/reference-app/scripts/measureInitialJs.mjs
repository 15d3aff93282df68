// Sums the gzip size of the JavaScript a route loads before it shows: the entry chunk and its static
// imports, plus the route's page chunk (loaded by React.lazy once the access gate allows it) and its static
// imports. Run after `npx vite build`: `node scripts/measureInitialJs.mjs`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunk and everything it imports statically, as manifest keys. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

function gzipKilobytes(keys) {
  let bytes = 0;
  for (const key of keys)
    bytes += gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length;
  return bytes / 1000;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const routes = {
  '/': 'src/pages/public/LandingPage.tsx',
  '/dart': 'src/pages/dart/DartPage.tsx',
  '/find': 'src/pages/find/FindPage.tsx',
  '/security/{id}': 'src/pages/security/SecurityPage.tsx',
  '/auth/login': 'src/pages/auth/LoginPage.tsx',
};
const budgets = { '/': 150, '/dart': 300 };
let over = false;
for (const [route, page] of Object.entries(routes)) {
  if (!manifest[page]) throw new Error(`${page} is not a chunk of the build`);
  const keys = new Set([...closure(entry), ...closure(page)]);
  const size = gzipKilobytes(keys);
  const budget = budgets[route];
  if (budget !== undefined && size > budget) over = true;
  console.log(
    `${route.padEnd(16)} ${size.toFixed(1).padStart(6)} kB gzip${budget ? ` (budget ${budget} kB)` : ''}`,
  );
}
process.exit(over ? 1 : 0);
