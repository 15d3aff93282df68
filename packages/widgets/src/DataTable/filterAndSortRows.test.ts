import { describe, expect, it } from 'vitest';
import { filterAndSortRows } from './filterAndSortRows';
import { bondColumns } from './test/bondRows';
import type { BondRow } from './test/bondRows';

const rows: BondRow[] = [
  { id: 'a', name: 'REC 2030', quantity: 500_000, price: 99.5, maturity: '2030-05-01' },
  { id: 'b', name: 'gs 2033', quantity: 100_000, price: null, maturity: '2033-01-15' },
  { id: 'c', name: 'NABARD 2029', quantity: 100_000, price: 101.25, maturity: '2029-11-30' },
  { id: 'd', name: 'GS 2027', quantity: 2_500_000, price: 98, maturity: '2027-06-10' },
];
const ids = (result: BondRow[]) => result.map((row) => row.id);

describe('filterAndSortRows', () => {
  it('applies every operator of the spec', () => {
    const by = (
      columnId: string,
      operator: Parameters<typeof filterAndSortRows>[2][number]['operator'],
      value: string | number,
    ) => ids(filterAndSortRows(rows, bondColumns, [{ columnId, operator, value }], []));
    expect(by('quantity', 'equals', 100_000)).toEqual(['b', 'c']);
    expect(by('quantity', 'lt', 500_000)).toEqual(['b', 'c']);
    expect(by('quantity', 'lte', 500_000)).toEqual(['a', 'b', 'c']);
    expect(by('quantity', 'gt', 500_000)).toEqual(['d']);
    expect(by('quantity', 'gte', 500_000)).toEqual(['a', 'd']);
    expect(by('maturity', 'dateIs', '2030-05-01')).toEqual(['a']);
    expect(by('maturity', 'dateAfter', '2030-05-01')).toEqual(['b']);
    expect(by('maturity', 'dateBefore', '2030-05-01')).toEqual(['c', 'd']);
    expect(by('name', 'equals', 'gs 2027')).toEqual(['d']);
    // An empty cell never matches a comparison.
    expect(by('price', 'lt', 1000)).toEqual(['a', 'c', 'd']);
  });

  it('combines filters (all must pass)', () => {
    const result = filterAndSortRows(
      rows,
      bondColumns,
      [
        { columnId: 'quantity', operator: 'lte', value: 500_000 },
        { columnId: 'maturity', operator: 'dateAfter', value: '2029-12-31' },
      ],
      [],
    );
    expect(ids(result)).toEqual(['a', 'b']);
  });

  it('sorts text case-insensitively, numbers numerically, empty values last in both directions', () => {
    expect(
      ids(filterAndSortRows(rows, bondColumns, [], [{ columnId: 'name', direction: 'ascending' }])),
    ).toEqual(['d', 'b', 'c', 'a']);
    expect(
      ids(filterAndSortRows(rows, bondColumns, [], [{ columnId: 'price', direction: 'ascending' }])),
    ).toEqual(['d', 'a', 'c', 'b']);
    expect(
      ids(filterAndSortRows(rows, bondColumns, [], [{ columnId: 'price', direction: 'descending' }])),
    ).toEqual(['c', 'a', 'd', 'b']);
  });

  it('sorts by a second column among ties and keeps the incoming order otherwise (stable)', () => {
    const sorted = filterAndSortRows(
      rows,
      bondColumns,
      [],
      [
        { columnId: 'quantity', direction: 'ascending' },
        { columnId: 'maturity', direction: 'ascending' },
      ],
    );
    expect(ids(sorted)).toEqual(['c', 'b', 'a', 'd']);
    const stable = filterAndSortRows(
      rows,
      bondColumns,
      [],
      [{ columnId: 'quantity', direction: 'ascending' }],
    );
    expect(ids(stable)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('ignores filters and sorts on unknown columns', () => {
    const result = filterAndSortRows(
      rows,
      bondColumns,
      [{ columnId: 'nope', operator: 'equals', value: 1 }],
      [{ columnId: 'nope', direction: 'ascending' }],
    );
    expect(ids(result)).toEqual(['a', 'b', 'c', 'd']);
  });
});
