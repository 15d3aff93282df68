import './QuotePane.css';
import { useEffect, useId, useRef, useState } from 'react';
import { QuoteSheet } from '@bondkit/widgets/quote-sheet';
import type {
  QuoteSheetRowAction,
  QuoteSheetRowActionDetails,
  QuoteSheetRow,
} from '@bondkit/widgets/quote-sheet';
import { useAppServices } from '../../app/AppServices';
import { readQuotePaneSettings, writeQuotePaneSettings } from './quotePaneSettings';
import type { QuotePaneName, QuotePaneSettings } from './quotePaneSettings';
import { ChatRunsList } from './runs/ChatRunsList';
import { ShareQuoteInChat } from './ShareQuoteInChat';
import { sheetColumnSets } from './sheetColumns';
import type { SheetColumnSet } from './sheetColumns';

const runOfPane = { 'Private Runs': 'private', 'Public Runs': 'public', 'RFQ Quotes': 'rfq' } as const;

/**
 * One quote pane: its own column set and "my quotes" filter (remembered per pane on this device), the Public
 * Runs pane's quotes / by-bond toggle, the Private Runs pane's sharing of a quote in a chat, and the live sheet
 * filtered by the workspace's search.
 */
export function QuotePane({
  pane,
  keyword,
  tradeRestrictionText,
  onRowAction,
  rowHeight,
}: {
  pane: QuotePaneName;
  /** The workspace's search, applied to every quote pane. */
  keyword: string;
  tradeRestrictionText: string;
  /** A key or the row's button acted on a row: the page opens its ticket anchored to the row. */
  onRowAction: (row: QuoteSheetRow, action: QuoteSheetRowAction, details: QuoteSheetRowActionDetails) => void;
  /** Row height from the workspace density: 30 px comfortable, 26 px compact. */
  rowHeight: number;
}) {
  // The sheet fills its panel: its height follows the panel's as the user resizes or docks it.
  const sheetArea = useRef<HTMLDivElement | null>(null);
  const [height, setHeight] = useState(320);
  useEffect(() => {
    const element = sheetArea.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.height ?? 0);
      if (next > 80) setHeight((current) => (current === next ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { storage } = useAppServices();
  const [settings, setSettings] = useState<QuotePaneSettings>(() => readQuotePaneSettings(storage, pane));
  const [sharing, setSharing] = useState(false);
  const idBase = useId();
  const run = runOfPane[pane];
  const change = (next: Partial<QuotePaneSettings>) =>
    setSettings((current) => {
      const merged = { ...current, ...next };
      writeQuotePaneSettings(storage, pane, merged);
      return merged;
    });

  return (
    <>
      <div className="app-pane__tools">
        <label className="app-pane__tool" htmlFor={`${idBase}-columns`}>
          Columns
        </label>
        <select
          id={`${idBase}-columns`}
          value={settings.columns}
          onChange={(event) => change({ columns: event.target.value as SheetColumnSet })}
        >
          <option value="compact">Prices</option>
          <option value="market">With market level</option>
          <option value="full">All</option>
        </select>
        <label className="app-pane__tool">
          <input
            type="checkbox"
            checked={settings.myQuotes}
            onChange={(event) => change({ myQuotes: event.target.checked })}
          />{' '}
          My quotes
        </label>
        {run === 'private' ? (
          <button
            type="button"
            className="app-button"
            aria-expanded={sharing}
            onClick={() => setSharing((open) => !open)}
          >
            Share a quote in a chat
          </button>
        ) : null}
      </div>
      {sharing && run === 'private' ? <ShareQuoteInChat onShared={() => setSharing(false)} /> : null}
      {run === 'private' ? <ChatRunsList /> : null}
      <div className="app-pane__sheet" ref={sheetArea}>
        <QuoteSheet
          run={run}
          height={height - 2}
          rowHeight={rowHeight}
          columns={sheetColumnSets[settings.columns]}
          filters={{ keyword, myQuotes: settings.myQuotes }}
          hasTradeAccess
          tradeRestrictionText={tradeRestrictionText}
          showViewToggle={run === 'public'}
          view={run === 'public' ? settings.view : 'quotes'}
          onViewChange={(view) => change({ view })}
          onRowAction={onRowAction}
        />
      </div>
    </>
  );
}
