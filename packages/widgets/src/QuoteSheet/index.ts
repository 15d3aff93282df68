// @bondkit/widgets/quote-sheet: the market quote table on its own.
export { QuoteSheet } from './QuoteSheet';
export type { QuoteSheetProps } from './QuoteSheet';
export type { QuoteSheetRow, QuoteSheetPatch, LiveField } from './quoteSheetRow';
export type { QuoteSheetFilters } from './filterRows';
export type { QuoteSheetSort, QuoteSheetSortKey } from './sortRows';
export type { QuoteSheetRun } from './quoteSheetRuns';
export type { QuoteSheetRenderRow, QuoteSheetRowRenderProps } from './QuoteSheetRowView';
export type { QuoteSheetColumn } from './columns';
export { quoteSheetColumns, quoteSheetDefaultColumns } from './columns';
export type { FrameScheduler } from './frameBatcher';
export { rowFromQuote } from './rowFromQuote';
export type { MarketQuote } from './rowFromQuote';
export type { QuoteSheetView, QuoteSheetViewChangeDetails } from './quoteSheetView';
export { consolidateRows } from './consolidateRows';
export type { ConsolidatedBondRow } from './consolidateRows';
export { quoteSheetShortcuts, useQuoteSheetKeyboard } from './useQuoteSheetKeyboard';
export type { QuoteSheetRowAction, QuoteSheetRowActionDetails } from './useQuoteSheetKeyboard';
export { firmnessLabels } from './columns';
