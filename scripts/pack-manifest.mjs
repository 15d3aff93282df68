// `prepack` / `postpack` of @bondkit/core and @bondkit/widgets (run from the package folder):
//   node ../../scripts/pack-manifest.mjs prepack   builds `dist` when it is older than the sources, then
//                                                 strips the `@bondkit/source` condition from package.json
//   node ../../scripts/pack-manifest.mjs postpack  puts the original package.json back
// Inside this repository every export resolves to `src` through the `@bondkit/source` condition (tests,
// Storybook, the reference app and server run from source); a partner's resolver must never see it, since
// `src` is not published. npm reads package.json for the tarball after `prepack`, so the tarball carries the
// stripped manifest and the working copy is restored by `postpack`.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changelogWithPending, packMarker } from './pending-changelog.mjs';

const sourceCondition = '@bondkit/source';
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packageDirectory = process.cwd();
const manifestPath = join(packageDirectory, 'package.json');

/** Where the untouched package.json waits during a pack: outside the package, so it is never published. */
function backupPath() {
  const name = JSON.parse(readFileSync(manifestPath, 'utf8')).name.replace(/[@/]/g, '_');
  return join(repositoryRoot, 'node_modules', '.cache', 'bondkit-pack', `${name}.package.json`);
}

/** Drops the source condition everywhere in an exports map; a subpath left with one target collapses to it. */
export function stripSourceCondition(target) {
  if (typeof target !== 'object' || target === null) return target;
  const stripped = {};
  for (const [key, value] of Object.entries(target)) {
    if (key === sourceCondition) continue;
    stripped[key] = stripSourceCondition(value);
  }
  const keys = Object.keys(stripped);
  return keys.length === 1 && keys[0] === 'default' ? stripped.default : stripped;
}

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** `dist` is current when it was written after every input of the build. */
function distIsCurrent() {
  const built = join(packageDirectory, 'dist', 'index.js');
  if (!existsSync(built)) return false;
  const inputs = [
    join(packageDirectory, 'src'),
    manifestPath,
    join(repositoryRoot, 'tsup.config.ts'),
    join(repositoryRoot, 'scripts', 'bundle-widget-styles.mjs'),
    join(repositoryRoot, 'tsconfig.base.json'),
  ];
  return statSync(built).mtimeMs > Math.max(...inputs.map(newestModification));
}

function prepack() {
  // A pack that died before its postpack left a stripped package.json: put the original back first.
  postpack();
  if (process.env.BONDKIT_PACK_FORCE_BUILD === '1' || !distIsCurrent()) {
    const result = spawnSync('npm run build', { shell: true, stdio: 'inherit', cwd: packageDirectory });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const original = readFileSync(manifestPath, 'utf8');
  const { atime, mtime } = statSync(manifestPath);
  const manifest = JSON.parse(original);
  manifest.exports = stripSourceCondition(manifest.exports);
  mkdirSync(dirname(backupPath()), { recursive: true });
  writeFileSync(backupPath(), original);
  // The restored file keeps its times, so a pack does not make `dist` look stale to the next one.
  utimesSync(backupPath(), atime, mtime);
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  // The CHANGELOG.md that `files` promises: the released history (changesets writes it on release) with
  // the pending changesets on top; the working copy's file, if any, is put back by postpack.
  const changelog = join(packageDirectory, 'CHANGELOG.md');
  const existing = existsSync(changelog) ? readFileSync(changelog, 'utf8') : null;
  const released = existing?.includes(packMarker) ? null : existing;
  if (released !== null) writeFileSync(changelogBackupPath(), released);
  writeFileSync(
    changelog,
    changelogWithPending({
      packageName: manifest.name,
      changesetDirectory: join(repositoryRoot, '.changeset'),
      released,
    }),
  );
}

function changelogBackupPath() {
  return `${backupPath()}.CHANGELOG.md`;
}

function postpack() {
  const backup = backupPath();
  if (existsSync(backup)) renameSync(backup, manifestPath);
  const changelog = join(packageDirectory, 'CHANGELOG.md');
  if (existsSync(changelogBackupPath())) renameSync(changelogBackupPath(), changelog);
  else if (existsSync(changelog) && readFileSync(changelog, 'utf8').includes(packMarker)) rmSync(changelog);
}

const mode = process.argv[2];
if (mode === 'prepack') prepack();
else if (mode === 'postpack') postpack();
else if (mode !== undefined) {
  console.error(`pack-manifest.mjs: unknown mode ${mode} (prepack or postpack)`);
  process.exit(1);
}
