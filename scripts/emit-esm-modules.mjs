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

const result = await build({
  metafile: true,
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

// `export * from` becomes a list of names. esbuild, bundling without code splitting (a partner's Node service,
// a library build), wraps a module reached by a dynamic import (the client's lazy namespaces) in a lazy
// initialiser, and does not run that initialiser for a barrel's star re-export: the names come out undefined
// (reproduced with esbuild 0.28: `Object.keys(uccRecordFields)` on undefined). Named re-exports work.
const ownExports = new Map(
  Object.entries(result.metafile.outputs).map(([file, output]) => [resolve(file), output.exports]),
);
const starPattern = /^export \* from (["'])(\.{1,2}\/[^"']*)\1;$/gm;
function exportedNames(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const names = new Set(ownExports.get(file) ?? []);
  for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(starPattern)) {
    const target = resolve(dirname(file), resolveSpecifier(file, specifier));
    for (const name of exportedNames(target, seen)) if (name !== 'default') names.add(name);
  }
  return [...names];
}

const specifierPattern = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g;
const outputFiles = listFiles(outputDirectory, (name) => /\.js$/.test(name));
// Names first, from the files as esbuild wrote them (specifiers not yet rewritten).
// As `export *` does: a name the module exports itself, or an earlier star already brought, is not repeated
// (the same binding reached twice, like `roles` through `sessionUser`, is one export).
const starReplacements = new Map(
  outputFiles.map((file) => {
    const taken = new Set(ownExports.get(file) ?? []);
    const replacements = [...readFileSync(file, 'utf8').matchAll(starPattern)].map(
      ([statement, , specifier]) => {
        const target = resolve(dirname(file), resolveSpecifier(file, specifier));
        const names = exportedNames(target).filter((name) => name !== 'default' && !taken.has(name));
        for (const name of names) taken.add(name);
        return [statement, `export { ${names.join(', ')} } from '${specifier}';`];
      },
    );
    return [file, replacements];
  }),
);
for (const file of outputFiles) {
  let code = readFileSync(file, 'utf8');
  const original = code;
  for (const [statement, named] of starReplacements.get(file) ?? []) code = code.replace(statement, named);
  let rewritten = code.replace(
    specifierPattern,
    (_match, keyword, quote, specifier) => `${keyword}${quote}${resolveSpecifier(file, specifier)}${quote}`,
  );
  // A Next.js server component may import a widget: every widgets module is a client module.
  if (useClient && !rewritten.startsWith("'use client';")) rewritten = `'use client';\n${rewritten}`;
  if (rewritten !== original) writeFileSync(file, rewritten);
}
