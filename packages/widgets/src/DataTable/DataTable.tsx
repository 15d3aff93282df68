import { useEffect, useMemo, useRef, useState } from 'react';
import { useFixedRowWindow } from '../virtualRows/useFixedRowWindow';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { Spinner } from '../primitives/Spinner/Spinner';
import { appearanceStyle, themeClassName } from '../theme/appearance';
import type { Appearance } from '../theme/appearance';
import { classNames } from '../theme/classNames';
import type { DataTableCellValue, DataTableColumn } from './dataTableColumn';
import { DataTableColumnsMenu } from './DataTableColumnsMenu';
import { DataTableFilterBar } from './DataTableFilterBar';
import { DataTablePagination } from './DataTablePagination';
import { defaultDataTableQuery } from './dataTableState';
import type { DataTableQuery, DataTableQueryChangeReason, DataTableSort } from './dataTableState';
import { saveBlob } from './saveBlob';
import { exportMatrix, rowsToCsv } from './exportRows';
import { filterAndSortRowIndices } from './filterAndSortRows';
import { readColumnLayout, writeColumnLayout } from './persistedColumnLayout';
import type { DataTableColumnLayout, DataTableLayoutStorage } from './persistedColumnLayout';
import { useControllableState } from './useControllableState';
import { genericErrorMessage } from '@bondkit/core';

/** Loading, failed or ready: the data status, kept apart from what the rows are. */
export type DataTableStatus = 'loading' | 'error' | 'success';

export interface DataTableProps<Row> {
  /** The columns, in their default order. */
  columns: readonly DataTableColumn<Row>[];
  /** Client mode: every row. Server mode: the rows of the current page. */
  rows: readonly Row[];
  /** A stable id per row (selection and keyboard focus follow it). */
  getRowId: (row: Row) => string;
  /** The table's accessible name (required: a grid without one is unusable with a screen reader). */
  label: string;
  /**
   * 'client': the table filters and sorts `rows` itself and shows them all, virtualised. 'server': `rows`
   * is one page; the caller loads the page for each `query` (`page`, `page_size`, sorting, filters) and
   * passes `rowCount`. Default 'client'.
   */
  mode?: 'client' | 'server';
  /** Server mode: how many rows match the query in all. Default: `rows.length`. */
  rowCount?: number;
  /** Default 'success'. 'loading' shows a spinner over the rows; 'error' shows `errorText` and Retry. */
  status?: DataTableStatus;
  /** What a failed load says. Default 'Something went wrong, Please try again.' (the spec's words). */
  errorText?: string;
  /** Adds a Retry button to the error state. */
  onRetry?: () => void;
  /** What an empty table says. Default 'No records found.' */
  emptyText?: string;
  /** The query when controlled. */
  query?: DataTableQuery;
  /** The initial query when uncontrolled. Default: page 1 of 20, no sort, no filter. */
  defaultQuery?: DataTableQuery;
  /** Called on every sort, filter, page or page-size change (server mode loads the page for it). */
  onQueryChange?: (query: DataTableQuery, details: { reason: DataTableQueryChangeReason }) => void;
  /** Page sizes offered in server mode. Default [10, 20, 50, 100]. */
  pageSizeOptions?: readonly number[];
  /** Column visibility and order when controlled. */
  columnLayout?: DataTableColumnLayout;
  /** Initial visibility and order when uncontrolled (a saved layout under `persistKey` wins). Default: all, as declared. */
  defaultColumnLayout?: DataTableColumnLayout;
  /** Called when the user shows, hides or moves a column. */
  onColumnLayoutChange?: (layout: DataTableColumnLayout, details: { reason: 'columnsMenu' }) => void;
  /** Remembers the column layout under this key (uncontrolled layout only). Default: not remembered. */
  persistKey?: string;
  /** Where the layout is remembered. Default `window.localStorage`. */
  layoutStorage?: DataTableLayoutStorage;
  /** Adds a checkbox per row and a select-all. Default false. */
  selectable?: boolean;
  /** Selected row ids when controlled. */
  selectedRowIds?: readonly string[];
  /** Initially selected row ids when uncontrolled. Default none. */
  defaultSelectedRowIds?: readonly string[];
  /** Called when the selection changes. */
  onSelectedRowIdsChange?: (
    ids: readonly string[],
    details: { reason: 'checkbox' | 'keyboard' | 'selectAll' },
  ) => void;
  /** Called with a row on Enter or double click (open a detail drawer). Default: none. */
  onRowActivate?: (row: Row) => void;
  /** Render slot: the last cell of each row (actions). Default: no actions column. */
  renderRowActions?: (row: Row) => ReactNode;
  /**
   * The actions column's width as a CSS grid track: wide enough for the buttons `renderRowActions` draws, which
   * are clipped otherwise, as every row is its own grid. Default 'minmax(8rem, auto)'.
   */
  actionsColumnWidth?: string;
  /** Shows CSV and XLSX export of the filtered rows (visible columns, in order). Default true. */
  exportable?: boolean;
  /** File name without extension. Default: the label. */
  exportFileName?: string;
  /**
   * Server mode: loads every row matching the query for export (else only the current page exports).
   * Default: none.
   */
  loadRowsForExport?: (query: DataTableQuery) => Promise<readonly Row[]>;
  /** Shows the filter bar. Default true. */
  filterable?: boolean;
  /** Height of the scrolling rows area, in px. Default 480. */
  height?: number;
  /** Height of a row, in px (fixed, so rows are not measured). Default 40. */
  rowHeight?: number;
  /** Toolbar content after the built-in controls (a page's own buttons). */
  toolbar?: ReactNode;
  /** Theme of this table. Default: inherited from the page. */
  appearance?: Appearance;
  /** Class on the root element. */
  className?: string;
  /** Style on the root element. */
  style?: CSSProperties;
}

