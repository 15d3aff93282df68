import { describe, expect, it } from 'vitest';
import { quoteSheetColumns } from './columns';
import { tableMinimumWidthRem } from './tableMinimumWidth';

describe('tableMinimumWidthRem', () => {
  it('adds the fixed and minimum rem sizes of the shown tracks and the action column', () => {
    expect(
      tableMinimumWidthRem([{ width: 'minmax(9rem, 2fr)' }, { width: '5.5rem' }, { width: '6rem' }]),
    ).toBe(24.5);
  });

  it('gives a track without a rem size a few characters of room', () => {
    expect(tableMinimumWidthRem([{ width: '1fr' }])).toBe(10);
  });

  it('is the action column alone for no columns, and grows with the columns shown', () => {
    expect(tableMinimumWidthRem([])).toBe(4);
    const prices = quoteSheetColumns.filter((column) =>
      ['bondName', 'bidYield', 'bidPrice', 'askYield', 'askPrice'].includes(column.key),
    );
    expect(tableMinimumWidthRem(prices)).toBeLessThan(tableMinimumWidthRem(quoteSheetColumns));
  });
});
