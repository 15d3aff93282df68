import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/contentSecurityPolicy';
import { startTestServer } from './harness';
import type { TestServer } from './harness';

const managerGlobals = 'window.CONFIG_TYPE = "PRODUCTION";';
const managerStart = "import './assets/manager.js';";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSources = (policy: unknown) =>
  String(policy)
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))
    ?.split(' ')
    .slice(1);

describe('inlineScriptHashes', () => {
  it("hashes each inline script's text, and neither script files nor empty scripts", () => {
    const html = `<script>a()</script><script type="module" src="x.js"></script><script>  </script><SCRIPT type="module">b()</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()')]);
  });
});

describe('the built Storybook under /storybook', () => {
  let server: TestServer;
  beforeAll(async () => {
    const storybook = mkdtempSync(join(tmpdir(), 'bondkit-storybook-'));
    // As Storybook's own pages do: inline scripts (a global and a module) beside a script file.
    writeFileSync(
      join(storybook, 'index.html'),
      `<!doctype html><title>bondkit Storybook</title><script>${managerGlobals}</script>` +
        `<script type="module">${managerStart}</script><script type="module" src="./assets/manager.js"></script>`,
    );
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

  it("admits its pages' own inline scripts by hash, and no other inline script; the platform's pages admit none", async () => {
    const index = await server.app.inject({ method: 'GET', url: '/storybook/' });
    expect(scriptSources(index.headers['content-security-policy'])).toEqual([
      "'self'",
      sha256(managerGlobals),
      sha256(managerStart),
    ]);
    const api = await server.app.inject({ method: 'GET', url: '/api/session/' });
    expect(scriptSources(api.headers['content-security-policy'])).toEqual(["'self'"]);
  });

  it('answers 404 for missing files and paths outside it', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/storybook/nope.js' })).statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'GET', url: '/storybook/..%2f..%2fetc%2fpasswd' })).statusCode,
    ).toBe(404);
  });
});
