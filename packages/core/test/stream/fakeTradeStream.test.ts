import { describe, expect, it, vi } from 'vitest';
import { createFakeTradeStream } from '../../src/testing/fakeTradeStream';

describe('createFakeTradeStream', () => {
  it('delivers emitted messages to typed handlers and drives the status store', () => {
    const stream = createFakeTradeStream();
    const prices = vi.fn();
    const statuses: string[] = [];
    stream.status.subscribe(() => statuses.push(stream.status.getSnapshot()));
    const unsubscribe = stream.on('price_update', (message) => prices(message.unit_clean_price));
    expect(stream.status.getSnapshot()).toBe('idle');

    stream.setAuthenticated(true);
    stream.emit({ type: 'price_update', finstrument_id: 3, unit_clean_price: 100.1, bond_yield: 0.07 });
    stream.setStatus('offline');
    stream.emit({ type: 'resync', reason: 'reconnected' });
    unsubscribe();
    stream.emit({ type: 'price_update', finstrument_id: 3, unit_clean_price: 100.2, bond_yield: 0.07 });
    stream.disconnect();

    expect(prices.mock.calls).toEqual([[100.1]]);
    expect(statuses).toEqual(['open', 'offline', 'closed']);
    expect(stream.calls).toEqual({ connect: 1, disconnect: 1 });
    expect(stream.getStats()).toMatchObject({ messagesDispatched: 3, resyncs: 1 });
  });

  it('refuses a message the real stream would refuse, and isolates throwing handlers', () => {
    const onError = vi.fn();
    const stream = createFakeTradeStream({ onError, initialStatus: 'open' });
    expect(() =>
      stream.emit({ type: 'open_order_count', count: -2 } as unknown as Parameters<typeof stream.emit>[0]),
    ).toThrow();
    const after = vi.fn();
    stream.on('inquiries_refresh', () => {
      throw new Error('bug');
    });
    stream.on('inquiries_refresh', after);
    stream.emit({ type: 'inquiries_refresh' });
    expect(after).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0].code).toBe('handler_failed');
  });
});
