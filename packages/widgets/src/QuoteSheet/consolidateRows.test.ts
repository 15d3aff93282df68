import { describe, expect, it } from 'vitest';
import { consolidateRows } from './consolidateRows';
import type { QuoteSheetRow } from './quoteSheetRow';

let nextId = 1;
function quote(overrides: Partial<QuoteSheetRow> & Pick<QuoteSheetRow, 'side'>): QuoteSheetRow {
  return {
    id: nextId++,
    finstrumentId: 1,
    bondName: '7.18% GS 2033',
    isin: 'IN0020230085',
    maturityDate: '2033-08-14',
    rating: 'SOV',
    bidYield: null,
    bidPrice: null,
    askYield: null,
    askPrice: null,
    marketYield: null,
    marketPrice: null,
    quantum: 5_00_00_000,
    counterparty: 'Kaveri',
    updatedAt: '2026-11-24T05:00:00.000Z',
    preferred: false,
    finstrumentType: 'Bond',
    ...overrides,
  };
}

describe('consolidateRows', () => {
  it('keeps the highest bid and the lowest ask per bond, with the spread, the depth and the last update', () => {
    const rows = [
      quote({ side: 'BID', bidPrice: 100.1, bidYield: 7.1 }),
      quote({ side: 'ASK', askPrice: 100.4, askYield: 7.05, updatedAt: '2026-11-24T06:30:00.000Z' }),
      quote({ side: 'BID', bidPrice: 100.2, bidYield: 7.08 }),
      quote({ side: 'ASK', askPrice: 100.3, askYield: 7.06, marketYield: 7.07, marketPrice: 100.25 }),
      quote({ side: 'BID', bidPrice: 99.9, bidYield: 7.12, updatedAt: '2026-11-24T04:00:00.000Z' }),
    ];
    const [bond] = consolidateRows(rows);
    expect(bond).toMatchObject({
      finstrumentId: 1,
      bestBid: { bidPrice: 100.2 },
      bestAsk: { askPrice: 100.3 },
      spreadPrice: 0.1,
      spreadBasisPoints: 2,
      bidCount: 3,
      askCount: 2,
      marketYield: 7.07,
      marketPrice: 100.25,
      lastUpdate: '2026-11-24T06:30:00.000Z',
    });
    // The drill-down lists bids best first, then asks best first.
    expect(bond!.quotes.map((row) => row.bidPrice ?? row.askPrice)).toEqual([
      100.2, 100.1, 99.9, 100.3, 100.4,
    ]);
  });

  it('one row per bond, in the order the bonds first appear (the sheet’s sort carries over)', () => {
    const rows = [
      quote({ side: 'ASK', finstrumentId: 2, bondName: 'B', askPrice: 99 }),
      quote({ side: 'BID', finstrumentId: 1, bondName: 'A', bidPrice: 98 }),
      quote({ side: 'BID', finstrumentId: 2, bondName: 'B', bidPrice: 98.5 }),
    ];
    expect(consolidateRows(rows).map((bond) => [bond.bondName, bond.bidCount, bond.askCount])).toEqual([
      ['B', 1, 1],
      ['A', 1, 0],
    ]);
  });

  it('a one-sided bond has no spread; yield-only quotes rank by yield (lower bid yield is the better bid)', () => {
    const [bond] = consolidateRows([
      quote({ side: 'BID', bidYield: 7.3 }),
      quote({ side: 'BID', bidYield: 7.2 }),
      quote({ side: 'BID' }),
    ]);
    expect(bond!.bestBid?.bidYield).toBe(7.2);
    expect(bond!.bestAsk).toBeNull();
    expect(bond!.spreadPrice).toBeNull();
    expect(bond!.spreadBasisPoints).toBeNull();
    // A quote without a level ranks last.
    expect(bond!.quotes.at(-1)?.bidYield).toBeNull();
  });

  it('is empty for no rows', () => {
    expect(consolidateRows([])).toEqual([]);
  });
});
