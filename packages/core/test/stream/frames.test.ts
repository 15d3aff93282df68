import { describe, expect, it, vi } from 'vitest';
import type { TradeStreamEventMap } from '../../src/stream/tradeStreamTypes';
import { tradeStreamServerMessageTypes } from '../../src/stream/streamMessages';
import { TradeStreamError } from '../../src/stream/TradeStreamError';
import { waitUntil } from './streamTestServer';
import { createTestStream, startServer, useStreamCleanup } from './streamTestClient';

useStreamCleanup();

/** One valid example of every server message type. */
const examples: { [Type in keyof TradeStreamEventMap]?: TradeStreamEventMap[Type] } = {
  price_update: {
    type: 'price_update',
    finstrument_id: 1,
    unit_clean_price: 99.5,
    bond_yield: 0.071,
    published_at: 1,
  },
  public_runs_refresh: { type: 'public_runs_refresh' },
  partial_refresh: { type: 'partial_refresh', eoi_ids: [3, 4] },
  ping: { type: 'ping' },
  pong: { type: 'pong' },
  open_tickets: { type: 'open_tickets', tickets: [{ id: 9, buy_or_sell: 'buy' }] },
  private_runs: { type: 'private_runs', quotes: [{ id: 2, finstrument_id: 1 }] },
  rfq_negotiation: { type: 'rfq_negotiation', eoi_id: 2, finstrument_id: 1, action: 'countered' },
  inquiries_refresh: { type: 'inquiries_refresh' },
  open_order_count: { type: 'open_order_count', count: 3 },
  price_override_update: {
    type: 'price_override_update',
    finstrument_id: 1,
    unit_clean_price: null,
    bond_yield: null,
  },
  auth_ok: { type: 'auth_ok', user_id: 7 },
  order_update: { type: 'order_update', order_id: 5, kind: 'orders', status: 'SETTLED', action: 'settle' },
};

async function openStream() {
  const hub = await startServer();
  const created = createTestStream({ url: hub.url });
  created.stream.connect();
  await waitUntil(() => created.stream.getStats().messagesDispatched === 1, 'auth_ok');
  const connection = hub.connections[0];
  if (!connection) throw new Error('no connection');
  return { ...created, connection };
}

describe('createTradeStream: messages', () => {
  it('dispatches every message type of the wire format to typed handlers', async () => {
    const { stream, connection } = await openStream();
    const received: unknown[] = [];
    for (const type of tradeStreamServerMessageTypes) stream.on(type, (message) => received.push(message));
    const sent = tradeStreamServerMessageTypes.map((type) => examples[type]);
    expect(sent.every(Boolean)).toBe(true);
    for (const message of sent) connection.send(message);
    await waitUntil(() => received.length === sent.length, 'every message');
    expect(received).toEqual(sent);
  });

  it('unpacks batch frames, and unsubscribing stops a handler', async () => {
    const { stream, connection } = await openStream();
    const prices: number[] = [];
    const unsubscribe = stream.on('price_update', (message) => prices.push(message.finstrument_id));
    connection.send({
      type: 'batch',
      messages: [examples.price_update, { ...examples.price_update, finstrument_id: 2 }],
    });
    await waitUntil(() => prices.length === 2, 'the batch');
    expect(prices).toEqual([1, 2]);
    unsubscribe();
    connection.send(examples.price_update);
    connection.send(examples.inquiries_refresh);
    await waitUntil(() => stream.getStats().messagesDispatched === 5, 'the later messages');
    expect(prices).toEqual([1, 2]);
  });

  it('counts and reports garbage frames, never throwing, and keeps delivering good messages', async () => {
    const { stream, connection, errors } = await openStream();
    const counts = vi.fn();
    stream.on('open_order_count', (message) => counts(message.count));
    connection.sendRaw('not json {');
    connection.sendRaw('[1, 2]');
    connection.sendRaw('{"no_type": true}');
    connection.sendRaw(Buffer.from([1, 2, 3]), true);
    connection.send({ type: 'toString' });
    connection.send({ type: 'surprise', value: 1 });
    connection.send({ type: 'price_update', finstrument_id: 'ISIN1', unit_clean_price: 1, bond_yield: 0.01 });
    connection.send({ type: 'open_order_count', count: -1 });
    connection.send({ type: 'batch', messages: 'nope' });
    connection.send({
      type: 'batch',
      messages: [{ type: 'open_order_count', count: 2 }, { type: 'nope' }, null],
    });
    connection.send({ type: 'open_order_count', count: 4 });
    await waitUntil(() => counts.mock.calls.length === 2, 'the good messages');
    expect(counts.mock.calls).toEqual([[2], [4]]);
    expect(stream.getStats()).toMatchObject({
      malformedFrames: 6,
      unknownTypes: 3,
      invalidPayloads: 2,
      messagesDispatched: 3,
    });
    expect(errors.every((error) => TradeStreamError.isInstance(error))).toBe(true);
    expect(errors.map((error) => error.code).sort()).toEqual(
      [
        ...Array(6).fill('malformed_frame'),
        ...Array(3).fill('unknown_type'),
        ...Array(2).fill('invalid_payload'),
      ].sort(),
    );
    const invalid = errors.find((error) => error.code === 'invalid_payload');
    expect(invalid?.message).toContain("'finstrument_id'");
    expect(invalid?.frame).toContain('ISIN1');
    expect(stream.status.getSnapshot()).toBe('open');
  });

  it('isolates a handler that throws: the other handlers run and onError hears about it', async () => {
    const { stream, connection, errors } = await openStream();
    const second = vi.fn();
    stream.on('inquiries_refresh', () => {
      throw new Error('widget bug');
    });
    stream.on('inquiries_refresh', second);
    connection.send(examples.inquiries_refresh);
    connection.send(examples.inquiries_refresh);
    await waitUntil(() => second.mock.calls.length === 2, 'the second handler');
    expect(stream.getStats().handlerErrors).toBe(2);
    const failure = errors.find((error) => error.code === 'handler_failed');
    expect((failure?.cause as Error).message).toBe('widget bug');
    expect(stream.status.getSnapshot()).toBe('open');
  });

  it('survives an onError hook that throws', async () => {
    const hub = await startServer();
    const { stream } = createTestStream({
      url: hub.url,
      onError: () => {
        throw new Error('hook bug');
      },
    });
    const refresh = vi.fn();
    stream.on('inquiries_refresh', refresh);
    stream.connect();
    await waitUntil(() => stream.getStats().messagesDispatched === 1, 'auth_ok');
    hub.connections[0]?.sendRaw('garbage');
    hub.connections[0]?.send(examples.inquiries_refresh);
    await waitUntil(() => refresh.mock.calls.length === 1, 'the refresh after the garbage');
    expect(stream.getStats().malformedFrames).toBe(1);
  });
});
