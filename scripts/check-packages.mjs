// publint and @arethetypeswrong/cli on what npm would actually publish: each library is packed first.
import { execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const libraries = ['packages/core', 'packages/widgets'];
const destination = mkdtempSync(join(tmpdir(), 'bondkit-pack-'));
try {
  for (const library of libraries) {
    execSync(`npm pack --silent --pack-destination ${destination}`, {
      cwd: resolve(library),
      stdio: 'ignore',
    });
  }
  for (const tarball of readdirSync(destination).filter((file) => file.endsWith('.tgz'))) {
    const path = join(destination, tarball);
    console.log(`\n● ${tarball}`);
    execSync(`npx publint run --strict ${path}`, { stdio: 'inherit' });
    // node16 and bundler resolution: the exports map serves every subpath; node10 (no exports) is not supported.
    execSync(`npx attw --profile node16 --exclude-entrypoints styles.css --format table-flipped ${path}`, {
      stdio: 'inherit',
    });
  }
} finally {
  rmSync(destination, { recursive: true, force: true });
}
