import type { QuoteSheetView } from '@bondkit/widgets/quote-sheet';
import { readSheetColumnSet, sheetColumnSets } from './sheetColumns';
import type { SheetColumnSet } from './sheetColumns';

/** The quote panes of the workspace. */
const quotePaneNames = ['Private Runs', 'Public Runs', 'RFQ Quotes'] as const;
export type QuotePaneName = (typeof quotePaneNames)[number];

/** Whether a pane of the workspace is a quote pane (the others hold chat, tickets, the network). */
export function isQuotePane(name: string): name is QuotePaneName {
  return (quotePaneNames as readonly string[]).includes(name);
}

/** How one quote pane shows its sheet, remembered on this device per pane. */
export interface QuotePaneSettings {
  columns: SheetColumnSet;
  /** One row per quote, or one per bond (the Public Runs pane offers the toggle). */
  view: QuoteSheetView;
  /** Only the firm's own quotes. */
  myQuotes: boolean;
}

const storageKeyOf = (pane: QuotePaneName) => `bondkit.dart.sheet.${pane.toLowerCase().replace(/\s+/g, '-')}`;

/**
 * A pane's remembered settings. Missing or unreadable ones fall back field by field: the columns to the one
 * set every pane shared before panes had their own (so nobody's choice is lost), quotes, every firm's.
 */
export function readQuotePaneSettings(
  storage: Pick<Storage, 'getItem'> | null,
  pane: QuotePaneName,
): QuotePaneSettings {
  const fallback: QuotePaneSettings = {
    columns: readSheetColumnSet(storage),
    view: 'quotes',
    myQuotes: false,
  };
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage?.getItem(storageKeyOf(pane)) ?? 'null');
  } catch {
    stored = null;
  }
  if (typeof stored !== 'object' || stored === null) return fallback;
  const value = stored as Record<string, unknown>;
  return {
    columns:
      typeof value.columns === 'string' && value.columns in sheetColumnSets
        ? (value.columns as SheetColumnSet)
        : fallback.columns,
    view: value.view === 'consolidated' ? 'consolidated' : 'quotes',
    myQuotes: value.myQuotes === true,
  };
}

/** Remembers a pane's settings on this device. */
export function writeQuotePaneSettings(
  storage: Pick<Storage, 'setItem'> | null,
  pane: QuotePaneName,
  settings: QuotePaneSettings,
): void {
  storage?.setItem(storageKeyOf(pane), JSON.stringify(settings));
}
