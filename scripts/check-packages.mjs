// publint and @arethetypeswrong/cli on what npm would actually publish: each library is packed first (its
// `prepack` builds `dist` when stale and strips the in-repository `@bondkit/source` condition), then the
// tarball's file list and manifest are checked against what a partner should get.
// BONDKIT_PACK_DIR: keep the tarballs in that folder (`npm test` hands them to the packed-apps phase).
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const libraries = ['packages/core', 'packages/widgets'];
const keep = process.env.BONDKIT_PACK_DIR;
const destination = keep ? resolve(keep) : mkdtempSync(join(tmpdir(), 'bondkit-pack-'));

/** What may be published: built code and declarations, the styles, and the package's documents. */
const allowedFile =
  /^package\/(package\.json|README\.md|LICENSE|CHANGELOG\.md|dist\/.+\.(js|cjs|d\.ts|d\.cts)|dist\/styles\.css)$/;

function checkContents(tarball) {
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
  const problems = files.filter(
    (file) => !allowedFile.test(file) || /\.(test|stories)\.|fixtures?\//.test(file),
  );
  if (!files.includes('package/LICENSE')) problems.push('no LICENSE');
  if (!files.includes('package/CHANGELOG.md')) problems.push('no CHANGELOG.md (its `files` promise one)');
  // Every relative link of the README must be a file the tarball holds (an absolute link is the partner's
  // browser's business): a README read on npm cannot open a document left behind in the repository.
  const readme = execFileSync('tar', ['-xzOf', tarball, 'package/README.md'], { encoding: 'utf8' });
  for (const [, target] of readme.matchAll(/\]\((?!https?:|#|mailto:)([^)\s#]+)[^)]*\)/g)) {
    const shipped = `package/${target.replace(/^\.\//, '')}`;
    if (!files.includes(shipped)) problems.push(`README links ${target}, which is not in the tarball`);
  }
  const manifest = execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
  if (manifest.includes('@bondkit/source'))
    problems.push('package.json still has the @bondkit/source condition');
  if (manifest.includes('example.invalid')) problems.push('package.json has a placeholder repository');
  if (problems.length > 0) throw new Error(`${tarball} should not publish:\n  ${problems.join('\n  ')}`);
  console.log(
    `${files.length} files, each dist code, declarations, styles.css, README, LICENSE or CHANGELOG`,
  );
}

try {
  mkdirSync(destination, { recursive: true });
  for (const file of readdirSync(destination).filter((name) => name.endsWith('.tgz'))) {
    rmSync(join(destination, file));
  }
  for (const library of libraries) {
    execSync(`npm pack --silent --pack-destination ${destination}`, {
      cwd: resolve(library),
      stdio: 'ignore',
    });
  }
  for (const tarball of readdirSync(destination).filter((file) => file.endsWith('.tgz'))) {
    const path = join(destination, tarball);
    console.log(`\n● ${tarball}`);
    checkContents(path);
    execSync(`npx publint run --strict ${path}`, { stdio: 'inherit' });
    // node16 and bundler resolution: the exports map serves every subpath; node10 (no exports) is not supported.
    execSync(`npx attw --profile node16 --exclude-entrypoints styles.css --format table-flipped ${path}`, {
      stdio: 'inherit',
    });
  }
} finally {
  if (!keep && existsSync(destination)) rmSync(destination, { recursive: true, force: true });
}
