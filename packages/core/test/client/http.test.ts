import * as z from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  BondkitError,
  NetworkError,
  createBondClient,
  createMemoryTokenStore,
} from '../../src/index';
import type { LogoutReason } from '../../src/index';
import { startTestServer, tokens } from './testServer';
import type { Answer, ReceivedRequest, TestServer } from './testServer';

const okSchema = z.object({ ok: z.literal(true) });
let server: TestServer;

function makeClient(initialTokens: { access: string; refresh: string } | null = tokens(0)) {
  const tokenStore = createMemoryTokenStore();
  if (initialTokens !== null) tokenStore.set(initialTokens);
  const logouts: LogoutReason[] = [];
  const fetchCalls: RequestInit[] = [];
  const client = createBondClient({
    apiBase: server.origin,
    appBase: server.origin,
    tokenStore,
    fetch: (input, init) => {
      fetchCalls.push(init ?? {});
      return fetch(input, init);
    },
    visibility: () => () => {},
    online: () => () => {},
    onLogout: ({ reason }) => logouts.push(reason),
  });
  return { client, tokenStore, logouts, fetchCalls };
}

const bearer = (request: ReceivedRequest) => request.headers.authorization;

beforeEach(async () => {
  server = await startTestServer(() => ({ status: 404, body: { detail: 'Not found.' } }));
});
afterEach(async () => {
  await server.close();
});

describe('credentials and bearer', () => {
  it('sends cookies on every call and the bearer token when one is held', async () => {
    server.setHandler(() => ({ status: 200, body: { ok: true } }));
    const { client, fetchCalls, tokenStore } = makeClient();
    await client.request({ path: 'api/thing/', schema: okSchema });
    tokenStore.clear();
    await client.request({ path: 'api/thing/', schema: okSchema });
    expect(fetchCalls.map((init) => init.credentials)).toEqual(['include', 'include']);
    expect(server.requests.map(bearer)).toEqual(['Bearer access-0', undefined]);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    server.setHandler(() => ({ status: 200, body: { ok: true } }));
    const { client } = makeClient();
    await client.request({ method: 'POST', path: 'api/thing/', body: { a: 1 }, schema: okSchema });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ a: 1 });
  });
});

