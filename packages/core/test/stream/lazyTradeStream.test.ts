import { describe, expect, it } from 'vitest';
import { createLazyTradeStream } from '../../src/stream/lazyTradeStream';
import { createFakeTradeStream } from '../../src/testing/fakeTradeStream';
import type { FakeTradeStream } from '../../src/testing/fakeTradeStream';

/** A load the test resolves or rejects by hand, counting how often the stream asked for it. */
function controlledLoad() {
  const loads: { resolve: (stream: FakeTradeStream) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<FakeTradeStream>((resolve, reject) => {
      loads.push({ resolve, reject });
    });
  return { load, loads };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const priceUpdate = {
  type: 'price_update',
  finstrument_id: 7,
  unit_clean_price: 101.25,
  bond_yield: 0.0712,
} as const;

describe('createLazyTradeStream', () => {
  it('loads nothing while signed out and is idle', async () => {
    const { load, loads } = controlledLoad();
    const stream = createLazyTradeStream(load);
    stream.setAuthenticated(false);
    stream.disconnect();
    stream.on('price_update', () => undefined);
    await flush();
    expect(loads).toHaveLength(0);
    expect(stream.status.getSnapshot()).toBe('idle');
    expect(stream.getStats().framesReceived).toBe(0);
  });

  it('loads once on sign-in, attaches the handlers registered before and replays the calls in order', async () => {
    const { load, loads } = controlledLoad();
    const stream = createLazyTradeStream(load);
    const received: number[] = [];
    stream.on('price_update', (message) => received.push(message.finstrument_id));
    const statuses: string[] = [];
    stream.status.subscribe(() => statuses.push(stream.status.getSnapshot()));
    stream.setAuthenticated(true);
    stream.setAuthenticated(false);
    stream.setAuthenticated(true);
    expect(loads).toHaveLength(1);
    const real = createFakeTradeStream();
    loads[0]?.resolve(real);
    await flush();
    // Replayed in order: connect, disconnect, connect.
    expect(real.calls).toEqual({ connect: 2, disconnect: 1 });
    expect(stream.status.getSnapshot()).toBe('open');
    expect(statuses.at(-1)).toBe('open');
    real.emit(priceUpdate);
    expect(received).toEqual([7]);
  });

  it('attaches a handler registered after loading at once, and detaches it on unsubscribe', async () => {
    const { load, loads } = controlledLoad();
    const stream = createLazyTradeStream(load);
    stream.connect();
    const real = createFakeTradeStream();
    loads[0]?.resolve(real);
    await flush();
    const received: number[] = [];
    const handler = (message: { finstrument_id: number }) => received.push(message.finstrument_id);
    const stop = stream.on('price_update', handler);
    stream.on('resync', () => received.push(-1));
    real.emit(priceUpdate);
    stop();
    real.emit(priceUpdate);
    real.emit({ type: 'resync', reason: 'reconnected' });
    expect(received).toEqual([7, -1]);
  });

  it('tries again on the next connect when the module could not be loaded', async () => {
    const { load, loads } = controlledLoad();
    const stream = createLazyTradeStream(load);
    stream.connect();
    loads[0]?.reject(new Error('offline'));
    await flush();
    expect(stream.status.getSnapshot()).toBe('idle');
    stream.connect();
    expect(loads).toHaveLength(2);
    const real = createFakeTradeStream();
    loads[1]?.resolve(real);
    await flush();
    expect(real.calls.connect).toBe(1);
  });
});
