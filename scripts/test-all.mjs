// `npm test`: every test in the repository, phase by phase, with each phase's time. Stops at the first
// failing phase (later phases depend on earlier ones: the e2e tests need the build) and ends with one
// line counting the tests that ran.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'bondkit-test-'));
// The package checks pack the libraries once; the packed-apps phase installs those same tarballs.
const packs = join(reports, 'packs');
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, `${name}.json`)}`,
];

// A phase with `alongside` runs at the same time as each of the phases listed there. The first group is
// single-threaded work, which alone left one of the CI machine's two cores idle: ESLint's type-checked lint
// (176 s at stop 25, the longest) ran beside typecheck (42 s) then knip (10 s). ESLint is now two processes
// (the two React packages, and the rest: together every file `eslint .` lints), all five side by side, so
// both cores stay busy. Their output is printed phase by phase when all are done.
const reactPackages = ['packages/widgets', 'packages/reference-app'];
const phases = [
  {
    name: 'lint (core, server, scripts, e2e)',
    command: `npx eslint . ${reactPackages.map((folder) => `--ignore-pattern '${folder}/**'`).join(' ')}`,
    alongside: [
      { name: 'lint (widgets, reference-app)', command: `npx eslint ${reactPackages.join(' ')}` },
      { name: 'formatting (prettier)', command: 'npx prettier --check .' },
      { name: 'typecheck', command: 'npm run typecheck' },
      // Unused files, dependencies and exports, and dependencies used but not declared (knip.jsonc).
      { name: 'unused code and dependencies (knip)', command: 'npm run knip' },
    ],
  },
  {
    name: 'unit and integration tests',
    // Two workers on the two-core CI machine: vitest's default there is one, and most server test files spend
    // their time waiting on sockets, PostgreSQL and timers (578 s with one worker, 320 s with two, 5,378 tests
    // green both ways). The files of a worker share its module graph (`isolate: false`, vitest.config.ts): on
    // PostgreSQL 169 s here where it took 445 s in CI at ed1d3b6.
    command: [
      'npx vitest run --project core --project widgets --project server --project reference-app --maxWorkers=2',
      ...vitestReport('unit'),
    ].join(' '),
  },
  { name: 'build', command: 'npm run build' },
  {
    name: 'package checks (publint, attw)',
    command: 'npm run check:packages',
    env: { BONDKIT_PACK_DIR: packs },
  },
  {
    name: 'packed tarballs in three clean apps (Vite + React 19, Vite + React 18, Next.js)',
    command: 'node scripts/ensure-chromium.mjs && npm run test:packed-apps',
    env: { BONDKIT_PACK_DIR: packs },
    // Both only read the build (declarations, dist): they run beside the apps' installs and builds, which
    // wait on the disk as much as on a core (28 s saved in CI).
    alongside: [
      // The committed API reports (packages/*/api/) against the declarations just built: a change to the
      // public surface must come with its report, so that it shows in review.
      { name: 'API reports', command: 'npm run api:check' },
      { name: 'size budgets', command: 'npm run size' },
    ],
  },
  {
    // Issue 35: every embed's bytes as Chromium receives them, after the widget is used (React excluded).
    name: 'embed sizes in Chromium, after use',
    command: 'node scripts/ensure-chromium.mjs && npm run size:browser',
  },
  {
    name: 'storybook build',
    command: 'node scripts/ensure-chromium.mjs && npm run build:storybook',
  },
  {
    name: 'storybook interaction and a11y tests',
    command: ['npx vitest run --project storybook', ...vitestReport('storybook')].join(' '),
  },
  {
    name: 'browser end-to-end tests',
    command: 'node scripts/ensure-chromium.mjs && npx playwright test',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
  },
];

const only = process.argv.slice(2);
const selected = (phase) => only.length === 0 || only.some((word) => phase.name.includes(word));

/** Runs one phase's command, its output captured when `capture` (to print later) or shown as it comes. */
function runPhase(phase, capture) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(phase.command, {
      shell: true,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...phase.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) =>
      resolve({ phase, status: code, seconds: (performance.now() - started) / 1000, output }),
    );
  });
}

const timings = [];
let failedPhase;
for (const phase of phases) {
  // A group: the phase (output shown live) and its `alongside` phases, all at once.
  const group = [phase, ...(phase.alongside ?? [])].filter(selected);
  if (group.length === 0) continue;
  const [first, ...rest] = group;
  console.log(
    `\n━━ ${group.map((member) => member.name).join(' ‖ ')} ━━ ${group.length === 1 ? first.command : ''}`,
  );
  const restDone = Promise.all(rest.map((member) => runPhase(member, true)));
  const results = [await runPhase(first, false), ...(await restDone)];
  for (const result of results) {
    if (result.output.length > 0) {
      console.log(`\n━━ ${result.phase.name} ━━ ${result.phase.command}`);
      process.stdout.write(Buffer.concat(result.output));
    }
    timings.push({
      phase: result.phase.name,
      seconds: result.seconds.toFixed(1),
      status: result.status === 0 ? 'ok' : 'FAILED',
    });
    if (result.status !== 0) failedPhase ??= result.phase.name;
  }
  if (failedPhase) break;
}

let passed = 0;
let failed = 0;
for (const name of ['unit', 'storybook']) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
const e2eFile = join(reports, 'e2e.json');
if (existsSync(e2eFile)) {
  const stats = JSON.parse(readFileSync(e2eFile, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
}
rmSync(reports, { recursive: true, force: true });

console.log('\nPhase timings');
console.table(timings);
if (failedPhase) console.log(`Failed phase: ${failedPhase}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedPhase ? 1 : 0);
