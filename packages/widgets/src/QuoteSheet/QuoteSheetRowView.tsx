import { memo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { QuoteSheetColumn } from './columns';
import type { QuoteSheetRow } from './quoteSheetRow';
import type { QuoteSheetRowState } from './quoteSheetStore';
import type { QuoteSheetRowAction, QuoteSheetRowActionDetails } from './useQuoteSheetKeyboard';
import { firmnessLabels } from './columns';

/** What a `renderRow` slot receives. */
export interface QuoteSheetRowRenderProps {
  row: QuoteSheetRow;
  /** The row's position among the visible rows, from 0. */
  index: number;
  /** The sheet's own cells for this row (one `role="cell"` element per column, and the action cell). */
  cells: ReactNode;
  /** The columns in display order. */
  columns: readonly QuoteSheetColumn[];
}

/** Replaces a row's cells; the sheet keeps the positioned `role="row"` element around what it returns. */
export type QuoteSheetRenderRow = (props: QuoteSheetRowRenderProps) => ReactNode;

interface QuoteSheetRowViewProps {
  state: QuoteSheetRowState;
  index: number;
  /** Offset from the top of the body, in px. */
  offset: number;
  columns: readonly QuoteSheetColumn[];
  onQuote: ((row: QuoteSheetRow) => void) | undefined;
  onRowAction:
    | ((row: QuoteSheetRow, action: QuoteSheetRowAction, details: QuoteSheetRowActionDetails) => void)
    | undefined;
  rowElement: (id: number) => HTMLElement | null;
  /** The row's element id. */
  domId: string;
  /** The keyboard's active row: outlined, and what H / L / C / Enter act on. */
  active: boolean;
  rowHeight: number;
  renderRow: QuoteSheetRenderRow | undefined;
  /** Changes older than this many ms do not flash (a row scrolled into view shows no stale flash). */
  flashDurationMs: number;
  now: () => number;
}

const sideLabel = { BID: 'bid', ASK: 'ask' } as const;

/** The cell's text; a shorter form shown, when the column has one that differs, with the whole text read out. */
function cellContent(column: QuoteSheetColumn, row: QuoteSheetRow): ReactNode {
  const text = column.format(row);
  const shown = column.short?.(row);
  if (shown === undefined || shown === text) return text;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="bk-visually-hidden">{text}</span>
    </>
  );
}

/**
 * One row. Memoised on its state object, which the store replaces only when the row changes, so a frame of
 * price updates re-renders only the visible rows that moved.
 */
export const QuoteSheetRowView = memo(function QuoteSheetRowView({
  state,
  index,
  offset,
  columns,
  onQuote,
  onRowAction,
  rowElement,
  domId,
  active,
  rowHeight,
  renderRow,
  flashDurationMs,
  now,
}: QuoteSheetRowViewProps) {
  const { row, flashes } = state;
  const renderedAt = now();
  const cells = (
    <>
      {columns.map((column) => {
        const flash = column.live === null ? undefined : flashes[column.live];
        const flashing = flash !== undefined && renderedAt - flash.at < flashDurationMs;
        return (
          <div
            key={column.key}
            role="cell"
            className="bk-quote-sheet__cell"
            data-column={column.key}
            data-numeric={column.numeric || undefined}
            title={column.describe?.(row)}
          >
            {/* A new key per change remounts the span, which restarts the CSS flash animation. */}
            <span
              key={flash?.sequence ?? 0}
              className="bk-quote-sheet__value"
              data-flash={flashing ? flash.direction : undefined}
            >
              {cellContent(column, row)}
            </span>
          </div>
        );
      })}
      <div role="cell" className="bk-quote-sheet__cell bk-quote-sheet__action">
        {onQuote === undefined && onRowAction === undefined ? null : (
          <button
            type="button"
            className="bk-quote-sheet__quote-button"
            aria-label={`Quote against ${row.bondName} ${sideLabel[row.side]}${row.firmness ? `, ${firmnessLabels[row.firmness]?.toLowerCase()}` : ''}`}
            onClick={() => {
              if (onRowAction !== undefined)
                onRowAction(row, 'open', { reason: 'click', element: rowElement(row.id) });
              else onQuote?.(row);
            }}
          >
            Quote
          </button>
        )}
      </div>
    </>
  );
  const style: CSSProperties = {
    transform: `translateY(${offset}px)`,
    height: rowHeight,
    lineHeight: `${rowHeight - 1}px`,
  };
  return (
    <div
      id={domId}
      data-active={active || undefined}
      // Focusable by the sheet's keyboard (roving focus), never a tab stop of its own.
      tabIndex={-1}
      data-firmness={row.firmness}
      role="row"
      aria-rowindex={index + 2}
      className="bk-quote-sheet__row"
      data-side={row.side}
      data-row-id={row.id}
      style={style}
    >
      {renderRow === undefined ? cells : renderRow({ row, index, cells, columns })}
    </div>
  );
});
