import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { startTestServer, testConfig } from './harness';
import type { TestServer } from './harness';

describe('UI error reports', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const report = (payload: Record<string, unknown>, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    server.app.inject({ method: 'POST', url: '/api/error-reports/', payload, headers, remoteAddress: ip });

  it("stores a visitor's report without anyone attached, and a signed-in user's with who and which firm from the session", async () => {
    const anonymous = await report({ kind: 'error', message: 'boom', url: 'http://localhost/find' });
    expect(anonymous.statusCode).toBe(201);

    // A body claiming to be someone is refused: who reported comes from the session only.
    const forged = await report(
      { kind: 'error', message: 'x', url: 'http://localhost/', user_name: 'Somebody Else' },
      await server.authorizationOf('trader'),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toHaveProperty('user_name');

    const signedIn = await report(
      {
        kind: 'render',
        message: 'Cannot read properties of undefined',
        stack: 'at Page',
        url: 'http://localhost/dart',
      },
      await server.authorizationOf('dealer'),
    );
    expect(signedIn.statusCode).toBe(201);

    const listed = await server.app.inject({
      method: 'GET',
      url: '/api/error-reports/',
      headers: await server.authorizationOf('opsadmin'),
    });
    expect(listed.statusCode).toBe(200);
    const page = listed.json<{ count: number; results: Record<string, unknown>[] }>();
    // Meridian's ops admin sees Meridian's dealer's report, not the visitor's (no firm) nor Kaveri's.
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      kind: 'render',
      message: 'Cannot read properties of undefined',
      stack: 'at Page',
      url: 'http://localhost/dart',
      user_name: expect.stringMatching(/\S+/) as unknown,
      client_name: expect.stringContaining('Meridian') as unknown,
    });
    expect(page.results[0]!.user_id).toEqual(expect.any(Number));
  });

  it("does not show one firm's reports to another firm's ops admin, nor the list to other roles", async () => {
    await report(
      { kind: 'error', message: 'Kaveri only', url: 'http://localhost/' },
      await server.authorizationOf('trader'),
    );
    const meridian = await server.app.inject({
      method: 'GET',
      url: '/api/error-reports/?page_size=100',
      headers: await server.authorizationOf('opsadmin'),
    });
    expect(
      meridian.json<{ results: { message: string }[] }>().results.map((row) => row.message),
    ).not.toContain('Kaveri only');
    for (const key of ['dealer', 'backoffice', 'compliance'] as const) {
      const refused = await server.app.inject({
        method: 'GET',
        url: '/api/error-reports/',
        headers: await server.authorizationOf(key),
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/error-reports/' })).statusCode).toBe(401);
  });

  it('answers bad reports with field errors, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'panic', message: 'x', url: '/' }, 'kind'],
      [{ kind: 'error', message: '', url: '/' }, 'message'],
      [{ kind: 'error', message: 'x'.repeat(2_001), url: '/' }, 'message'],
      [{ kind: 'error', message: 'a\u0000b', url: '/' }, 'message'],
      [{ kind: 'error', message: 'x' }, 'url'],
    ];
    for (const [payload, field] of cases) {
      const answer = await report(payload, {}, '10.0.0.2');
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(answer.json()).toHaveProperty(field);
    }
  });

  it('limits reports to 30 per address per 10 minutes, so a page in an error loop cannot fill the table', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1)
      statuses.push(
        (await report({ kind: 'error', message: `loop ${index}`, url: '/' }, {}, '10.0.0.3')).statusCode,
      );
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not affected.
    expect((await report({ kind: 'error', message: 'other', url: '/' }, {}, '10.0.0.4')).statusCode).toBe(
      201,
    );
  });
});

describe("the app's run-time configuration", () => {
  const rules = [
    { path: '/product/mind', redirect_to: '/mind' },
    { path: '/old-desk/*', redirect_to: '/dart' },
  ];
  let plain: TestServer;
  let configured: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
    configured = await startTestServer({
      environment: {
        INTERCOM_APP_ID: 'abc123xy',
        ROUTE_RULES: JSON.stringify(rules),
        BLOG_URL: 'https://blog.example.in/',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await plain?.close();
    await configured?.close();
  });

  it('answers no support widget and no route rules by default', async () => {
    const answer = await plain.app.inject({ method: 'GET', url: '/api/app-config/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ support_widget: null, route_rules: [], blog_url: null });
  });

  it('answers the Intercom workspace and the route rules a deployment configured', async () => {
    const answer = await configured.app.inject({ method: 'GET', url: '/api/app-config/' });
    expect(answer.json()).toEqual({
      support_widget: { provider: 'intercom', app_id: 'abc123xy' },
      route_rules: rules,
      blog_url: 'https://blog.example.in/',
    });
  });

  it('refuses to start with route rules that are not JSON or leave the site', () => {
    expect(() => testConfig({ ROUTE_RULES: '[{"path":' })).toThrow(ConfigError);
    expect(() => testConfig({ ROUTE_RULES: '[{"path":"/a","redirect_to":"//evil.example"}]' })).toThrow(
      /ROUTE_RULES/,
    );
    expect(() => testConfig({ INTERCOM_APP_ID: 'not an id!' })).toThrow(/INTERCOM_APP_ID/);
  });
});

describe("the embedding client's configuration (api/client-config/)", () => {
  let plain: TestServer;
  let published: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
    published = await startTestServer({
      environment: { PUBLIC_ORIGIN: 'https://bonds.example.in', MIND_PREVIEW_QUESTIONS: '0' },
    });
  }, 120_000);
  afterAll(async () => {
    await plain?.close();
    await published?.close();
  });

  it('publishes the chat service and MIND absolute on the origin the browser used, to anyone', async () => {
    const answer = await plain.app.inject({
      method: 'GET',
      url: '/api/client-config/',
      headers: { host: 'api.partner-test.example:8443' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      chat: {
        provider: 'sendbird',
        app_id: 'BONDKIT',
        api_host: 'http://api.partner-test.example:8443/sendbird',
        websocket_host: 'ws://api.partner-test.example:8443/sendbird',
      },
      mind: { api_base: 'http://api.partner-test.example:8443/mind-api/' },
      features: { chat: true, mind: true, mind_preview: true },
    });
  });

  it('uses PUBLIC_ORIGIN over the Host header, and says when the MIND preview is off', async () => {
    const answer = await published.app.inject({
      method: 'GET',
      url: '/api/client-config/',
      headers: { host: 'evil.example' },
    });
    expect(answer.json()).toMatchObject({
      chat: {
        api_host: 'https://bonds.example.in/sendbird',
        websocket_host: 'wss://bonds.example.in/sendbird',
      },
      mind: { api_base: 'https://bonds.example.in/mind-api/' },
      features: { mind_preview: false },
    });
  });
});
