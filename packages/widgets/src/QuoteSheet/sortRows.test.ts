import { describe, expect, it } from 'vitest';
import { rowFilter } from './filterRows';
import { sortRows } from './sortRows';
import { makeRow } from './test/rowFixtures';

describe('sortRows', () => {
  it('sorts numbers both ways with empty values last', () => {
    const rows = [
      makeRow({ id: 1, askYield: 7.2 }),
      makeRow({ id: 2, askYield: null }),
      makeRow({ id: 3, askYield: 6.9 }),
    ];
    expect(sortRows(rows, { key: 'askYield', direction: 'ascending' }).map((row) => row.id)).toEqual([
      3, 1, 2,
    ]);
    expect(sortRows(rows, { key: 'askYield', direction: 'descending' }).map((row) => row.id)).toEqual([
      1, 3, 2,
    ]);
  });

  it('sorts text naturally', () => {
    const rows = [makeRow({ id: 1, bondName: 'GS 2040' }), makeRow({ id: 2, bondName: 'GS 203' })];
    expect(sortRows(rows, { key: 'bondName', direction: 'ascending' }).map((row) => row.id)).toEqual([2, 1]);
  });
});

describe('rowFilter', () => {
  it('matches the keyword in name, ISIN, rating or counterparty, ignoring case', () => {
    const matches = rowFilter({ keyword: ' acme ' });
    expect(matches(makeRow({ id: 1, counterparty: 'ACME Capital' }))).toBe(true);
    expect(matches(makeRow({ id: 2, counterparty: 'Other', bondName: 'x', isin: 'y', rating: null }))).toBe(
      false,
    );
    expect(rowFilter({ keyword: 'in0020' })(makeRow({ id: 3 }))).toBe(true);
  });

  it('keeps only the given finstrument ids', () => {
    const matches = rowFilter({ finstrumentIds: [10] });
    expect(matches(makeRow({ id: 1, finstrumentId: 10 }))).toBe(true);
    expect(matches(makeRow({ id: 2, finstrumentId: 11 }))).toBe(false);
    expect(rowFilter({ finstrumentIds: [] })(makeRow({ id: 3 }))).toBe(false);
  });
});