describe('401: refresh and retry', () => {
  let serial = 0;
  beforeEach(() => {
    serial = 0;
  });
  const refreshAnswer = (): Answer => ({ status: 200, body: tokens(++serial) });

  it('refreshes and retries once, with the new token', async () => {
    server.setHandler((request) => {
      if (request.path === 'api/token/refresh/') return refreshAnswer();
      return bearer(request) === 'Bearer access-1' ? { status: 200, body: { ok: true } } : { status: 401 };
    });
    const { client, logouts } = makeClient();
    await expect(client.request({ path: 'api/thing/', schema: okSchema })).resolves.toEqual({ ok: true });
    expect(server.requests.map((request) => request.path)).toEqual([
      'api/thing/',
      'api/token/refresh/',
      'api/thing/',
    ]);
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ refresh: 'refresh-0' });
    expect(logouts).toEqual([]);
  });

  it('retries at most twice per URL, then signs out', async () => {
    server.setHandler((request) => {
      if (request.path === 'api/token/refresh/') return refreshAnswer();
      if (request.path === 'api/logout/') return { status: 204 };
      return { status: 401, body: { detail: 'Nope' } };
    });
    const { client, logouts, tokenStore } = makeClient();
    const error = await client
      .request({ path: 'api/thing/', schema: okSchema })
      .catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && error.status).toBe(401);
    expect(server.count('api/thing/')).toBe(3);
    expect(server.count('api/token/refresh/')).toBe(2);
    expect(logouts).toEqual(['unauthorized']);
    expect(tokenStore.get()).toBeNull();
    expect(client.session.getSnapshot()).toEqual({ status: 'unauthenticated', data: null });
    // The sign-out tells the server without holding up the failed call.
    await vi.waitFor(() => expect(server.count('api/logout/')).toBe(1));
  });

  it('signs out at once when the refresh call itself answers 401', async () => {
    server.setHandler((request) => {
      if (request.path === 'api/token/refresh/') return { status: 401, body: { detail: 'Token is invalid' } };
      if (request.path === 'api/logout/') return { status: 204 };
      return { status: 401 };
    });
    const { client, logouts, tokenStore } = makeClient();
    await expect(client.request({ path: 'api/thing/', schema: okSchema })).rejects.toSatisfy(
      (error: unknown) => ApiError.isInstance(error) && error.status === 401,
    );
    expect(server.count('api/thing/')).toBe(1);
    expect(server.count('api/token/refresh/')).toBe(1);
    expect(logouts).toEqual(['refresh_failed']);
    expect(tokenStore.get()).toBeNull();
  });

  it('signs out when the refresh answer has no text token', async () => {
    server.setHandler((request) => {
      if (request.path === 'api/token/refresh/') return { status: 200, body: { access: 42, refresh: 'r' } };
      if (request.path === 'api/logout/') return { status: 204 };
      return { status: 401 };
    });
    const { client, logouts, tokenStore } = makeClient();
    await expect(client.request({ path: 'api/thing/', schema: okSchema })).rejects.toBeInstanceOf(ApiError);
    expect(logouts).toEqual(['refresh_failed']);
    expect(tokenStore.get()).toBeNull();
  });

  it.each(['api/token/', 'api/token/otp/', 'api/token/refresh/', 'api/logout/'])(
    'never refreshes after a 401 on the token path %s',
    async (path) => {
      server.setHandler(() => ({ status: 401, body: { detail: 'No active account' } }));
      const { client, logouts } = makeClient();
      await expect(
        client.request({ method: 'POST', path, body: {}, schema: okSchema }),
      ).rejects.toBeInstanceOf(ApiError);
      expect(server.requests.map((request) => request.path)).toEqual([path]);
      expect(logouts).toEqual([]);
    },
  );

  it('shares one refresh between concurrent 401s', async () => {
    server.setHandler((request) => {
      if (request.path === 'api/token/refresh/') return { ...refreshAnswer(), delayMs: 50 };
      return bearer(request) === 'Bearer access-1' ? { status: 200, body: { ok: true } } : { status: 401 };
    });
    const { client } = makeClient();
    const results = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((name) => client.request({ path: `api/${name}/`, schema: okSchema })),
    );
    expect(results).toEqual(Array(5).fill({ ok: true }));
    expect(server.count('api/token/refresh/')).toBe(1);
  });

  it('does not send the bearer to the token-issuing paths', async () => {
    server.setHandler(() => ({ status: 200, body: tokens(9) }));
    const { client } = makeClient();
    await client.auth.obtainToken({ email: 'a@b.in', password: 'x' });
    await client.auth.refreshToken('refresh-0');
    expect(server.requests.map(bearer)).toEqual([undefined, undefined]);
  });
});

