// The reference server's bundle: ESM for Node 20, main.js and the chunks of what the core loads on first use. @bondkit/core's source is bundled (through
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
  // The core client loads its API modules with import() (on first use). Without splitting, esbuild inlines
  // them as lazily initialised modules, and a static import of the same validation modules through the
  // `@bondkit/core/validation` barrel was left uninitialised: main.js died at start with
  // 'Object.keys(uccFields)' of undefined (routes/accounts/ucc.ts). Chunks keep every module eager.
  splitting: true,
  dts: false,
  noExternal: [/^@bondkit\//],
  esbuildOptions(options) {
    options.conditions = ['@bondkit/source'];
  },
});
