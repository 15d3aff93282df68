import { build } from 'esbuild';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
const dir = mkdtempSync('/work/main/scratch/embed-');
writeFileSync(join(dir, 'entry.js'), process.argv[2]);
const r = await build({ entryPoints: [join(dir, 'entry.js')], bundle: true, format: 'esm', write: false, outdir: join(dir, 'out'), metafile: true, absWorkingDir: '/work/main', external: ['react', 'react-dom', 'react/jsx-runtime'], logLevel: 'error' });
const target = process.argv[3];
for (const [f, i] of Object.entries(r.metafile.inputs)) for (const imp of i.imports) if (imp.path.includes(target)) console.log(f.replace(/.*packages\//,''), imp.kind);
