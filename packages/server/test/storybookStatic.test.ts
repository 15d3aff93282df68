import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';
import type { TestServer } from './harness';

describe('the built Storybook under /storybook', () => {
  let server: TestServer;
  beforeAll(async () => {
    const storybook = mkdtempSync(join(tmpdir(), 'bondkit-storybook-'));
    writeFileSync(join(storybook, 'index.html'), '<!doctype html><title>bondkit Storybook</title>');
    mkdirSync(join(storybook, 'assets'));
    writeFileSync(join(storybook, 'assets', 'manager.js'), 'console.log("manager")');
    server = await startTestServer({ environment: { STORYBOOK_DIR: storybook } });
  }, 180_000);
  afterAll(() => server.close());

  it('serves its index and files, and redirects /storybook to /storybook/', async () => {
    const index = await server.app.inject({ method: 'GET', url: '/storybook/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('bondkit Storybook');
    const asset = await server.app.inject({ method: 'GET', url: '/storybook/assets/manager.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const bare = await server.app.inject({ method: 'GET', url: '/storybook' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/storybook/');
  });

  it('answers 404 for missing files and paths outside it', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/storybook/nope.js' })).statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'GET', url: '/storybook/..%2f..%2fetc%2fpasswd' })).statusCode,
    ).toBe(404);
  });
});
