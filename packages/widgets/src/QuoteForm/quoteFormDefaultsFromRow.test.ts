import { describe, expect, it } from 'vitest';
import { makeRow } from '../QuoteSheet/test/rowFixtures';
import { quoteFormDefaultsFromRow } from './quoteFormDefaultsFromRow';

describe('quoteFormDefaultsFromRow', () => {
  it('answers a bid with an ask at the row’s yield and quantum', () => {
    const defaults = quoteFormDefaultsFromRow(
      makeRow({ id: 3, finstrumentId: 42, side: 'BID', bidYield: 7.3, quantum: 50_00_000 }),
    );
    expect(defaults).toMatchObject({ side: 'ASK', bondYield: 7.3, quantum: 50_00_000 });
    expect(defaults.bond?.id).toBe(42);
  });
});
