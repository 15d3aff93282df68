import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createTradeStream, type TradeStreamOptions } from '../../src/stream/createTradeStream';
import type { TradeStreamError } from '../../src/stream/TradeStreamError';
import type { TradeStream, TradeStreamStatus } from '../../src/stream/tradeStreamTypes';
import {
  settleIo,
  startSilentTcpServer,
  startTestStreamServer,
  streamFakeTimers,
  waitUntil,
  type TestStreamServer,
} from './streamTestServer';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function stream(options: Partial<TradeStreamOptions> & Pick<TradeStreamOptions, 'url'>) {
  const errors: TradeStreamError[] = [];
  const statuses: TradeStreamStatus[] = [];
  const created = createTradeStream({
    getToken: () => 'token-1',
    WebSocket: WebSocket,
    random: () => 0.5,
    onError: (error) => errors.push(error),
    ...options,
  });
  created.status.subscribe(() => statuses.push(created.status.getSnapshot()));
  cleanups.push(() => created.disconnect());
  return { stream: created, errors, statuses };
}

async function server(options: Parameters<typeof startTestStreamServer>[0] = {}): Promise<TestStreamServer> {
  const started = await startTestStreamServer(options);
  cleanups.push(() => started.kill());
  return started;
}

function statusOf(created: TradeStream): TradeStreamStatus {
  return created.status.getSnapshot();
}

describe('createTradeStream: connecting', () => {
  it('stays idle until connect(), then sends the auth frame first and is open on open', async () => {
    const hub = await server();
    const { stream: created, statuses } = stream({ url: hub.url });
    await settleIo();
    expect(statusOf(created)).toBe('idle');
    expect(hub.connections).toHaveLength(0);

    created.connect();
    await waitUntil(() => hub.connections[0]?.frames.length === 1, 'the auth frame');
    expect(hub.connections[0]?.frames[0]).toEqual({ type: 'auth', token: 'token-1' });
    expect(statusOf(created)).toBe('open');
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('gives the status store stable snapshots and unsubscribable listeners', async () => {
    const hub = await server();
    const { stream: created } = stream({ url: hub.url });
    const listener = vi.fn();
    const unsubscribe = created.status.subscribe(listener);
    expect(created.status.getSnapshot()).toBe(created.status.getSnapshot());
    created.connect();
    await waitUntil(() => statusOf(created) === 'open', 'open');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    created.disconnect();
    expect(statusOf(created)).toBe('closed');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is disconnected on close and closed (no more attempts) after disconnect()', async () => {
    vi.useFakeTimers(streamFakeTimers);
    const hub = await server();
    const { stream: created } = stream({ url: hub.url });
    created.connect();
    await waitUntil(() => statusOf(created) === 'open', 'open');
    hub.connections[0]?.socket.close(1011, 'server error');
    await waitUntil(() => statusOf(created) === 'reconnecting', 'reconnecting after the close');

    created.disconnect();
    expect(statusOf(created)).toBe('closed');
    await vi.advanceTimersByTimeAsync(60_000);
    await settleIo();
    expect(hub.connections).toHaveLength(1);
  });

  it('reconnects with the spec backoff: first delay from random, then 1.3 times longer, at most 10 s', async () => {
    vi.useFakeTimers(streamFakeTimers);
    const hub = await server({ refuseUpgrade: true });
    const { stream: created } = stream({ url: hub.url, random: () => 0.5 });
    created.connect();
    await waitUntil(() => hub.upgradeAttempts === 1 && statusOf(created) === 'reconnecting', 'first refusal');

    // random 0.5 draws 3 s; then 3.9, 5.07, 6.591, 8.568 (whole milliseconds), 10 (capped), 10.
    const expectedDelays = [3000, 3900, 5070, 6591, 8568, 10_000, 10_000];
    for (const [index, delay] of expectedDelays.entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      await settleIo();
      expect(hub.upgradeAttempts, `no attempt before delay ${index}`).toBe(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      await waitUntil(
        () => hub.upgradeAttempts === index + 2 && created.getStats().reconnectAttempts === index + 2,
        `attempt after delay ${index}`,
      );
    }
    expect(created.getStats().reconnectAttempts).toBe(expectedDelays.length + 1);
  });

  it('abandons an attempt that has not opened after 4 s and tries again', async () => {
    vi.useFakeTimers(streamFakeTimers);
    const silent = await startSilentTcpServer();
    cleanups.push(() => silent.close());
    const { stream: created, errors } = stream({ url: silent.url, random: () => 0 });
    created.connect();
    await waitUntil(() => silent.sockets.length === 1, 'the TCP connection');

    await vi.advanceTimersByTimeAsync(3999);
    await settleIo();
    expect(statusOf(created)).toBe('connecting');
    expect(errors.map((error) => error.code)).not.toContain('connect_timeout');

    await vi.advanceTimersByTimeAsync(1);
    expect(errors.map((error) => error.code)).toContain('connect_timeout');
    expect(statusOf(created)).toBe('reconnecting');
    await waitUntil(() => silent.closedSockets === 1, 'the abandoned socket to close');

    // random 0 draws the minimum first delay, 1 s.
    await vi.advanceTimersByTimeAsync(1000);
    await waitUntil(() => silent.sockets.length === 2, 'the second attempt');
  });

  it('goes closed without a socket when getToken says signed out (null)', async () => {
    const hub = await server();
    const { stream: created } = stream({ url: hub.url, getToken: () => null });
    created.connect();
    await settleIo();
    expect(statusOf(created)).toBe('closed');
    expect(hub.upgradeAttempts).toBe(0);
  });

  it('stops on sign-out and reconnects (with resync) when the session is authenticated again', async () => {
    const hub = await server();
    const { stream: created } = stream({ url: hub.url });
    const resync = vi.fn();
    created.on('resync', resync);
    created.setAuthenticated(true);
    await waitUntil(() => created.getStats().messagesDispatched === 1, 'auth_ok');
    expect(resync).not.toHaveBeenCalled();

    created.setAuthenticated(false);
    expect(statusOf(created)).toBe('closed');
    await waitUntil(() => hub.connections[0]?.closed === true, 'the hub to see the close');

    created.setAuthenticated(true);
    await waitUntil(() => resync.mock.calls.length === 1, 'resync after signing in again');
    expect(hub.connections).toHaveLength(2);
    expect(statusOf(created)).toBe('open');
  });

  it('reports a missing WebSocket implementation with a fix, without throwing', async () => {
    const original = (globalThis as { WebSocket?: unknown }).WebSocket;
    (globalThis as { WebSocket?: unknown }).WebSocket = undefined;
    cleanups.push(() => {
      (globalThis as { WebSocket?: unknown }).WebSocket = original;
    });
    const errors: TradeStreamError[] = [];
    const created = createTradeStream({
      url: 'ws://127.0.0.1:1/',
      getToken: () => 't',
      onError: (error) => errors.push(error),
    });
    cleanups.push(() => created.disconnect());
    expect(() => created.connect()).not.toThrow();
    await settleIo();
    expect(errors[0]?.message).toContain('createTradeStream({ WebSocket })');
    expect(statusOf(created)).toBe('reconnecting');
  });
});
