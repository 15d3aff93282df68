import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../src/events/eventPublisher';
import {
  encodeNotifyPayloads,
  NotifyReassembler,
  type NotifyEnvelope,
} from '../../src/stream/notifyChunking';
import { createPostgresEventBus } from '../../src/stream/postgresEventBus';
import { waitUntil } from './hubTestServer';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function event(type: string, payload: unknown, clientId: number | null = null): ServerEvent {
  return { type, payload, clientId, occurredAt: new Date('2025-03-04T05:06:07.000Z') };
}

describe('encodeNotifyPayloads and NotifyReassembler', () => {
  it('keeps every payload under 8000 bytes, even for text that JSON escaping inflates, and reassembles in any order', () => {
    const text = JSON.stringify({
      note: '"'.repeat(6000) + '\u0001'.repeat(2000) + '₹'.repeat(3000) + '🏦'.repeat(1000),
    });
    const payloads = encodeNotifyPayloads('origin', '1', text);
    expect(payloads.length).toBeGreaterThan(2);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const reassembler = new NotifyReassembler();
    const results = payloads
      .map((payload) => JSON.parse(payload) as NotifyEnvelope)
      .reverse()
      .map((envelope) => reassembler.accept(envelope));
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
    expect(results.at(-1)).toBe(text);
    expect(reassembler.pendingEvents).toBe(0);
    expect(encodeNotifyPayloads('origin', '2', '{"small":true}')).toHaveLength(1);
  });

  it('forgets an event whose pieces never all arrive', () => {
    let now = 0;
    const reassembler = new NotifyReassembler(30_000, () => now);
    reassembler.accept({ o: 'a', i: '1', n: 0, c: 2, d: 'half' });
    expect(reassembler.pendingEvents).toBe(1);
    now = 31_000;
    reassembler.accept({ o: 'a', i: '2', n: 0, c: 2, d: 'other' });
    expect(reassembler.pendingEvents).toBe(1);
  });
});

describe('createPostgresEventBus on PGlite (in-process)', () => {
  it('delivers locally at once, across buses through NOTIFY, large events in pieces, never echoing its own', async () => {
    const database = await PGlite.create();
    cleanups.push(() => database.close());
    const errors: unknown[] = [];
    const first = await createPostgresEventBus({ client: database, onError: (error) => errors.push(error) });
    const second = await createPostgresEventBus({ client: database, onError: (error) => errors.push(error) });
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );
    const onFirst: ServerEvent[] = [];
    const onSecond: ServerEvent[] = [];
    first.subscribe((received) => onFirst.push(received));
    second.subscribe((received) => onSecond.push(received));

    const large = {
      quotes: Array.from({ length: 400 }, (_, id) => ({
        id: id + 1,
        finstrument_id: 7,
        note: 'rupee ₹ quote',
      })),
    };
    expect(Buffer.byteLength(JSON.stringify(large))).toBeGreaterThan(8000);
    first.publish(event('quote.created', { finstrument_id: 7 }, 3));
    first.publish(event('trade_stream.private_runs', large, 3));
    expect(onFirst).toHaveLength(2);

    await waitUntil(() => onSecond.length === 2, 'both events on the second bus');
    expect(onSecond[0]).toEqual(event('quote.created', { finstrument_id: 7 }, 3));
    expect(onSecond[1]?.payload).toEqual(large);
    expect(onSecond[1]?.occurredAt).toBeInstanceOf(Date);
    expect(first.stats().notifications).toBeGreaterThan(2);
    // Its own notifications came back from PostgreSQL too, and were ignored.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onFirst).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('refuses an unsafe channel name', async () => {
    const neverUsed = { query: async () => ({}), listen: async () => async () => {} };
    await expect(
      createPostgresEventBus({ client: neverUsed, channel: 'events; DROP TABLE x' }),
    ).rejects.toThrow(/Invalid NOTIFY channel/);
  });
});
