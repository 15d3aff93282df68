// Rewrites value imports from a barrel (validation/index, access/index) inside core/src/client to the modules.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
const root = '/work/main/packages/core/src';
const program = ts.createProgram([join(root, 'validation/index.ts'), join(root, 'access/index.ts')], { allowJs: false, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022 });
const checker = program.getTypeChecker();
const owner = new Map();
for (const barrel of ['validation/index.ts', 'access/index.ts']) {
  const sf = program.getSourceFile(join(root, barrel));
  for (const sym of checker.getExportsOfModule(checker.getSymbolAtLocation(sf))) {
    const target = sym.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(sym) : sym;
    const decl = target.declarations?.[0];
    if (decl) owner.set(barrel + ':' + sym.name, decl.getSourceFile().fileName.replace(/\.tsx?$/, ''));
  }
}
for (const file of process.argv.slice(2)) {
  let code = readFileSync(file, 'utf8');
  code = code.replace(/import \{([^}]*)\} from '((?:\.\.\/)+(validation|access)\/index)';\n/g, (whole, names, spec, barrel) => {
    const groups = new Map();
    for (const raw of names.split(',').map((n) => n.trim()).filter(Boolean)) {
      const name = raw.replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      const modulePath = owner.get(barrel + '/index.ts:' + name);
      if (!modulePath) throw new Error(file + ' ' + name);
      let rel = relative(dirname(file), modulePath); if (!rel.startsWith('.')) rel = './' + rel;
      if (!groups.has(rel)) groups.set(rel, []);
      groups.get(rel).push(raw);
    }
    return [...groups].map(([rel, list]) => `import { ${list.join(', ')} } from '${rel}';\n`).join('');
  });
  writeFileSync(file, code);
}
