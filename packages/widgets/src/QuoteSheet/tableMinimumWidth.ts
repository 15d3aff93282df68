import type { QuoteSheetColumn } from './columns';

/**
 * The action column's track (the Quote button, about 3rem wide, and its padding), in rem: the same as
 * `QuoteSheetTable`'s grid template. Kept tight: in a narrow pane every rem goes to the bond and the firm.
 */
export const actionColumnRem = 3.5;

/** A track with no rem size of its own (a bare `fr`) still needs room for a few characters. */
const fallbackTrackRem = 6;

/**
 * The least width of the table for the shown columns, in rem: the sum of each track's fixed or minimum rem size
 * (`'8rem'`, `'minmax(9rem, 2fr)'`) and the action column. A pane that shows five columns is as wide as
 * five columns need, so it scrolls sideways only when it is narrower than that (a phone), not always.
 */
export function tableMinimumWidthRem(columns: readonly Pick<QuoteSheetColumn, 'width'>[]): number {
  return columns.reduce((total, column) => {
    const size = /(\d+(?:\.\d+)?)rem/.exec(column.width);
    return total + (size === null ? fallbackTrackRem : Number(size[1]));
  }, actionColumnRem);
}
