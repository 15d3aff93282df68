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
import ts from 'typescript';

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

// A zod schema nothing uses should not stay in a partner's bundle. zod marks its factories
// `@__NO_SIDE_EFFECTS__`, but Rolldown (Vite's bundler) honours that only for calls in the chunk that holds zod:
// a schema module in a lazily loaded chunk (the client's API namespaces, the session's schemas) keeps every
// schema it builds, with the arrays of choices they hold (the 36 Indian states of the onboarding schema). And
// zod/mini's refinements (`z.string().check(z.minLength(1))`) are method calls, which every bundler must assume
// have effects. So in a module that imports zod/mini, each call of a zod factory (`z.object(…)`,
// `z.iso.date(…)`) and each `.check(…)` is marked pure at its call site, which every bundler honours; the source
// need not say it some 2,100 times. Both only build and return a schema (zod/mini's schemas are immutable: `check`
// returns a new one). Not marked: `z.config` (it sets zod's locale) and zod's parse and codec functions (a
// parse whose result is unused may still be there for the error it throws). Only zod's schemas have a `check`
// method in those modules (the client's build watcher has one too, in a module without zod, left alone).
const zodCallsWithEffects =
  /^(config|parse|safeParse|parseAsync|safeParseAsync|encode|decode|safeEncode|safeDecode|encodeAsync|decodeAsync|safeEncodeAsync|safeDecodeAsync)$/;
function markSchemaCallsPure(code, file) {
  const zodImport = code.match(/\bimport\s*\*\s*as\s+(\w+)\s+from\s*["']zod\/mini["']/);
  if (zodImport === null) return code;
  const zodNamespace = zodImport[1];
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  // The zod function a callee names (`z.object`, `z.iso.date`), or undefined.
  const zodFunction = (callee) => {
    if (!ts.isPropertyAccessExpression(callee)) return undefined;
    let root = callee.expression;
    while (ts.isPropertyAccessExpression(root)) root = root.expression;
    return ts.isIdentifier(root) && root.text === zodNamespace ? callee.name.text : undefined;
  };
  // A chain (`z.string().check(a).check(b)`) starts where its innermost call does: one mark covers it.
  const starts = new Set();
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const name = zodFunction(node.expression);
      const isCheck = ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'check';
      if (isCheck || (name !== undefined && !zodCallsWithEffects.test(name)))
        starts.add(node.getStart(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let marked = code;
  for (const start of [...starts].sort((left, right) => right - left))
    marked = `${marked.slice(0, start)}/* @__PURE__ */ ${marked.slice(start)}`;
  return marked;
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
  let rewritten = markSchemaCallsPure(
    code.replace(
      specifierPattern,
      (_match, keyword, quote, specifier) => `${keyword}${quote}${resolveSpecifier(file, specifier)}${quote}`,
    ),
    file,
  );
  // A Next.js server component may import a widget: every widgets module is a client module.
  if (useClient && !rewritten.startsWith("'use client';")) rewritten = `'use client';\n${rewritten}`;
  if (rewritten !== original) writeFileSync(file, rewritten);
}
