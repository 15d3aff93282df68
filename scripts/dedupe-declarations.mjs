// Writes a package's type declarations once (issue 35: the core's tarball held the contract's types twice, 2 ×
// 481 kB, and every other declaration twice too). tsup emits two identical sets, `.d.ts` for `import` and
// `.d.cts` for `require`, each with its own chunks. This keeps the `.d.cts` set and makes each entry's `.d.ts`
// one line that re-exports its `.d.cts` twin; the `.d.ts` chunks, referenced by nothing then, are deleted.
//
// Why this direction: an ES module may import a CommonJS one (in every `moduleResolution`, `node16` included),
// while a CommonJS declaration importing an ES module is an error under `node16` (TS1479). Each entry keeps a
// declaration file of its own format, so attw sees `import` typed as ESM and `require` as CommonJS, as before.
// One set also means one identity per type: a class or a branded type read through `import` and `require` is
// the same type.
//
// Usage, from a package folder after tsup: `node ../../scripts/dedupe-declarations.mjs`.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

const packageDirectory = process.cwd();
const outputDirectory = join(packageDirectory, 'dist');
const manifest = JSON.parse(readFileSync(join(packageDirectory, 'package.json'), 'utf8'));

/** The `.d.ts` files the exports map names (`import.types`): the entries, which stay. */
const entries = new Set(
  Object.values(manifest.exports).flatMap((target) =>
    typeof target === 'object' && typeof target.import?.types === 'string'
      ? [join(packageDirectory, target.import.types)]
      : [],
  ),
);

const declarations = readdirSync(outputDirectory, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
  .map((entry) => join(entry.parentPath, entry.name));

let removedBytes = 0;
for (const file of declarations) {
  const size = readFileSync(file).length;
  if (entries.has(file)) {
    const twin = file.replace(/\.d\.ts$/, '.d.cts');
    if (!existsSync(twin))
      throw new Error(`dedupe-declarations: ${relative(packageDirectory, twin)} is missing`);
    const line = `export * from './${basename(file, '.d.ts')}.cjs';\n`;
    // `export *` carries no default export: an entry with one would lose it.
    if (/^export default |^export =|\bas default\b/m.test(readFileSync(twin, 'utf8')))
      throw new Error(`dedupe-declarations: ${relative(packageDirectory, twin)} has a default export`);
    writeFileSync(file, line);
    removedBytes += size - line.length;
  } else {
    rmSync(file);
    removedBytes += size;
  }
}
console.log(
  `dedupe-declarations: ${entries.size} entries re-export their .d.cts; ${(removedBytes / 1000).toFixed(0)} kB of duplicate declarations removed`,
);
