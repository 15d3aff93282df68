import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildVersionFiles } from './buildVersionFiles';

export default defineConfig({
  plugins: [react(), buildVersionFiles()],
  // Build against the libraries' sources so `npm start` needs no library build first; the app still imports
  // only their public entry points.
  resolve: { conditions: ['@bondkit/source', 'module', 'browser', 'development|production'] },
  // The manifest lets scripts/measureInitialJs.mjs sum what each route loads first.
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/ext': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
