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
  | 'updatedAt';

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

/** Sorts a copy of `rows`; ties keep their order (Array.prototype.sort is stable). */
export function sortRows(rows: readonly QuoteSheetRow[], sort: QuoteSheetSort | null): QuoteSheetRow[] {
  if (sort === null) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const leftValue = left[sort.key];
    const rightValue = right[sort.key];
    if (leftValue === null || rightValue === null) return compareValues(leftValue, rightValue);
    return sign * compareValues(leftValue, rightValue);
  });
}
