import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, requireChromium } from './scripts/chromium.mjs';

// End-to-end tests drive Debian's Chromium against the built platform, on their own ports and throwaway
// databases, so they never touch a developer's `.data/`.
//
// Two desks, each a server of its own (own port, own database, own demo data) with one worker: the walks
// of one desk run one after the other, as they always did, and the two desks run side by side. Most of a
// walk is waiting on the browser and the network, so two desks on the two-core CI machine take about
// half the time of one (362 s of walks on one desk at stop 25). The split keeps each desk near half.
const firstPort = Number(process.env.E2E_PORT ?? 8181);

interface Desk {
  name: string;
  /** Spec files of this desk (seconds they took on CI at stop 25, one desk). */
  specs: string[];
}

const desks: Desk[] = [
  {
    name: 'desk-a',
    // Seconds on this machine at stop 31 (2 cores, both desks at once): 61 + 58 + 29 + 21 + 13 + 13 + 12 + 11
    // + 10 + 9 + 9 + 8 + 6 + 6 + 5 + 4 + 2, and the chat desk's walk
    specs: [
      'dealerTerminal',
      'access',
      'layout',
      'dealing',
      'tickets',
      'administration',
      'mind',
      'liveQuotes',
      'signIn',
      'chat',
      'safeQuoteEntry',
      'backOffice',
      'smoke',
      'find',
      'priceOverride',
      'surveillance',
      'contact',
      'chatDesk',
      'investor',
    ],
  },
  {
    name: 'desk-b',
    // 347: axe on every page of every demo user and a visitor, light and dark (issue 36)
    specs: ['accessibility'],
  },
];

// A spec on no desk would never run: refuse to start instead.
const assigned = new Set(desks.flatMap((desk) => desk.specs.map((spec) => `${spec}.spec.ts`)));
const unassigned = readdirSync(join(import.meta.dirname, 'e2e')).filter(
  (file) => file.endsWith('.spec.ts') && !assigned.has(file),
);
if (unassigned.length > 0) {
  throw new Error(
    `Put ${unassigned.join(', ')} on a desk in playwright.config.ts (desks), or it will not run.`,
  );
}

const baseUrlOf = (index: number) => `http://127.0.0.1:${firstPort + index}`;

const webServers: NonNullable<PlaywrightTestConfig['webServer']> = desks.map((_, index) => ({
  command: 'node packages/server/dist/main.js',
  url: `${baseUrlOf(index)}/healthz`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
  // Every walk signs in from 127.0.0.1, some accounts several times, within minutes: more than the
  // default 30 sign-ins per address per 5 minutes a deployment keeps (the limit has its own server tests).
  env: {
    PORT: String(firstPort + index),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), `bondkit-e2e-${index}-`)),
    BONDKIT_DEMO: '1',
    SIGN_IN_ATTEMPTS_PER_ADDRESS: '1000',
  },
}));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  // A `test.only` left in a spec would silently skip every other walk, locally as much as on CI.
  forbidOnly: true,
  fullyParallel: false,
  workers: desks.length,
  reporter: [['list'], ['json']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: requireChromium(), args: chromiumArgs },
    // A trace records every action of every walk to keep those of the failing ones: 22% of the walks' time
    // (layout and dealing 111 s with it, 86 s without). A failure keeps its screenshot and its error with the
    // call log; `E2E_TRACE=1 npx playwright test <spec>` records traces to debug one.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: desks.map((desk, index) => ({
    name: desk.name,
    testMatch: desk.specs.map((spec) => `${spec}.spec.ts`),
    // One worker per desk: the walks of a desk share its server and its demo data.
    workers: 1,
    use: { baseURL: baseUrlOf(index) },
  })),
  webServer: webServers,
});