const headerHeight = 40;
const selectionColumnId = '__select';
const defaultPageSizes = [10, 20, 50, 100] as const;
const emptyIds: readonly string[] = [];

function nextSorting(
  sorting: readonly DataTableSort[],
  columnId: string,
  additive: boolean,
): DataTableSort[] {
  const current = sorting.find((sort) => sort.columnId === columnId);
  // ascending → descending → none, as most data tables cycle.
  const replacement: DataTableSort | null =
    current === undefined
      ? { columnId, direction: 'ascending' }
      : current.direction === 'ascending'
        ? { columnId, direction: 'descending' }
        : null;
  const others = additive ? sorting.filter((sort) => sort.columnId !== columnId) : [];
  return replacement === null ? others : [...others, replacement];
}

function cellText(value: DataTableCellValue): string {
  return value === null || value === undefined || value === '' ? '-' : String(value);
}

function orderedColumns<Row>(
  columns: readonly DataTableColumn<Row>[],
  order: readonly string[],
): DataTableColumn<Row>[] {
  const position = new Map(order.map((id, index) => [id, index]));
  return [...columns].sort(
    (left, right) =>
      (position.get(left.id) ?? order.length + columns.indexOf(left)) -
      (position.get(right.id) ?? order.length + columns.indexOf(right)),
  );
}

