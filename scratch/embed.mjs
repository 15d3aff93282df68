import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
const [code] = process.argv.slice(2);
const dir = mkdtempSync('/work/main/scratch/embed-');
writeFileSync(join(dir, 'entry.js'), code);
const r = await build({ entryPoints: [join(dir, 'entry.js')], bundle: true, splitting: true, format: 'esm', minify: true, outdir: join(dir, 'out'), metafile: true, write: true, absWorkingDir: '/work/main', external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@sendbird/chat'], logLevel: 'error' });
const outs = r.metafile.outputs;
const { readFileSync } = await import('node:fs');
const gz = (f) => gzipSync(readFileSync(join('/work/main', f))).length;
const entryOut = Object.keys(outs).find((k) => outs[k].entryPoint);
const seen = new Set();
const walk = (f) => { if (seen.has(f)) return; seen.add(f); for (const i of outs[f].imports) if (i.kind === 'import-statement' && outs[i.path]) walk(i.path); };
walk(entryOut);
let initial = 0; for (const f of seen) initial += gz(f);
console.log('initial gz', (initial / 1000).toFixed(2), 'kB in', seen.size, 'files');
for (const [f, o] of Object.entries(outs)) if (!seen.has(f) && f.endsWith('.js')) {
  const top = Object.entries(o.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, 2).map(([k]) => k.replace(/.*packages\//, ''));
  console.log('  lazy', (gz(f) / 1000).toFixed(2), top.join(', '));
}
if (process.env.DETAIL) { const m = {}; for (const f of seen) for (const [k, v] of Object.entries(outs[f].inputs)) { const key = k.includes('node_modules/') ? k.replace(/.*node_modules\/((@[^/]+\/)?[^/]+)\/(.*\/)?([^/]*)$/, '$1:$4') : k.replace(/.*packages\//, ''); m[key] = (m[key] || 0) + v.bytesInOutput; } Object.entries(m).sort((a, b) => b[1] - a[1]).slice(0, +process.env.DETAIL).forEach(([k, v]) => console.log('   ', v, k)); }
