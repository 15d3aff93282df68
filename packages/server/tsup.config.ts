// The reference server's bundle: one ESM file for Node 20. @bondkit/core's source is bundled (through
// the `@bondkit/source` condition) so the server never depends on a separate core build; every npm
// dependency stays external and is loaded from node_modules.
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  dts: false,
  noExternal: [/^@bondkit\//],
  esbuildOptions(options) {
    options.conditions = ['@bondkit/source'];
  },
});
