import { describe, expect, it, vi } from 'vitest';
import type { PriceUpdateMessage } from '../../src/stream/streamMessages';
import { startTestStreamServer, streamFakeTimers, waitUntil } from './streamTestServer';
import { addCleanup, createTestStream, startServer, useStreamCleanup } from './streamTestClient';

useStreamCleanup();

describe('createTradeStream: the hub killed mid-stream and restarted', () => {
  it('reconnects by itself, emits resync once, and receives again', async () => {
    vi.useFakeTimers(streamFakeTimers);
    const first = await startServer();
    const { stream } = createTestStream({ url: first.url, random: () => 0.25 });
    const prices: PriceUpdateMessage[] = [];
    const resyncs = vi.fn();
    stream.on('price_update', (message) => prices.push(message));
    stream.on('resync', resyncs);
    stream.connect();
    await waitUntil(() => stream.getStats().messagesDispatched === 1, 'auth_ok');
    first.connections[0]?.send({
      type: 'price_update',
      finstrument_id: 5,
      unit_clean_price: 101.25,
      bond_yield: 0.0712,
    });
    await waitUntil(() => prices.length === 1, 'the first price');

    await first.kill();
    await waitUntil(() => stream.status.getSnapshot() === 'reconnecting', 'reconnecting');
    // While the hub is down, attempts fail and back off: 2 s (random 0.25), 2.6 s, …
    await vi.advanceTimersByTimeAsync(2000);
    await waitUntil(() => stream.getStats().reconnectAttempts === 2, 'a failed attempt');
    expect(resyncs).not.toHaveBeenCalled();

    const second = await startTestStreamServer({ port: first.port });
    addCleanup(() => second.kill());
    await vi.advanceTimersByTimeAsync(2600);
    await waitUntil(() => resyncs.mock.calls.length === 1, 'resync');
    expect(resyncs).toHaveBeenCalledWith({ type: 'resync', reason: 'reconnected' });
    expect(stream.status.getSnapshot()).toBe('open');
    expect(second.connections[0]?.frames[0]).toEqual({ type: 'auth', token: 'token-1' });

    second.connections[0]?.send({
      type: 'price_update',
      finstrument_id: 5,
      unit_clean_price: 101.5,
      bond_yield: 0.0708,
    });
    await waitUntil(() => prices.length === 2, 'a price from the restarted hub');
    expect(prices[1]?.unit_clean_price).toBe(101.5);
    expect(stream.getStats().resyncs).toBe(1);
  });
});
