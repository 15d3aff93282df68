import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createTradeStream } from '@bondkit/core/stream';
import { tradeStreamCloseCodes } from '@bondkit/core/internal';
import {
  connectRawClient,
  identities,
  settle,
  startHubServer,
  waitUntil,
  type HubTestServer,
} from './hubTestServer';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function hub(options: Parameters<typeof startHubServer>[0] = {}): Promise<HubTestServer> {
  const server = await startHubServer(options);
  cleanups.push(() => server.close());
  return server;
}

describe('tradeStreamHub: authentication', () => {
  it('accepts a valid token with auth_ok and then delivers', async () => {
    const server = await hub();
    const client = await connectRawClient(server.url, 'dealer-1');
    expect(client.messages).toEqual([{ type: 'auth_ok', user_id: 1 }]);
    server.hub.deliver({
      message: { type: 'price_update', finstrument_id: 4, unit_clean_price: 100, bond_yield: 0.07 },
      audience: { kind: 'everyone' },
    });
    await waitUntil(() => client.messages.length === 2, 'the price');
    client.send({ type: 'ping' });
    await waitUntil(() => client.messages.at(-1)?.type === 'pong', 'the pong');
    expect(server.hub.stats().authenticatedSockets).toBe(1);
  });

  it.each([
    ['an unknown token', { type: 'auth', token: 'nobody' }, tradeStreamCloseCodes.unauthenticated],
    ['an expired token', { type: 'auth', token: 'expired' }, tradeStreamCloseCodes.tokenExpired],
    ['a first frame that is not auth', { type: 'ping' }, tradeStreamCloseCodes.protocolError],
    ['an auth frame without a token', { type: 'auth' }, tradeStreamCloseCodes.protocolError],
  ])('closes on %s', async (_case, frame, code) => {
    const server = await hub();
    const client = await connectRawClient(server.url);
    client.send(frame);
    expect(await client.closed).toBe(code);
    expect(server.hub.stats().authenticationFailures).toBe(1);
    expect(client.messages).toEqual([]);
  });

  it('closes with 4408 when no auth arrives within 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = await hub();
    const client = await connectRawClient(server.url);
    await vi.advanceTimersByTimeAsync(4_999);
    await settle();
    expect(client.closeCode).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(await client.closed).toBe(tradeStreamCloseCodes.authTimeout);
  });

  it('sends nothing to a socket before it authenticates', async () => {
    const server = await hub();
    const anonymous = await connectRawClient(server.url);
    server.hub.deliver({
      message: { type: 'price_update', finstrument_id: 4, unit_clean_price: 100, bond_yield: 0.07 },
      audience: { kind: 'everyone' },
    });
    await settle();
    expect(anonymous.messages).toEqual([]);
  });

  it('closes with 4403 when the token expires while connected; the core client refreshes and comes back', async () => {
    const server = await hub({
      authenticate: async (token) => {
        if (token === 'short-lived') return { ...identities['dealer-1']!, expiresAt: Date.now() + 300 };
        if (token === 'refreshed') return { ...identities['dealer-1']!, expiresAt: Date.now() + 60_000 };
        return null;
      },
    });
    const refreshRequests: boolean[] = [];
    const closeCodes: Array<number | undefined> = [];
    const stream = createTradeStream({
      url: server.url,
      WebSocket: WebSocket,
      getToken: ({ refresh }) => {
        refreshRequests.push(refresh);
        return refresh ? 'refreshed' : 'short-lived';
      },
      onError: (error) => closeCodes.push(error.closeCode),
    });
    cleanups.push(() => stream.disconnect());
    const resync = vi.fn();
    stream.on('resync', resync);
    stream.connect();
    await waitUntil(() => resync.mock.calls.length === 1, 'the resync after the refreshed reconnection');
    expect(refreshRequests).toEqual([false, true]);
    expect(closeCodes).toEqual([tradeStreamCloseCodes.tokenExpired]);
    expect(stream.status.getSnapshot()).toBe('open');
  });
});
