import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';
import type { TestServer } from './harness';

// The app's pages come from one index.html; the status comes from core's route table, so an unknown path is a
// 404 for whoever reads the status, while the app draws its 'Page Not Found' page from the same file.
describe('the status of an app path', () => {
  let server: TestServer;
  beforeAll(async () => {
    const app = mkdtempSync(join(tmpdir(), 'bondkit-app-'));
    writeFileSync(join(app, 'index.html'), '<!doctype html><title>bondkit</title><div id="root"></div>');
    server = await startTestServer({ environment: { STATIC_DIR: app } });
  }, 180_000);
  afterAll(() => server.close());

  const page = (url: string) => server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('answers a known route 200 and an unknown path, or a known one with a broken parameter, 404 with the app', async () => {
    for (const known of ['/', '/find', '/security/12', '/auth/login', '/manage-clients/edit/3']) {
      expect((await page(known)).statusCode, known).toBe(200);
    }
    for (const unknown of ['/no-such-page', '/security/abc', '/find/extra/segments']) {
      const answer = await page(unknown);
      expect(answer.statusCode, unknown).toBe(404);
      expect(answer.body).toContain('<div id="root">');
    }
  });
});
