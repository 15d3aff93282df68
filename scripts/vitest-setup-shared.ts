import { afterAll, vi } from 'vitest';

// Test files of a project share their worker's module graph (`isolate: false` in vitest.config.ts: the
// server's graph alone took 231 s to import again for each of its 79 files). What one file changes on
// vitest's globals must not reach the next one: its fake clock, stubbed globals and environment, spies.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
