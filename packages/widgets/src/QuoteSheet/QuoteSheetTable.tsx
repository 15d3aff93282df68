import { useCallback, useId, useRef, useSyncExternalStore } from 'react';
import type { CSSProperties } from 'react';
import type { QuoteSheetColumn } from './columns';
import type { QuoteSheetRow } from './quoteSheetRow';
import { QuoteSheetRowView } from './QuoteSheetRowView';
import type { QuoteSheetRenderRow } from './QuoteSheetRowView';
import type { QuoteSheetStore } from './quoteSheetStore';
import type { QuoteSheetSort, QuoteSheetSortKey } from './sortRows';
import { actionColumnRem, tableMinimumWidthRem } from './tableMinimumWidth';
import { useFixedRowWindow } from '../virtualRows/useFixedRowWindow';
import { useQuoteSheetKeyboard } from './useQuoteSheetKeyboard';
import type { QuoteSheetRowAction, QuoteSheetRowActionDetails } from './useQuoteSheetKeyboard';

export interface QuoteSheetTableProps {
  store: QuoteSheetStore;
  columns: readonly QuoteSheetColumn[];
  /** The table's accessible name. */
  label: string;
  sort: QuoteSheetSort | null;
  onSortChange: (sort: QuoteSheetSort) => void;
  onQuote: ((row: QuoteSheetRow) => void) | undefined;
  onRowAction:
    | ((row: QuoteSheetRow, action: QuoteSheetRowAction, details: QuoteSheetRowActionDetails) => void)
    | undefined;
  renderRow: QuoteSheetRenderRow | undefined;
  /** Height of the scrolling area, in px. */
  height: number;
  /** Height of every row, in px (fixed, so nothing is measured while the market moves). */
  rowHeight: number;
  flashDurationMs: number;
  now: () => number;
}

/** The header row's height in px; the rows start below it. */
const headerHeight = 36;

function nextSort(current: QuoteSheetSort | null, key: QuoteSheetSortKey): QuoteSheetSort {
  if (current?.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: 'ascending' };
}

/**
 * The virtualised table: one scrolling element holding a sticky header row and only the rows in view
 * (about 20 of 10,000), positioned by `useFixedRowWindow`. ARIA table roles with `aria-rowcount` and
 * `aria-rowindex`, so a screen reader knows where it is although most rows are not in the DOM.
 */
export function QuoteSheetTable({
  store,
  columns,
  label,
  sort,
  onSortChange,
  onQuote,
  onRowAction,
  renderRow,
  height,
  rowHeight,
  flashDurationMs,
  now,
}: QuoteSheetTableProps) {
  const idPrefix = useId();
  const rows = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const scrollElement = useRef<HTMLDivElement | null>(null);
  const rowWindow = useFixedRowWindow({
    scrollElement,
    count: rows.length,
    rowHeight,
    overscan: 6,
    offsetTop: headerHeight,
    fallbackHeight: height,
  });
  const rowElement = useCallback(
    (id: number) => scrollElement.current?.querySelector<HTMLElement>(`[data-row-id="${id}"]`) ?? null,
    [],
  );
  const keyboard = useQuoteSheetKeyboard({
    rows,
    onRowAction,
    scrollToIndex: rowWindow.scrollToIndex,
    rowElement,
    renderedRange: `${rowWindow.start}:${rowWindow.end}`,
  });
  const rowDomId = (id: number) => `${idPrefix}-row-${id}`;
  // Keys act on the rows when the table or a row has focus.
  const rowsInWindow = rows.slice(rowWindow.start, rowWindow.end);
  const gridTemplate = `${columns.map((column) => column.width).join(' ')} ${actionColumnRem}rem`;
  // As wide as the shown columns need: a narrow column set fits a pane without scrolling sideways.
  const tableStyle: CSSProperties = { minWidth: `${tableMinimumWidthRem(columns)}rem` };
  const style = { height, '--bk-quote-sheet-columns': gridTemplate } as CSSProperties;

  return (
    // The table scrolls itself and is focusable, so keyboard users can scroll a sheet without row buttons.
    <div
      ref={scrollElement}
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      className="bk-quote-sheet__scroller"
      style={style}
      tabIndex={0}
      onKeyDown={keyboard.onKeyDown}
      onFocus={keyboard.onFocus}
    >
      <div className="bk-quote-sheet__table" style={tableStyle}>
        <div role="rowgroup" className="bk-quote-sheet__head">
          <div
            role="row"
            aria-rowindex={1}
            className="bk-quote-sheet__row bk-quote-sheet__header-row"
            style={{ height: headerHeight }}
          >
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.direction : undefined;
              return (
                <div
                  key={column.key}
                  role="columnheader"
                  aria-sort={sorted ?? 'none'}
                  className="bk-quote-sheet__header"
                  data-column={column.key}
                  data-numeric={column.numeric || undefined}
                >
                  <button
                    type="button"
                    className="bk-quote-sheet__sort-button"
                    onClick={() => onSortChange(nextSort(sort, column.key))}
                  >
                    {column.label}
                    {sorted === undefined ? null : (
                      <span aria-hidden="true" className="bk-quote-sheet__sort-indicator">
                        {sorted === 'ascending' ? '\u25B2' : '\u25BC'}
                      </span>
                    )}
                  </button>
                </div>
              );
            })}
            <div role="columnheader" className="bk-quote-sheet__header">
              <span className="bk-visually-hidden">Actions</span>
            </div>
          </div>
        </div>
        <div role="rowgroup" className="bk-quote-sheet__body" style={{ height: rowWindow.totalHeight }}>
          {rowsInWindow.map((state, windowIndex) => {
            const index = rowWindow.start + windowIndex;
            return (
              <QuoteSheetRowView
                key={state.row.id}
                state={state}
                index={index}
                offset={index * rowHeight}
                columns={columns}
                onQuote={onQuote}
                onRowAction={onRowAction}
                rowElement={rowElement}
                domId={rowDomId(state.row.id)}
                active={keyboard.activeId === state.row.id}
                rowHeight={rowHeight}
                renderRow={renderRow}
                flashDurationMs={flashDurationMs}
                now={now}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
