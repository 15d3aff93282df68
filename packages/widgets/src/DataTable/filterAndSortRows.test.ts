import { describe, expect, it } from 'vitest';
import { filterAndSortRows } from './filterAndSortRows';
import type { DataTableCellValue, DataTableColumn } from './dataTableColumn';
import type { DataTableSort } from './dataTableState';
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

  it('orders exactly as a plain comparator sort would, on many columns, directions, cases, blanks and mixed kinds', () => {
    // A reference written the obvious way: compare row by row, column by column, index last.
    type Cell = DataTableCellValue;
    const key = (value: Cell, text: boolean) =>
      value === null || value === undefined || value === ''
        ? null
        : typeof value === 'string'
          ? value.toLowerCase()
          : text
            ? String(value)
            : value;
    const reference = (table: Cell[][], sorts: { column: number; sign: number }[]) => {
      const text = sorts.map(({ column }) => table.some((row) => typeof row[column] === 'string'));
      return table
        .map((_, index) => index)
        .sort((left, right) => {
          for (const [position, { column, sign }] of sorts.entries()) {
            const a = key(table[left]![column], text[position]!);
            const b = key(table[right]![column], text[position]!);
            if (a === b) continue;
            if (a === null) return 1;
            if (b === null) return -1;
            if (a < b) return -sign;
            if (a > b) return sign;
          }
          return left - right;
        });
    };
    let seed = 17;
    const random = (limit: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % limit;
    };
    const words = ['GS', 'gs', 'Rec', 'REC', 'nabard', 'Sidbi', ''];
    const cell = (kind: number): Cell => {
      if (random(8) === 0) return random(2) === 0 ? null : undefined;
      if (kind === 0) return words[random(words.length)];
      if (kind === 1) return random(6) - 2;
      return random(3) === 0 ? words[random(3)] : random(4);
    };
    const columns: DataTableColumn<Cell[]>[] = [0, 1, 2].map((column) => ({
      id: `c${column}`,
      header: `C${column}`,
      value: (row) => row[column],
    }));
    for (let round = 0; round < 40; round += 1) {
      const table = Array.from({ length: 60 + random(60) }, () => [cell(0), cell(1), cell(2)]);
      const sorts = Array.from({ length: 1 + random(3) }, () => ({
        column: random(3),
        sign: random(2) === 0 ? 1 : -1,
      }));
      const sorting: DataTableSort[] = sorts.map(({ column, sign }) => ({
        columnId: `c${column}`,
        direction: sign === 1 ? 'ascending' : 'descending',
      }));
      const sorted = filterAndSortRows(table, columns, [], sorting);
      expect(
        sorted.map((row) => table.indexOf(row)),
        JSON.stringify(sorting),
      ).toEqual(reference(table, sorts));
    }
  });
});
