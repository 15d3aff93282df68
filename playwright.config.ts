import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, requireChromium } from './scripts/chromium.mjs';

// End-to-end tests drive Debian's Chromium against the built platform, on its own port and a throwaway
// database, so they never touch a developer's `.data/`.
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDirectory = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bondkit-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  // A `test.only` left in a spec would silently skip every other walk, locally as much as on CI.
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: requireChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node packages/server/dist/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every walk signs in from 127.0.0.1, some accounts several times, within minutes: more than the
    // default 30 sign-ins per address per 5 minutes a deployment keeps (the limit has its own server tests).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirectory,
      BONDKIT_DEMO: '1',
      SIGN_IN_ATTEMPTS_PER_ADDRESS: '1000',
    },
  },
});
