// Counts the names each entry point of @bondkit/core and @bondkit/widgets exports (values and types), read
// from the sources through the TypeScript checker, so a change to the public surface shows as a number.
// Usage: `node scripts/count-exports.mjs [--json]`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const packages = ['core', 'widgets'];

/** Every TypeScript entry of a package, as `{ specifier, file }`, from its `@bondkit/source` conditions. */
function entriesOf(folder) {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  return Object.entries(manifest.exports).flatMap(([subpath, target]) => {
    const source = typeof target === 'object' ? target['@bondkit/source'] : undefined;
    if (!source || !/\.tsx?$/.test(source)) return [];
    return [{ specifier: join(manifest.name, subpath), file: resolve(folder, source) }];
  });
}

const entries = packages.flatMap((name) => entriesOf(join('packages', name)));
const configFile = ts.readConfigFile('tsconfig.base.json', ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, process.cwd());
const program = ts.createProgram(
  entries.map((entry) => entry.file),
  { ...options, composite: false, noEmit: true, types: ['node'] },
);
const checker = program.getTypeChecker();

const counts = entries.map(({ specifier, file }) => {
  const sourceFile = program.getSourceFile(file);
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) throw new Error(`count-exports: no module symbol for ${file}`);
  const exported = checker.getExportsOfModule(moduleSymbol);
  let values = 0;
  for (const symbol of exported) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (target.flags & ts.SymbolFlags.Value) values += 1;
  }
  return { entry: specifier, exports: exported.length, values, typesOnly: exported.length - values };
});

if (process.argv.includes('--json')) console.log(JSON.stringify(counts, null, 2));
else console.table(counts);
