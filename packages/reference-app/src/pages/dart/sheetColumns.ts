import type { QuoteSheetSortKey } from '@bondkit/widgets/quote-sheet';

/** The quote panes' column sets: what fits a pane of the workspace, and everything. */
export const sheetColumnSets = {
  /**
   * Fits a panel of the Trading layout at 1440×900 without scrolling sideways: the bond, the quote's side, yield
   * and price (one row is one side), the size, whether the price is firm and the quoting firm (abbreviated,
   * 'Konark T.': its full name the cell's tooltip and accessible text).
   */
  compact: ['bondName', 'side', 'quoteYield', 'quotePrice', 'quantum', 'firmness', 'firm'],
  /** Adds the market level and the time. */
  market: [
    'bondName',
    'bidYield',
    'bidPrice',
    'askYield',
    'askPrice',
    'quantum',
    'marketYield',
    'marketPrice',
    'counterparty',
    'updatedAt',
  ],
  /** Every column of the sheet. */
  full: [
    'bondName',
    'isin',
    'maturityDate',
    'rating',
    'bidYield',
    'bidPrice',
    'askYield',
    'askPrice',
    'quantum',
    'marketYield',
    'marketPrice',
    'counterparty',
    'updatedAt',
  ],
} as const satisfies Record<string, readonly QuoteSheetSortKey[]>;

export type SheetColumnSet = keyof typeof sheetColumnSets;

const storageKey = 'bondkit.dart.columns';

/** The column set chosen on this device; 'compact' when none was chosen or the stored value is unknown. */
export function readSheetColumnSet(storage: Pick<Storage, 'getItem'> | null): SheetColumnSet {
  const stored = storage?.getItem(storageKey) ?? null;
  return stored !== null && stored in sheetColumnSets ? (stored as SheetColumnSet) : 'compact';
}
