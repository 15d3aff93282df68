import { describe, expect, it, vi } from 'vitest';
import { tradeStreamCloseCodes, tradeStreamRateLimitedRetryMs } from '../../src/stream/streamCloseCodes';
import { settleIo, streamFakeTimers, waitUntil } from './streamTestServer';
import { createTestStream, startServer, useStreamCleanup } from './streamTestClient';

useStreamCleanup();

describe('createTradeStream: closed for too many messages (4029)', () => {
  it('reports it and waits the rate-limited delay, not the short backoff, before reconnecting', async () => {
    vi.useFakeTimers(streamFakeTimers);
    let refusals = 0;
    const hub = await startServer({
      onAuth: () => (refusals++ === 0 ? tradeStreamCloseCodes.tooManyMessages : undefined),
    });
    const { stream, errors } = createTestStream({ url: hub.url, random: () => 0, getToken: () => 'token' });
    stream.connect();
    await waitUntil(() => hub.connections[0]?.closed === true, 'the 4029 close');
    await settleIo();
    expect(errors.find((error) => error.code === 'closed_by_server')?.closeCode).toBe(4029);
    // The ordinary first backoff (1 s with this random source) passes without a new attempt.
    await vi.advanceTimersByTimeAsync(tradeStreamRateLimitedRetryMs - 1);
    await settleIo();
    expect(hub.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await waitUntil(() => hub.connections.length === 2, 'the attempt after the rate-limited delay');
    await waitUntil(() => stream.status.getSnapshot() === 'open', 'open');
  });
});
