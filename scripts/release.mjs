// `npm run release`: versions, builds, packs and checks @bondkit/core and @bondkit/widgets, leaving the
// tarballs in `release/` for `npm publish <tarball>`. Publishing stays a person's decision.
//   1. `changeset version`: consumes `.changeset/*.md`, bumps both libraries (one fixed group) and writes
//      their CHANGELOG.md (commit them with the new versions);
//   2. builds both libraries from scratch;
//   3. packs them (`prepack` strips the source condition and ships the CHANGELOG.md);
//   4. checks the tarballs: allowed files only, publint, attw (node16 and bundler), every relative link of
//      the README shipped (`scripts/check-packages.mjs`).
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const run = (command, environment = {}) =>
  execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...environment } });

run('npx changeset version');
run('npm run build -w @bondkit/core && npm run build -w @bondkit/widgets', { BONDKIT_PACK_FORCE_BUILD: '1' });
run('node scripts/check-packages.mjs', { BONDKIT_PACK_DIR: resolve(root, 'release') });
console.log(
  '\nThe tarballs are in release/: review the CHANGELOGs and versions, commit them, then npm publish each.',
);
