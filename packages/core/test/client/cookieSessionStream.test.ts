import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createBondClient } from '../../src/index';
import type { BondClientOptions } from '../../src/index';
import { createFakeBondApi, fakeDemoPassword } from '../../src/testing/index';
import { startTestStreamServer } from '../stream/streamTestServer';
import { addCleanup, useStreamCleanup } from '../stream/streamTestClient';

useStreamCleanup();

const dealer = { email: 'dealer@bondkit.test', password: fakeDemoPassword };

async function waitFor(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A page reload: the browser still holds the session cookies, but a new client starts with no token in
 * memory. The fetch below plays the cookies' part: it adds the first sign-in's access token to requests
 * without one and its refresh token to a refresh without one, as the server reads them from the cookies.
 */
describe('the trade stream of a session restored from cookies (a page reload)', () => {
  it('gets a token by a refresh and connects, instead of staying closed', async () => {
    const api = createFakeBondApi();
    const server = await startTestStreamServer();
    addCleanup(() => server.kill());
    const signedIn = createBondClient({ apiBase: 'https://fake', fetch: api.fetch, watchBuilds: false });
    await signedIn.signIn(dealer);
    const cookies = { ...signedIn.tokenStore.get()! };

    const cookieFetch: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const headers = new Headers(request.headers);
      if (!headers.has('authorization')) headers.set('authorization', `Bearer ${cookies.access}`);
      let body = request.method === 'GET' ? undefined : await request.text();
      if (request.url.endsWith('/api/token/refresh/')) {
        const parsed = JSON.parse(body || '{}') as { refresh?: string };
        if (parsed.refresh === undefined) body = JSON.stringify({ refresh: cookies.refresh });
      }
      const answer = await api.fetch(new Request(request.url, { method: request.method, headers, body }));
      if (request.url.endsWith('/api/token/refresh/') && answer.ok) {
        const tokens = (await answer.clone().json()) as { access: string; refresh: string };
        Object.assign(cookies, tokens);
      }
      return answer;
    };
    const reloaded = createBondClient({
      apiBase: 'https://fake',
      fetch: cookieFetch,
      streamUrl: server.url,
      WebSocket: WebSocket as unknown as BondClientOptions['WebSocket'],
      watchBuilds: false,
      visibility: () => () => {},
      online: () => () => {},
    });
    addCleanup(() => reloaded.dispose());
    expect(reloaded.tokenStore.get()).toBeNull();

    await reloaded.mount();
    expect(reloaded.session.getSnapshot().status).toBe('authenticated');
    const authFrame = () => server.connections[0]?.frames.find((frame) => frame.type === 'auth');
    await waitFor(() => authFrame() !== undefined);
    expect(authFrame()?.token).toBe(reloaded.tokenStore.get()!.access);

    const updates: number[] = [];
    reloaded.stream.on('order_update', (message) => updates.push(message.order_id));
    server.connections[0]!.send({
      type: 'order_update',
      order_id: 7,
      kind: 'orders',
      status: 'SETTLED',
      action: 'settle',
    });
    await waitFor(() => updates.length === 1);
    expect(reloaded.stream.status.getSnapshot()).toBe('open');
    expect(updates).toEqual([7]);
  });
});
