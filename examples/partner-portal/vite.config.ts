import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const packages = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

// The portal uses bondkit from this repository's sources, as a partner would use the published packages:
// each widget through its own subpath, so the page pays only for the widgets it embeds.
export default defineConfig({
  plugins: [react()],
  resolve: {
    // Core's package.json maps this condition to its src; the aliases cover the widgets' subpaths.
    conditions: ['@bondkit/source', 'module', 'browser', 'development|production'],
    alias: [
      { find: '@bondkit/widgets/styles.css', replacement: packages('widgets/src/styles.css') },
      { find: '@bondkit/widgets/bond-search', replacement: packages('widgets/src/BondSearch/index.ts') },
      { find: '@bondkit/widgets/pricing-input', replacement: packages('widgets/src/PricingInput/index.ts') },
      { find: '@bondkit/widgets/quote-sheet', replacement: packages('widgets/src/QuoteSheet/index.ts') },
      { find: '@bondkit/widgets/quote-form', replacement: packages('widgets/src/QuoteForm/index.ts') },
      { find: /^@bondkit\/widgets$/, replacement: packages('widgets/src/index.ts') },
      { find: /^@bondkit\/core$/, replacement: packages('core/src/index.ts') },
      {
        find: /^@bondkit\/core\/(pricing|validation|stream|testing)$/,
        replacement: packages('core/src/$1/index.ts'),
      },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
});
