// A partner who bundles @bondkit/core with esbuild and no code splitting (a Node service, a library) must get
// working code. esbuild wraps a module reached by a dynamic import (the client loads its API namespaces on
// first use) in a lazy initialiser and skipped it for a barrel's `export *`, so names came out undefined;
// scripts/emit-esm-modules.mjs writes named re-exports instead. This bundles every public entry of the built
// package that way, runs it, and fails when any exported value is undefined. Run by `npm run check:packages`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** Every JavaScript entry of both libraries, as `@bondkit/core/pricing`; the core's root first. */
function publicEntries(packageName, folder) {
  const manifest = JSON.parse(readFileSync(`${folder}/package.json`, 'utf8'));
  return Object.keys(manifest.exports)
    .filter((subpath) => !/package\.json$|\.css$/.test(subpath))
    .map((subpath) => join(packageName, subpath));
}
const entries = [
  ...publicEntries('@bondkit/core', 'packages/core'),
  ...publicEntries('@bondkit/widgets', 'packages/widgets'),
];
const scratch = mkdtempSync(join(process.cwd(), 'node_modules', '.check-esbuild-'));
try {
  const imports = entries.map((specifier, index) => `import * as entry${index} from '${specifier}';`);
  const checks = entries.map(
    (specifier, index) =>
      `for (const [name, value] of Object.entries(entry${index})) if (value === undefined) missing.push('${specifier} ' + name);`,
  );
  writeFileSync(
    join(scratch, 'entry.mjs'),
    [
      ...imports,
      // A client made and a namespace called, as an app does: the lazily loaded modules run too.
      "const client = entry0.createBondClient({ apiBase: 'http://127.0.0.1:9', fetch: async () => new Response('{\"finstruments\":[]}', { headers: { 'content-type': 'application/json' } }) });",
      'await client.market.getFinstrumentList({ searchKey: "x" });',
      'const missing = [];',
      ...checks,
      "if (missing.length > 0) { console.error('undefined exports:\\n  ' + missing.join('\\n  ')); process.exit(1); }",
      "console.log('esbuild bundle without splitting: every export of ' + " +
        entries.length +
        " + ' entries defined');",
    ].join('\n'),
  );
  await build({
    entryPoints: [join(scratch, 'entry.mjs')],
    outfile: join(scratch, 'bundle.mjs'),
    bundle: true,
    splitting: false,
    platform: 'node',
    // Peers stay outside, as a partner's bundle would resolve them from its own node_modules.
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', '@sendbird/chat', '@sendbird/chat/*'],
    format: 'esm',
    logLevel: 'error',
  });
  execFileSync(process.execPath, [join(scratch, 'bundle.mjs')], { stdio: 'inherit' });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
