import { build } from 'esbuild';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
const dir = mkdtempSync('/work/main/scratch/embed-');
writeFileSync(join(dir, 'entry.js'), process.argv[2]);
const r = await build({ entryPoints: [join(dir, 'entry.js')], bundle: true, splitting: true, format: 'esm', minify: true, outdir: join(dir, 'out'), metafile: true, absWorkingDir: '/work/main', external: ['react', 'react-dom', 'react/jsx-runtime'], logLevel: 'error' });
for (const [f, o] of Object.entries(r.metafile.outputs)) if (f.endsWith('.js')) console.log(f.split('/').pop(), o.bytes, o.entryPoint ?? '', JSON.stringify(o.imports.map((i) => i.path.split('/').pop() + ':' + i.kind)), Object.keys(o.inputs).length, Object.keys(o.inputs).filter(k=>!k.includes('node_modules')).map(k=>k.split('/').slice(-2).join('/')).slice(0,6).join(' '));
