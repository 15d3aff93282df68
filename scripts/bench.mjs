// `npm run bench`: runs every benchmark (`packages/*/bench/*.bench.ts`, `bench/*.bench.ts`), each printing its
// own table. Benchmarks report numbers; they never decide whether `npm test` passes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const folders = ['bench', ...readdirSync('packages').map((name) => join('packages', name, 'bench'))];
const filter = process.argv[2];
const files = folders
  .filter((folder) => existsSync(folder))
  .flatMap((folder) =>
    readdirSync(folder)
      .filter((file) => file.endsWith('.bench.ts'))
      .map((file) => join(folder, file)),
  )
  .filter((file) => !filter || file.includes(filter));

let failures = 0;
for (const file of files) {
  console.log(`\n━━ ${file} ━━`);
  const result = spawnSync('node', ['--conditions=@bondkit/source', '--import', 'tsx', file], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failures += 1;
}
if (files.length === 0) console.log('No benchmarks found.');
process.exit(failures > 0 ? 1 : 0);
