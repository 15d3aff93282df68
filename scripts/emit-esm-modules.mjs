// Writes a package's ES module output one file per source module, mirroring `src/` in `dist/` (so every
// entry keeps its path: `src/pricing/index.ts` is `dist/pricing/index.js`), replacing tsup's bundled chunks.
//
// Why: with `"sideEffects": false`, a partner's bundler drops every module whose exports the partner does not
// use, but only when modules stay separate files. tsup merges modules into shared chunks, and a chunk that
// holds one used export keeps all of its schemas (zod schema construction is a call a bundler must keep).
// Per-module files let `import { createBondClient }` cost only what the client needs; the client's API
// namespaces load on first use (`client/lazyApi.ts`). CommonJS output stays tsup's (CommonJS consumers do
// not tree-shake) and so do the type declarations, which reference no JavaScript file.
//
// Usage, from a package folder after tsup: `node ../../scripts/emit-esm-modules.mjs [--use-client]`.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const packageDirectory = process.cwd();
const sourceDirectory = join(packageDirectory, 'src');
const outputDirectory = join(packageDirectory, 'dist');
const useClient = process.argv.includes('--use-client');

const isModuleSource = (name) =>
  /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) && !/\.(test|stories|bench)\.tsx?$/.test(name);

function listFiles(directory, keep) {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

// tsup's ESM JavaScript (entries and chunk-*.js) goes; its .cjs files and declarations stay.
for (const file of listFiles(outputDirectory, (name) => /\.js$/.test(name))) rmSync(file);

const sources = listFiles(sourceDirectory, isModuleSource).filter(
  (file) =>
    !relative(sourceDirectory, file)
      .split('/')
      .some((part) => part === 'test' || part === '__tests__'),
);

await build({
  entryPoints: sources,
  outdir: outputDirectory,
  outbase: sourceDirectory,
  bundle: false,
  format: 'esm',
  target: 'es2022',
  platform: 'neutral',
  jsx: 'automatic',
  // Keep names and structure readable, as tsup's output was: stack traces read as the source does.
  minify: false,
  logLevel: 'warning',
});

// esbuild leaves specifiers as written; Node and strict bundlers need the file: './api/market' becomes
// './api/market.js' and './validation' (a folder) './validation/index.js'.
function resolveSpecifier(fromFile, specifier) {
  const sourceFile = join(sourceDirectory, relative(outputDirectory, fromFile));
  const base = resolve(dirname(sourceFile), specifier);
  for (const [suffix, output] of [
    ['.ts', '.js'],
    ['.tsx', '.js'],
    ['/index.ts', '/index.js'],
    ['/index.tsx', '/index.js'],
  ]) {
    if (existsSync(base + suffix) && statSync(base + suffix).isFile()) return specifier + output;
  }
  throw new Error(
    `emit-esm-modules: cannot resolve '${specifier}' from ${relative(packageDirectory, sourceFile)}`,
  );
}

const specifierPattern = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g;
for (const file of listFiles(outputDirectory, (name) => /\.js$/.test(name))) {
  const code = readFileSync(file, 'utf8');
  let rewritten = code.replace(
    specifierPattern,
    (_match, keyword, quote, specifier) => `${keyword}${quote}${resolveSpecifier(file, specifier)}${quote}`,
  );
  // A Next.js server component may import a widget: every widgets module is a client module.
  if (useClient && !rewritten.startsWith("'use client';")) rewritten = `'use client';\n${rewritten}`;
  if (rewritten !== code) writeFileSync(file, rewritten);
}
