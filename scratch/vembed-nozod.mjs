import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
const dir = mkdtempSync('/work/main/scratch/vembed-');
writeFileSync(join(dir, 'entry.js'), process.argv[2]);
const out = await build({ root: dir, logLevel: 'error', configFile: false, build: { write: false, minify: true, lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'entry' }, rollupOptions: { external: [/^zod/, /^react($|\/)/, /^react-dom($|\/)/, '@sendbird/chat'] } } });
const chunks = (Array.isArray(out) ? out[0] : out).output.filter((c) => c.type === 'chunk');
const byName = new Map(chunks.map((c) => [c.fileName, c]));
const entry = chunks.find((c) => c.isEntry);
const seen = new Set(); const walk = (c) => { if (seen.has(c.fileName)) return; seen.add(c.fileName); for (const i of c.imports) if (byName.has(i)) walk(byName.get(i)); };
walk(entry);
const gz = (c) => gzipSync(c.code).length;
let total = 0; for (const f of seen) total += gz(byName.get(f));
console.log('initial gz', (total / 1000).toFixed(2), 'kB');
for (const c of chunks) if (!seen.has(c.fileName)) console.log('  lazy', (gz(c) / 1000).toFixed(2), c.fileName, Object.keys(c.modules).filter(m=>!m.includes('node_modules')).map(m=>m.split('/').slice(-2).join('/')).slice(0,3).join(' '));
if (process.env.DETAIL) { const m = {}; for (const f of seen) for (const [k, v] of Object.entries(byName.get(f).modules)) { const key = k.includes('node_modules/') ? k.replace(/.*node_modules\/((@[^/]+\/)?[^/]+)\/(.*\/)?([^/]*)$/, '$1:$4') : k.replace(/.*packages\//, ''); m[key] = (m[key] || 0) + v.renderedLength; } Object.entries(m).sort((a, b) => b[1] - a[1]).slice(0, +process.env.DETAIL).forEach(([k, v]) => console.log('   ', v, k)); }
