import type { QuoteSheetRow } from './quoteSheetRow';

/** The quote sheet's filters (spec section 2): a keyword, finstrument ids and the preferred flag. */
export interface QuoteSheetFilters {
  /** Matches the bond name, ISIN, rating or counterparty (firm), case-insensitively. Default: none. */
  keyword?: string | undefined;
  /** Only these bonds. Default: every bond. */
  finstrumentIds?: readonly number[] | undefined;
  /** Only preferred bonds when true. Default: false (every bond). */
  preferred?: boolean | undefined;
  /** Only the viewer's own firm's quotes when true ("my quotes"). Default: false (every firm's). */
  myQuotes?: boolean | undefined;
}

/** The finstrument type the quote sheet shows (spec section 2: finstrument_type Bond). */
export const quoteSheetFinstrumentType = 'Bond';

/**
 * Returns a predicate for `filters`; the finstrument type is always Bond. Used for rows the server did not
 * filter (the `rows` prop, private runs); the market and RFQ lists send the filters to the server.
 */
export function rowFilter(filters: QuoteSheetFilters = {}): (row: QuoteSheetRow) => boolean {
  const keyword = filters.keyword?.trim().toLowerCase() ?? '';
  const ids = filters.finstrumentIds === undefined ? undefined : new Set(filters.finstrumentIds);
  return (row) =>
    row.finstrumentType === quoteSheetFinstrumentType &&
    (ids === undefined || ids.has(row.finstrumentId)) &&
    (filters.preferred !== true || row.preferred) &&
    (filters.myQuotes !== true || row.mine === true) &&
    (keyword === '' ||
      [row.bondName, row.isin, row.rating, row.counterparty].some(
        (value) => value !== null && value.toLowerCase().includes(keyword),
      ));
}
