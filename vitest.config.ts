import { join } from 'node:path';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// Tests run against each package's `src` through the `@bondkit/source` export condition. Node-environment
// projects resolve through Vite's SSR resolver, which reads `ssr.resolve`, so both are set: without it the
// server's tests would silently load a stale `dist`.
const resolve = { conditions: ['@bondkit/source', 'module', 'browser', 'development|production'] };
const nodeResolve = { conditions: ['@bondkit/source', 'module', 'node', 'development|production'] };
const ssr = {
  resolve: {
    conditions: ['@bondkit/source', 'module', 'node', 'development|production'],
    externalConditions: ['@bondkit/source'],
  },
};

// The Node and jsdom projects run their files without isolation: the files of a worker share one module
// graph (and, for jsdom, one window), so each file no longer imports the server's or the widgets' graph
// again. Measured on the 2-core machine: the server's 79 files 423 s → 215 s, core and the two DOM packages
// 185 s → 60 s. What a file may change for the next is undone by the setup files: vitest's clock, stubs and
// spies (vitest-setup-shared.ts), the page, storage and cookies (vitest-setup-dom.ts). No test mocks modules.
const shared = '../../scripts/vitest-setup-shared.ts';

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**'],
      exclude: ['**/*.stories.tsx', '**/*.test.*'],
      reporter: ['text-summary', 'html'],
    },
    projects: [
      {
        resolve: nodeResolve,
        ssr,
        test: {
          name: 'core',
          root: 'packages/core',
          environment: 'node',
          include: ['{src,test}/**/*.test.ts'],
          isolate: false,
          setupFiles: [shared],
        },
      },
      {
        resolve: nodeResolve,
        ssr,
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          include: ['{src,test}/**/*.test.ts'],
          isolate: false,
          setupFiles: [shared],
          // With BONDKIT_TEST_POSTGRES=1, one PostgreSQL cluster for the run (see the file).
          // An absolute path: vitest reads it from the project's root, knip from this file's folder.
          globalSetup: [join(import.meta.dirname, 'packages/server/test/postgresGlobalSetup.ts')],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        plugins: [react()],
        test: {
          name: 'widgets',
          root: 'packages/widgets',
          environment: 'jsdom',
          include: ['{src,test}/**/*.test.{ts,tsx}'],
          isolate: false,
          setupFiles: ['../../scripts/vitest-setup-dom.ts'],
          // DOM tests type, click and wait for lazily loaded pages: 5 s is too tight on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        resolve,
        plugins: [react()],
        test: {
          name: 'reference-app',
          root: 'packages/reference-app',
          environment: 'jsdom',
          include: ['{src,test}/**/*.test.{ts,tsx}'],
          isolate: false,
          setupFiles: ['../../scripts/vitest-setup-dom.ts', 'test/closeFileServer.ts'],
          // DOM tests type, click and wait for lazily loaded pages: 5 s is too tight on a loaded 2-core machine.
          // The pages' tests run on the in-process server (@bondkit/server/testing), on PGlite: its seed is made once per run.
          globalSetup: [join(import.meta.dirname, 'packages/server/test/pgliteTemplatesGlobalSetup.ts')],
          testTimeout: 20_000,
        },
      },
      {
        resolve,
        plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'npm run storybook -- --ci' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
