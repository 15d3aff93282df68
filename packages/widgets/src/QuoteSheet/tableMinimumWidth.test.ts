import { describe, expect, it } from 'vitest';
import { quoteSheetColumns } from './columns';
import { tableMinimumWidthRem } from './tableMinimumWidth';

describe('tableMinimumWidthRem', () => {
  it('adds the fixed and minimum rem sizes of the shown tracks and the action column', () => {
    expect(
      tableMinimumWidthRem([{ width: 'minmax(9rem, 2fr)' }, { width: '5.5rem' }, { width: '6rem' }]),
    ).toBe(24);
  });

  it('gives a track without a rem size a few characters of room', () => {
    expect(tableMinimumWidthRem([{ width: '1fr' }])).toBe(9.5);
  });

  it('is the action column alone for no columns, and grows with the columns shown', () => {
    expect(tableMinimumWidthRem([])).toBe(3.5);
    const prices = quoteSheetColumns.filter((column) =>
      ['bondName', 'bidYield', 'bidPrice', 'askYield', 'askPrice'].includes(column.key),
    );
    expect(tableMinimumWidthRem(prices)).toBeLessThan(tableMinimumWidthRem(quoteSheetColumns));
  });

  it("fits a narrow pane's one-side columns with the firm in a quote pane of the Trading layout at 1440 (546 px, measured in Chromium)", () => {
    const narrow = ['bondName', 'side', 'quoteYield', 'quotePrice', 'quantum', 'firmness', 'firm'].map(
      (key) => quoteSheetColumns.find((column) => column.key === key)!,
    );
    expect(tableMinimumWidthRem(narrow)).toBeLessThanOrEqual(546 / 16);
  });
});
