/** How the sheet shows its quotes: one row per quote, or one row per bond with a drill-down to its quotes. */
export type QuoteSheetView = 'quotes' | 'consolidated';

/** Why the view changed (Downshift-style details for `onViewChange`). */
export interface QuoteSheetViewChangeDetails {
  /** The user chose it in the sheet's own toggle (by click or arrow key). */
  reason: 'toggle';
}

/** The labels of the sheet's view toggle. */
export const quoteSheetViewOptions = [
  { value: 'quotes', label: 'Quotes' },
  { value: 'consolidated', label: 'By bond' },
] as const satisfies readonly [
  { value: QuoteSheetView; label: string },
  { value: QuoteSheetView; label: string },
];
