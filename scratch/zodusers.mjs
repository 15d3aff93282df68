import { build } from 'vite';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
const dir = mkdtempSync('/work/main/scratch/vembed-');
writeFileSync(join(dir, 'entry.js'), process.argv[2]);
const out = await build({ root: dir, logLevel: 'error', configFile: false, build: { write: false, minify: false, lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'entry' }, rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] } } });
const chunks = out[0].output.filter((c) => c.type === 'chunk');
const entry = chunks.find((c) => c.isEntry);
for (const [id, m] of Object.entries(entry.modules)) if (id.includes('packages/core') && /\b(z|zod)\b|\$Zod|_zod/.test(m.code ?? '')) console.log(id.replace(/.*packages\//, ''), m.renderedLength);
