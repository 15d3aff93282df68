import { describe, expect, it, vi } from 'vitest';
import { settleIo, streamFakeTimers, waitUntil } from './streamTestServer';
import { createTestStream, startServer, useStreamCleanup } from './streamTestClient';

useStreamCleanup();

describe('createTradeStream: ping and the offline threshold', () => {
  it('pings every 10 s and stays open while the hub answers', async () => {
    vi.useFakeTimers(streamFakeTimers);
    const hub = await startServer();
    const { stream } = createTestStream({ url: hub.url });
    stream.connect();
    await waitUntil(() => stream.getStats().messagesDispatched === 1, 'auth_ok');
    const pings = () => hub.connections[0]?.frames.filter((frame) => frame.type === 'ping').length ?? 0;

    await vi.advanceTimersByTimeAsync(9_999);
    await settleIo();
    expect(pings()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await waitUntil(() => pings() === 1, 'the first ping');

    // Each ping's pong resets the silence clock: a minute passes and the stream is still open.
    for (let second = 10; second < 60; second += 10) {
      await vi.advanceTimersByTimeAsync(10_000);
      await waitUntil(() => pings() === second / 10 + 1, `ping ${second / 10 + 1}`);
      await waitUntil(
        () => stream.getStats().messagesDispatched === second / 10 + 2,
        `pong ${second / 10 + 1}`,
      );
    }
    expect(stream.status.getSnapshot()).toBe('open');
    expect(hub.connections).toHaveLength(1);
  });

  it('goes offline after 30 s without any frame, closes, and reconnects (then resyncs)', async () => {
    vi.useFakeTimers(streamFakeTimers);
    const hub = await startServer({ answerPings: false });
    const { stream, statuses } = createTestStream({ url: hub.url, random: () => 0 });
    const resync = vi.fn();
    stream.on('resync', resync);
    stream.connect();
    await waitUntil(() => stream.getStats().messagesDispatched === 1, 'auth_ok');

    await vi.advanceTimersByTimeAsync(29_999);
    await settleIo();
    expect(stream.status.getSnapshot()).toBe('open');

    await vi.advanceTimersByTimeAsync(1);
    expect(stream.status.getSnapshot()).toBe('offline');
    await waitUntil(() => hub.connections[0]?.closed === true, 'the stale socket to be closed');

    // The first reconnect delay with random 0 is 1 s; the status stays offline until a socket opens.
    await vi.advanceTimersByTimeAsync(999);
    await settleIo();
    expect(hub.connections).toHaveLength(1);
    expect(stream.status.getSnapshot()).toBe('offline');
    await vi.advanceTimersByTimeAsync(1);
    await waitUntil(() => resync.mock.calls.length === 1, 'resync after the reconnection');
    expect(hub.connections).toHaveLength(2);
    expect(statuses).toEqual(['connecting', 'open', 'offline', 'open']);
  });

  it('counts any frame, not only pongs, as a sign of life', async () => {
    vi.useFakeTimers(streamFakeTimers);
    const hub = await startServer({ answerPings: false });
    const { stream } = createTestStream({ url: hub.url });
    stream.connect();
    await waitUntil(() => stream.getStats().messagesDispatched === 1, 'auth_ok');
    await vi.advanceTimersByTimeAsync(20_000);
    hub.connections[0]?.send({ type: 'inquiries_refresh' });
    await waitUntil(() => stream.getStats().messagesDispatched === 2, 'the refresh');
    await vi.advanceTimersByTimeAsync(29_000);
    await settleIo();
    expect(stream.status.getSnapshot()).toBe('open');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stream.status.getSnapshot()).toBe('offline');
  });

  it('answers a ping from the hub with a pong', async () => {
    const hub = await startServer();
    const { stream } = createTestStream({ url: hub.url });
    stream.connect();
    await waitUntil(() => stream.getStats().messagesDispatched === 1, 'auth_ok');
    hub.connections[0]?.send({ type: 'ping' });
    await waitUntil(
      () => hub.connections[0]?.frames.some((frame) => frame.type === 'pong') === true,
      'the pong',
    );
  });
});
