import { describe, expect, it } from 'vitest';
import { quoteDepthLevels } from '../../src/client/schemas/quoteDepthLevels';

const row = (side: 'BID' | 'ASK', unitCleanPrice: number | null, quantum: number) => ({
  side,
  unitCleanPrice,
  bondYield: unitCleanPrice === null ? 0.071 : null,
  quantum,
});

describe('quoteDepthLevels', () => {
  const rows = [
    row('BID', 99.5, 10),
    row('BID', 99.75, 20),
    row('BID', 99.5, 5),
    row('BID', null, 7),
    row('ASK', 100.25, 3),
    row('ASK', 100.1, 4),
  ];

  it('adds the quotes of one price up, the best bid first and unpriced quotes last', () => {
    expect(quoteDepthLevels(rows, 'BID')).toEqual([
      { unit_clean_price: 99.75, bond_yield: null, quantum: 20, count: 1 },
      { unit_clean_price: 99.5, bond_yield: null, quantum: 15, count: 2 },
      { unit_clean_price: null, bond_yield: 0.071, quantum: 7, count: 1 },
    ]);
  });

  it('puts the lowest ask first and leaves the other side out', () => {
    expect(quoteDepthLevels(rows, 'ASK').map((level) => level.unit_clean_price)).toEqual([100.1, 100.25]);
  });
});
