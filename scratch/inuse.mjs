import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
const dir = mkdtempSync('/work/main/scratch/vembed-');
writeFileSync(join(dir, 'entry.js'), process.argv[2]);
const out = await build({ root: dir, logLevel: 'error', configFile: false, build: { write: false, minify: true, lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'entry' }, rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] } } });
const chunks = out[0].output.filter((c) => c.type === 'chunk');
const byFile = new Map(chunks.map((c) => [c.fileName, c]));
const market = chunks.find((c) => Object.keys(c.modules).some((id) => id.endsWith(process.argv[3])));
const seen = new Set(); const reach = (c) => { if (seen.has(c.fileName)) return; seen.add(c.fileName); for (const i of c.imports) if (byFile.has(i)) reach(byFile.get(i)); };
reach(market);
for (const f of seen) { const c = byFile.get(f); console.log(f, (gzipSync(c.code).length/1000).toFixed(2), Object.keys(c.modules).map((m) => m.replace(/.*node_modules\//, '').replace(/.*packages\//, '')).slice(0, 12).join(' ')); }
