import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Build against the libraries' sources so `npm start` needs no library build first; the app still imports
  // only their public entry points.
  resolve: { conditions: ['@bondkit/source', 'module', 'browser', 'development|production'] },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } } },
});
