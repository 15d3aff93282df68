import { describe, expect, it, vi } from 'vitest';
import { tradeStreamCloseCodes } from '../../src/stream/streamCloseCodes';
import type { TradeStreamTokenRequest } from '../../src/stream/createTradeStream';
import { settleIo, streamFakeTimers, waitUntil } from './streamTestServer';
import { createTestStream, startServer, useStreamCleanup } from './streamTestClient';

useStreamCleanup();

describe('createTradeStream: token expiry', () => {
  it('refreshes the token after a 4403 close and comes straight back with the new one', async () => {
    vi.useFakeTimers(streamFakeTimers);
    const hub = await startServer({
      onAuth: (token) => (token === 'expired-token' ? tradeStreamCloseCodes.tokenExpired : undefined),
    });
    const requests: TradeStreamTokenRequest[] = [];
    const { stream, errors } = createTestStream({
      url: hub.url,
      getToken: async (request) => {
        requests.push(request);
        return request.refresh ? 'fresh-token' : 'expired-token';
      },
    });
    const resync = vi.fn();
    stream.on('resync', resync);
    stream.connect();
    // No fake time passes: the reconnection after an expired token does not wait out a backoff.
    await waitUntil(
      () => hub.connections.length === 2 && hub.connections[1]?.frames.length === 1,
      'the second auth',
    );
    expect(hub.connections[1]?.frames[0]).toEqual({ type: 'auth', token: 'fresh-token' });
    expect(requests).toEqual([{ refresh: false }, { refresh: true }]);
    expect(errors.find((error) => error.code === 'closed_by_server')?.closeCode).toBe(4403);
    await waitUntil(() => stream.status.getSnapshot() === 'open', 'open');
  });

  it('backs off when a freshly refreshed token is refused again', async () => {
    vi.useFakeTimers(streamFakeTimers);
    const hub = await startServer({ onAuth: () => tradeStreamCloseCodes.unauthenticated });
    const requests: TradeStreamTokenRequest[] = [];
    const { stream } = createTestStream({
      url: hub.url,
      random: () => 0,
      getToken: (request) => {
        requests.push(request);
        return 'refused-token';
      },
    });
    stream.connect();
    await waitUntil(
      () => hub.connections.length === 2 && hub.connections[1]?.closed === true,
      'the second refusal',
    );
    await settleIo();
    expect(hub.connections).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    await settleIo();
    expect(hub.connections).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await waitUntil(() => hub.connections.length === 3, 'the attempt after the backoff');
    expect(requests.every((request, index) => request.refresh === index > 0)).toBe(true);
  });

  it('retries after the backoff when getToken rejects, reporting token_failed', async () => {
    vi.useFakeTimers(streamFakeTimers);
    const hub = await startServer();
    let calls = 0;
    const { stream, errors } = createTestStream({
      url: hub.url,
      getToken: async () => {
        calls += 1;
        if (calls === 1) throw new Error('refresh endpoint down');
        return 'token-2';
      },
    });
    stream.connect();
    await waitUntil(() => errors.some((error) => error.code === 'token_failed'), 'token_failed');
    expect(stream.status.getSnapshot()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    await waitUntil(() => hub.connections[0]?.frames.length === 1, 'the auth with the second token');
    expect(hub.connections[0]?.frames[0]).toEqual({ type: 'auth', token: 'token-2' });
  });
});
