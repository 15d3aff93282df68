import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/database/connection';
import { runMigrations } from '../../src/database/migrate';
import { InMemoryEventPublisher } from '../../src/events/eventPublisher';
import { MarketSnapshotCache } from '../../src/mind/analyst/marketSnapshot';
import { resolveSettlementDate } from '../../src/trading/instrumentPricing';
import { createTestDatabase } from '../harness';

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.db);
}, 60_000);
afterAll(async () => database?.close());

describe('MIND market snapshot cache', () => {
  it('keeps one snapshot until a price update, a new trade date or its maximum age', async () => {
    const events = new InMemoryEventPublisher();
    let now = new Date('2026-11-23T06:00:00Z');
    const cache = new MarketSnapshotCache({ db: database.db, now: () => now, events, maximumAgeMs: 60_000 });
    const first = await cache.read();
    expect(await cache.read()).toBe(first);
    // The pricing endpoint's settlement rule: Monday 23 Nov settles on Wednesday 25 (the 24th is a holiday).
    expect(first.settlementDate).toBe(resolveSettlementDate(now, {}));
    expect(first.settlementDate).toBe('2026-11-25');

    // Other events leave it alone; a price update makes the next read fetch the market again.
    events.publish({ type: 'trade_stream.quote_update', clientId: null, payload: {}, occurredAt: now });
    expect(await cache.read()).toBe(first);
    events.publish({ type: 'trade_stream.price_update', clientId: null, payload: {}, occurredAt: now });
    const second = await cache.read();
    expect(second).not.toBe(first);
    expect(await cache.read()).toBe(second);

    now = new Date(now.getTime() + 61_000);
    const third = await cache.read();
    expect(third).not.toBe(second);

    // The next India trade date (18:30 UTC is midnight IST) starts a new snapshot with its own settlement.
    now = new Date('2026-11-23T18:31:00Z');
    const nextDay = await cache.read();
    expect(nextDay).not.toBe(third);
    expect(nextDay.today).toBe('2026-11-24');
    expect(nextDay.settlementDate).toBe(resolveSettlementDate(now, {}));

    cache.close();
    events.publish({ type: 'trade_stream.price_update', clientId: null, payload: {}, occurredAt: now });
    expect(await cache.read()).toBe(nextDay);
  });
});
