import type { QuoteSheetSortKey } from '@bondkit/widgets/quote-sheet';

/** The quote panes' column sets: what fits a pane of the workspace, and everything. */
export const sheetColumnSets = {
  /**
   * Fits a pane of the two-column workspace at 1440×900 without scrolling sideways: the bond, both sides' yield
   * and price, and the size (who quoted is in the wider sets, and in the by-bond drill-down).
   */
  compact: ['bondName', 'bidYield', 'bidPrice', 'askYield', 'askPrice', 'quantum'],
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
