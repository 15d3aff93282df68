import type { QuoteSheetRow } from './quoteSheetRow';

/** The columns the sheet sorts by. */
export type QuoteSheetSortKey =
  | 'bondName'
  | 'isin'
  | 'maturityDate'
  | 'rating'
  | 'bidYield'
  | 'bidPrice'
  | 'askYield'
  | 'askPrice'
  | 'marketYield'
  | 'marketPrice'
  | 'quantum'
  | 'counterparty'
  | 'firm'
  | 'updatedAt'
  | 'side'
  | 'quoteYield'
  | 'quotePrice'
  | 'firmness';

export interface QuoteSheetSort {
  key: QuoteSheetSortKey;
  direction: 'ascending' | 'descending';
}

/** Nulls sort last in both directions: an empty bid is never the 'best' one. */
function compareValues(left: string | number | null, right: string | number | null): number {
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left).localeCompare(String(right), 'en-IN', { numeric: true });
}

/** A row's value for a sort key: the quote's own side, yield and price read whichever side it is on. */
function sortValue(row: QuoteSheetRow, key: QuoteSheetSortKey): string | number | null {
  switch (key) {
    case 'quoteYield':
      return row.side === 'BID' ? row.bidYield : row.askYield;
    case 'quotePrice':
      return row.side === 'BID' ? row.bidPrice : row.askPrice;
    case 'firmness':
      return row.firmness ?? null;
    case 'firm':
      return row.counterparty;
    default: {
      const value = row[key];
      return typeof value === 'boolean' ? null : value;
    }
  }
}

/** Sorts a copy of `rows`; ties keep their order (Array.prototype.sort is stable). */
export function sortRows(rows: readonly QuoteSheetRow[], sort: QuoteSheetSort | null): QuoteSheetRow[] {
  if (sort === null) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const leftValue = sortValue(left, sort.key);
    const rightValue = sortValue(right, sort.key);
    if (leftValue === null || rightValue === null) return compareValues(leftValue, rightValue);
    return sign * compareValues(leftValue, rightValue);
  });
}