/**
 * A data table (sorting, filters, column visibility and order, selection, pagination) rendered with the
 * `--bk-*` theme and windowed rows (only the rows in view are in the DOM). Server mode pages with the
 * server's `page`/`page_size`; client mode filters and sorts every row itself. Filters use exactly the
 * spec's operators. The grid is keyboard navigable: arrows, Home/End and Page Up/Down move between rows,
 * Space selects, Enter activates.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  label,
  mode = 'client',
  rowCount,
  status = 'success',
  errorText = genericErrorMessage,
  onRetry,
  emptyText = 'No records found.',
  query: controlledQuery,
  defaultQuery = defaultDataTableQuery,
  onQueryChange,
  pageSizeOptions = defaultPageSizes,
  columnLayout: controlledLayout,
  defaultColumnLayout,
  onColumnLayoutChange,
  persistKey,
  layoutStorage,
  selectable = false,
  selectedRowIds: controlledSelection,
  defaultSelectedRowIds = emptyIds,
  onSelectedRowIdsChange,
  onRowActivate,
  renderRowActions,
  actionsColumnWidth = 'minmax(8rem, auto)',
  exportable = true,
  exportFileName,
  loadRowsForExport,
  filterable = true,
  height = 480,
  rowHeight = 40,
  toolbar,
  appearance,
  className,
  style,
}: DataTableProps<Row>) {
  const [query, setQuery] = useControllableState(controlledQuery, defaultQuery, onQueryChange);
  const [initialLayout] = useState<DataTableColumnLayout>(
    () =>
      (persistKey === undefined ? undefined : readColumnLayout(persistKey, layoutStorage)) ??
      defaultColumnLayout ?? { visibility: {}, order: [] },
  );
  const [layout, setLayoutState] = useControllableState(
    controlledLayout,
    initialLayout,
    onColumnLayoutChange,
  );
  const setLayout = (next: DataTableColumnLayout) => {
    setLayoutState(next, { reason: 'columnsMenu' });
    if (persistKey !== undefined && controlledLayout === undefined)
      writeColumnLayout(persistKey, next, layoutStorage);
  };
  const [selection, setSelection] = useControllableState(
    controlledSelection,
    defaultSelectedRowIds,
    onSelectedRowIdsChange,
  );

  const allColumnsInOrder = useMemo(() => orderedColumns(columns, layout.order), [columns, layout.order]);

  // Client mode: filter and sort every row; server mode: the page is already the answer.
  const displayIndices = useMemo(
    () =>
      mode === 'client'
        ? filterAndSortRowIndices(rows, columns, query.filters, query.sorting)
        : rows.map((_, index) => index),
    [mode, rows, columns, query.filters, query.sorting],
  );

  const selectedSet = useMemo(() => new Set(selection), [selection]);
  const toggleRow = (id: string, reason: 'checkbox' | 'keyboard') => {
    setSelection(selectedSet.has(id) ? selection.filter((other) => other !== id) : [...selection, id], {
      reason,
    });
  };
  const displayIds = useMemo(
    () => displayIndices.map((index) => getRowId(rows[index]!)),
    [displayIndices, rows, getRowId],
  );
  const allSelected = displayIds.length > 0 && displayIds.every((id) => selectedSet.has(id));
  const someSelected = !allSelected && displayIds.some((id) => selectedSet.has(id));

  const changeQuery = (next: Partial<DataTableQuery>, reason: DataTableQueryChangeReason) => {
    // A new sort or filter starts again from the first page.
    const page = reason === 'page' ? (next.page ?? query.page) : 1;
    setQuery({ ...query, ...next, page }, { reason });
  };

  const scrollElement = useRef<HTMLDivElement | null>(null);
  const rowWindow = useFixedRowWindow({
    scrollElement,
    count: displayIndices.length,
    rowHeight,
    overscan: 8,
    offsetTop: headerHeight,
    fallbackHeight: height,
  });
  const windowRows = displayIndices.slice(rowWindow.start, rowWindow.end).map((index) => rows[index]!);
  // Only the rows in view are rendered, each with its id (selection and keyboard focus follow it).
  const renderedRows = windowRows.map((row) => ({ id: getRowId(row), original: row }));
  const visibleColumns = allColumnsInOrder.filter((column) => layout.visibility[column.id] !== false);

  const [activeIndex, setActiveIndex] = useState(0);
  const focusRequested = useRef(false);
  const boundedActive = Math.min(activeIndex, Math.max(0, displayIndices.length - 1));
  useEffect(() => {
    if (!focusRequested.current) return;
    const element = scrollElement.current?.querySelector<HTMLElement>(
      `[data-row-position="${boundedActive}"]`,
    );
    if (element) {
      focusRequested.current = false;
      element.focus({ preventScroll: true });
    }
  });
  const moveTo = (index: number) => {
    const bounded = Math.max(0, Math.min(displayIndices.length - 1, index));
    focusRequested.current = true;
    setActiveIndex(bounded);
    rowWindow.scrollToIndex(bounded);
  };
  const onRowKeyDown = (
    event: KeyboardEvent<HTMLDivElement>,
    position: number,
    row: { id: string; original: Row },
  ) => {
    const page = Math.max(1, Math.floor((height - headerHeight) / rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowDown: position + 1,
      ArrowUp: position - 1,
      PageDown: position + page,
      PageUp: position - page,
      Home: 0,
      End: displayIndices.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
      return;
    }
    if (event.target !== event.currentTarget) return;
    if (event.key === ' ' && selectable) {
      event.preventDefault();
      toggleRow(row.id, 'keyboard');
    } else if (event.key === 'Enter' && onRowActivate) {
      event.preventDefault();
      onRowActivate(row.original);
    }
  };

  const [exportError, setExportError] = useState<string | null>(null);
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExportError(null);
    try {
      const source =
        mode === 'server' && loadRowsForExport
          ? await loadRowsForExport(query)
          : displayIndices.map((index) => rows[index]!);
      const name = exportFileName ?? label;
      if (format === 'csv') {
        // A byte-order mark so that Excel reads the file as UTF-8 (₹ and names with accents survive).
        saveBlob(
          new Blob([`\uFEFF${rowsToCsv(source, visibleColumns)}`], { type: 'text/csv;charset=utf-8' }),
          `${name}.csv`,
        );
      } else {
        const { header, body } = exportMatrix(source, visibleColumns);
        // The Excel writer (its zip and sheet XML, about 1.8 kB gzip) loads on the first Excel export: a table
        // that is only read should not cost every embed its bytes.
        const { xlsxWorkbook } = await import('./xlsxWorkbook');
        const bytes = xlsxWorkbook(label, header, body);
        saveBlob(
          new Blob([bytes.buffer as ArrayBuffer], {
            type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          }),
          `${name}.xlsx`,
        );
      }
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'The export failed.');
    }
  };

  const gridTemplate = [
    selectable ? '2.75rem' : null,
    ...visibleColumns.map((column) => column.width ?? 'minmax(8rem, 1fr)'),
    renderRowActions ? actionsColumnWidth : null,
  ]
    .filter(Boolean)
    .join(' ');
  const totalRows = mode === 'server' ? (rowCount ?? rows.length) : displayIndices.length;
  const columnCount = visibleColumns.length + (selectable ? 1 : 0) + (renderRowActions ? 1 : 0);
  const rootStyle = { ...appearanceStyle(appearance), ...style };
  const scrollerStyle = { height, '--bk-data-table-columns': gridTemplate } as CSSProperties;

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <div className="bk-data-table__status" role="alert">
        <p>{errorText}</p>
        {onRetry ? (
          <button type="button" className="bk-data-table__button" onClick={onRetry}>
            Retry
          </button>
        ) : null}
      </div>
    );
  } else if (displayIndices.length === 0 && status === 'success') {
    body = (
      <div className="bk-data-table__status" role="status">
        <p>{emptyText}</p>
      </div>
    );
  }

  return (
    <div
      className={classNames('bk-root', 'bk-data-table', themeClassName(appearance), className)}
      style={rootStyle}
    >
      <div className="bk-data-table__toolbar">
        {filterable ? (
          <DataTableFilterBar
            columns={columns}
            filters={query.filters}
            onFiltersChange={(filters) => changeQuery({ filters }, 'filter')}
          />
        ) : null}
        <div className="bk-data-table__actions">
          <DataTableColumnsMenu columns={allColumnsInOrder} layout={layout} onLayoutChange={setLayout} />
          {exportable ? (
            <>
              <button type="button" className="bk-data-table__button" onClick={() => void exportAs('csv')}>
                Export CSV
              </button>
              <button type="button" className="bk-data-table__button" onClick={() => void exportAs('xlsx')}>
                Export XLSX
              </button>
            </>
          ) : null}
          {selectable ? (
            <span className="bk-data-table__selection-count" aria-live="polite">
              {selection.length} selected
            </span>
          ) : null}
          {toolbar}
        </div>
        {exportError === null ? null : (
          <p className="bk-data-table__error" role="alert">
            {exportError}
          </p>
        )}
      </div>
      <div
        ref={scrollElement}
        className="bk-data-table__scroller"
        style={scrollerStyle}
        // The scroller is focusable only when no row can take focus (an empty or failed table still scrolls).
        tabIndex={displayIndices.length === 0 ? 0 : undefined}
        role={displayIndices.length === 0 ? 'region' : undefined}
        aria-label={displayIndices.length === 0 ? label : undefined}
      >
        <div
          role="grid"
          aria-label={label}
          aria-rowcount={totalRows + 1}
          aria-colcount={columnCount}
          aria-busy={status === 'loading' || undefined}
          aria-multiselectable={selectable || undefined}
          className="bk-data-table__grid"
        >
          <div role="rowgroup" className="bk-data-table__head">
            <div role="row" aria-rowindex={1} className="bk-data-table__row" style={{ height: headerHeight }}>
              {selectable ? (
                <div role="columnheader" className="bk-data-table__cell" data-column={selectionColumnId}>
                  <input
                    type="checkbox"
                    aria-label="Select all rows"
                    checked={allSelected}
                    ref={(element) => {
                      if (element) element.indeterminate = someSelected;
                    }}
                    onChange={() =>
                      setSelection(
                        allSelected
                          ? selection.filter((id) => !displayIds.includes(id))
                          : [...new Set([...selection, ...displayIds])],
                        { reason: 'selectAll' },
                      )
                    }
                  />
                </div>
              ) : null}
              {visibleColumns.map((column) => {
                const sorted = query.sorting.find((sort) => sort.columnId === column.id)?.direction;
                const numeric = column.kind === 'number' || undefined;
                return (
                  <div
                    key={column.id}
                    role="columnheader"
                    aria-sort={sorted ?? (column.sortable === false ? undefined : 'none')}
                    className="bk-data-table__cell bk-data-table__header"
                    data-numeric={numeric}
                  >
                    {column.sortable === false ? (
                      column.header
                    ) : (
                      <button
                        type="button"
                        className="bk-data-table__sort-button"
                        title="Sort (Shift: add to the sort)"
                        onClick={(event) =>
                          changeQuery(
                            { sorting: nextSorting(query.sorting, column.id, event.shiftKey) },
                            'sort',
                          )
                        }
                      >
                        {column.header}
                        {sorted === undefined ? null : (
                          <span aria-hidden="true">{sorted === 'ascending' ? ' ▲' : ' ▼'}</span>
                        )}
                      </button>
                    )}
                  </div>
                );
              })}
              {renderRowActions ? (
                <div role="columnheader" className="bk-data-table__cell bk-data-table__cell--actions">
                  Actions
                </div>
              ) : null}
            </div>
          </div>
          <div
            role="rowgroup"
            className="bk-data-table__body"
            style={{ height: body ? 0 : rowWindow.totalHeight }}
          >
            {body
              ? null
              : renderedRows.map((row, windowIndex) => {
                  const position = rowWindow.start + windowIndex;
                  const selected = selectedSet.has(row.id);
                  return (
                    <div
                      key={row.id}
                      role="row"
                      aria-rowindex={
                        (mode === 'server' ? (query.page - 1) * query.pageSize : 0) + position + 2
                      }
                      aria-selected={selectable ? selected : undefined}
                      data-row-position={position}
                      tabIndex={position === boundedActive ? 0 : -1}
                      className="bk-data-table__row bk-data-table__body-row"
                      style={{ height: rowHeight, transform: `translateY(${position * rowHeight}px)` }}
                      onFocus={(event) => {
                        if (event.target === event.currentTarget) setActiveIndex(position);
                      }}
                      onKeyDown={(event) => onRowKeyDown(event, position, row)}
                      onDoubleClick={onRowActivate ? () => onRowActivate(row.original) : undefined}
                    >
                      {selectable ? (
                        <div role="gridcell" className="bk-data-table__cell">
                          <input
                            type="checkbox"
                            tabIndex={-1}
                            aria-label={`Select row ${position + 1}`}
                            checked={selected}
                            onChange={() => toggleRow(row.id, 'checkbox')}
                          />
                        </div>
                      ) : null}
                      {visibleColumns.map((column) => (
                        <div
                          key={column.id}
                          role="gridcell"
                          className="bk-data-table__cell"
                          data-numeric={column.kind === 'number' || undefined}
                        >
                          {column.render ? column.render(row.original) : cellText(column.value(row.original))}
                        </div>
                      ))}
                      {renderRowActions ? (
                        <div
                          role="gridcell"
                          className="bk-data-table__cell bk-data-table__cell--actions bk-data-table__row-actions"
                        >
                          {renderRowActions(row.original)}
                        </div>
                      ) : null}
                    </div>
                  );
                })}
          </div>
        </div>
        {/* Outside the grid: a grid may hold only rows, so the message is its sibling. */}
        {body}
        {status === 'loading' ? (
          <div className="bk-data-table__loading">
            <Spinner label={`Loading ${label}`} size={24} />
          </div>
        ) : null}
      </div>
      {mode === 'server' ? (
        <DataTablePagination
          page={query.page}
          pageSize={query.pageSize}
          rowCount={rowCount ?? rows.length}
          pageSizeOptions={pageSizeOptions}
          onPageChange={(page) => changeQuery({ page }, 'page')}
          onPageSizeChange={(pageSize) => changeQuery({ pageSize }, 'pageSize')}
        />
      ) : null}
    </div>
  );
}