describe('automatic retry', () => {
  const retried = [408, 409, 425, 429, 500, 502, 503, 504];

  it.each(retried)('retries a GET once after %i', async (status) => {
    let calls = 0;
    server.setHandler(() => (++calls === 1 ? { status } : { status: 200, body: { ok: true } }));
    const { client } = makeClient();
    await expect(client.request({ path: 'api/thing/', schema: okSchema })).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it.each(['HEAD', 'OPTIONS'] as const)('retries %s once, and only once', async (method) => {
    server.setHandler(() => ({ status: 503 }));
    const { client } = makeClient();
    await expect(
      client.request({ method, path: 'api/thing/', schema: z.undefined() }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(server.count('api/thing/')).toBe(2);
  });

  it('gives up after the one retry and reports the status', async () => {
    server.setHandler(() => ({ status: 502, body: { detail: 'Bad gateway' } }));
    const { client } = makeClient();
    const error = await client
      .request({ path: 'api/thing/', schema: okSchema })
      .catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && error.status).toBe(502);
    expect(server.count('api/thing/')).toBe(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never sends a %s twice', async (method) => {
    const { client } = makeClient();
    for (const status of retried) {
      server.requests.length = 0;
      server.setHandler(() => ({ status }));
      await expect(
        client.request({ method, path: 'api/thing/', body: {}, schema: okSchema }),
      ).rejects.toBeInstanceOf(ApiError);
      expect(server.count('api/thing/')).toBe(1);
    }
  });

  it.each([400, 403, 404, 501])('does not retry a GET after %i', async (status) => {
    server.setHandler(() => ({ status }));
    const { client } = makeClient();
    await expect(client.request({ path: 'api/thing/', schema: okSchema })).rejects.toBeInstanceOf(ApiError);
    expect(server.count('api/thing/')).toBe(1);
  });
});

describe('errors', () => {
  it('turns a 4xx into an ApiError with method, url, status, body and flattened field errors', async () => {
    const body = {
      contact: { email: ['Enter a valid email address.', 'Second message'] },
      pan: ['Please enter a valid PAN (10 Digits)'],
      non_field_errors: ['Settlement date and delta cannot both be set', 'ignored'],
    };
    server.setHandler(() => ({ status: 400, body }));
    const { client } = makeClient();
    const error = await client
      .request({ method: 'POST', path: 'api/client/register/', query: { a: 1 }, body: {}, schema: okSchema })
      .catch((caught: unknown) => caught);
    if (!ApiError.isInstance(error)) throw new Error('expected an ApiError');
    expect(error.code).toBe('http_error');
    expect(error.method).toBe('POST');
    expect(error.url).toBe(`${server.origin}/api/client/register/?a=1`);
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(error.fieldErrors).toEqual({
      'contact.email': 'Enter a valid email address.',
      pan: 'Please enter a valid PAN (10 Digits)',
    });
    expect(error.nonFieldErrors).toEqual(['Settlement date and delta cannot both be set']);
    expect(BondkitError.isInstance(error)).toBe(true);
    expect(NetworkError.isInstance(error)).toBe(false);
  });

  it('keeps a body that is not JSON as text', async () => {
    server.setHandler(() => ({ status: 500, body: '<h1>Server Error</h1>' }));
    const { client } = makeClient();
    const error = await client
      .request({ method: 'POST', path: 'api/x/', body: {}, schema: okSchema })
      .catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && error.body).toBe('<h1>Server Error</h1>');
  });

  it('turns an answer that does not match its schema into unexpected_response, issues as cause', async () => {
    server.setHandler(() => ({ status: 200, body: { ok: 'yes' } }));
    const { client } = makeClient();
    const error = await client
      .request({ path: 'api/thing/', schema: okSchema })
      .catch((caught: unknown) => caught);
    if (!ApiError.isInstance(error)) throw new Error('expected an ApiError');
    expect(error.code).toBe('unexpected_response');
    expect(error.status).toBe(200);
    expect(Array.isArray(error.cause)).toBe(true);
    expect((error.cause as { path: unknown[] }[])[0]?.path).toEqual(['ok']);
  });

  it('turns a 200 whose body is not JSON into unexpected_response', async () => {
    server.setHandler(() => ({ status: 200, body: 'hello' }));
    const { client } = makeClient();
    const error = await client
      .request({ path: 'api/thing/', schema: okSchema })
      .catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && error.code).toBe('unexpected_response');
  });

  it('turns a refused connection into a NetworkError, not an unhandled rejection', async () => {
    const { client } = makeClient();
    await server.close();
    const error = await client
      .request({ path: 'api/thing/', schema: okSchema })
      .catch((caught: unknown) => caught);
    expect(NetworkError.isInstance(error) && error.code).toBe('network_error');
    server = await startTestServer(() => ({ status: 200 }));
  });

  it('reports an aborted call as a NetworkError with code aborted', async () => {
    server.setHandler(() => ({ status: 200, body: { ok: true }, delayMs: 200 }));
    const { client } = makeClient();
    const controller = new AbortController();
    const pending = client.request({ path: 'api/thing/', schema: okSchema, signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(NetworkError.isInstance(error) && error.code).toBe('aborted');
  });
});

describe('207', () => {
  it('pushes a warning toast with the server message and returns the body', async () => {
    server.setHandler(() => ({ status: 207, body: { detail: '2 of 5 rows were skipped', created: 3 } }));
    const { client } = makeClient();
    const result = await client.request({
      method: 'POST',
      path: 'api/eoi/upload/',
      body: {},
      schema: z.looseObject({}),
    });
    expect(result).toMatchObject({ created: 3 });
    expect(client.toasts.getSnapshot()).toMatchObject([
      { severity: 'warn', detail: '2 of 5 rows were skipped', life: 4000 },
    ]);
    client.dispose();
  });
});
