import { afterEach, describe, expect, it } from 'vitest';
import type { TradeStreamServerMessage } from '@bondkit/core/stream';
import { InMemoryEventPublisher } from '../../src/events/eventPublisher';
import {
  connectRawClient,
  settle,
  startHubServer,
  typesOf,
  waitUntil,
  type RawClient,
} from './hubTestServer';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const tokens = ['dealer-1', 'viewer-1', 'dealer-2', 'viewer-2', 'researcher-1', 'compliance-1'] as const;

async function market() {
  const events = new InMemoryEventPublisher();
  const server = await startHubServer({ events });
  cleanups.push(() => server.close());
  const clients = {} as Record<(typeof tokens)[number], RawClient>;
  for (const token of tokens) clients[token] = await connectRawClient(server.url, token);
  const publish = (type: string, payload: unknown, target: { clientId?: number; userId?: number } = {}) =>
    events.publish({
      type,
      payload,
      clientId: target.clientId ?? null,
      occurredAt: new Date(),
      ...('userId' in target ? { userId: target.userId } : {}),
    });
  // A marker broadcast to everyone, so each test can wait until every socket has had everything before it.
  const flushAll = async () => {
    publish('trade_stream.price_update', { finstrument_id: 999, unit_clean_price: 1, bond_yield: 0 });
    await waitUntil(
      () =>
        Object.values(clients).every((client) =>
          client.messages.some(
            (message) => message.type === 'price_update' && message.finstrument_id === 999,
          ),
        ),
      'the marker',
    );
  };
  return { server, clients, publish, flushAll };
}

function received(client: RawClient): TradeStreamServerMessage[] {
  return client.messages.filter(
    (message) =>
      message.type !== 'auth_ok' && !(message.type === 'price_update' && message.finstrument_id === 999),
  );
}

describe('tradeStreamHub: who receives what', () => {
  it('broadcasts price updates to every signed-in user, trading role or not', async () => {
    const { clients, publish, flushAll } = await market();
    publish('trade_stream.price_update', { finstrument_id: 1, unit_clean_price: 100.5, bond_yield: 0.07 });
    await flushAll();
    for (const token of tokens)
      expect(typesOf({ ...clients[token], messages: received(clients[token]) })).toEqual(['price_update']);
  });

  it('sends public runs only to trade access (the dealer role), as the market lists answer', async () => {
    const { clients, publish, flushAll } = await market();
    publish('quote.created', { finstrument_id: 12 });
    await flushAll();
    for (const token of ['dealer-1', 'dealer-2'] as const) {
      expect(received(clients[token])).toEqual([{ type: 'public_runs_refresh', finstrument_ids: [12] }]);
    }
    // Without trade access the market lists are empty, so no refresh signal either.
    for (const token of ['viewer-1', 'viewer-2', 'researcher-1', 'compliance-1'] as const) {
      expect(received(clients[token])).toEqual([]);
    }
  });

  it('keeps private runs, open tickets and order counts within the firm, private runs for trade access', async () => {
    const { clients, publish, flushAll } = await market();
    publish('trade_stream.private_runs', { quotes: [{ id: 5, finstrument_id: 1 }] }, { clientId: 1 });
    publish('trade_stream.open_tickets', { tickets: [{ id: 8 }] }, { clientId: 2 });
    publish('trade_stream.open_order_count', { count: 4 }, { clientId: 2 });
    await flushAll();
    // Private runs need trade access; the firm's tickets and order counts reach its viewers too.
    expect(typesOf({ ...clients['viewer-1'], messages: received(clients['viewer-1']) })).toEqual([]);
    expect(typesOf({ ...clients['dealer-1'], messages: received(clients['dealer-1']) })).toEqual([
      'private_runs',
    ]);
    expect(typesOf({ ...clients['viewer-2'], messages: received(clients['viewer-2']) })).toEqual([
      'open_tickets',
      'open_order_count',
    ]);
    expect(typesOf({ ...clients['dealer-2'], messages: received(clients['dealer-2']) })).toEqual([
      'open_tickets',
      'open_order_count',
    ]);
    // Same firm as the private runs, but no trade access.
    expect(received(clients['researcher-1'])).toEqual([]);
    expect(received(clients['compliance-1'])).toEqual([]);
  });

  it('sends RFQ notifications to the one user they are for', async () => {
    const { clients, publish, flushAll } = await market();
    publish(
      'trade_stream.rfq_negotiation',
      { eoi_id: 3, finstrument_id: 1, action: 'countered' },
      { clientId: 1, userId: 2 },
    );
    await flushAll();
    expect(received(clients['viewer-1'])).toEqual([
      { type: 'rfq_negotiation', eoi_id: 3, finstrument_id: 1, action: 'countered' },
    ]);
    for (const token of tokens.filter((token) => token !== 'viewer-1'))
      expect(received(clients[token])).toEqual([]);
  });

  it('counts and relays nothing for invalid stream events; ignores events not meant for the stream', async () => {
    const { server, clients, publish, flushAll } = await market();
    publish('trade_stream.open_order_count', { count: 'many' }, { clientId: 1 });
    publish('trade_stream.auth_ok', { user_id: 1 });
    publish('trade_stream.nonsense', {});
    publish('client.registered', { id: 1 });
    await flushAll();
    await settle();
    expect(server.hub.stats().invalidEvents).toBe(3);
    for (const token of tokens) expect(received(clients[token])).toEqual([]);
  });
});
