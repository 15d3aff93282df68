import { useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, HTMLAttributes, KeyboardEvent, MouseEvent, Ref } from 'react';
import { mergeProps } from '../combobox/mergeProps';
import { useFixedRowWindow } from '../virtualRows/useFixedRowWindow';
import type { DataTableColumn } from './dataTableColumn';
import { defaultDataTableQuery } from './dataTableState';
import type { DataTableQuery, DataTableQueryChangeReason, DataTableSort } from './dataTableState';
import { filterAndSortRowIndices } from './filterAndSortRows';
import { readColumnLayout, writeColumnLayout } from './persistedColumnLayout';
import type { DataTableColumnLayout, DataTableLayoutStorage } from './persistedColumnLayout';
import { useControllableState } from './useControllableState';

/** Loading, failed or ready: the data status, kept apart from what the rows are. */
export type DataTableStatus = 'loading' | 'error' | 'success';

/** Why the selection changed. */
export type DataTableSelectionChangeReason = 'checkbox' | 'keyboard' | 'selectAll';

/** The table's rules without its markup: what `useDataTable` takes (`DataTable` takes these and its view's). */
export interface UseDataTableOptions<Row> {
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
  mode?: 'client' | 'server' | undefined;
  /** Server mode: how many rows match the query in all. Default: `rows.length`. */
  rowCount?: number | undefined;
  /** Default 'success'. 'loading' shows a spinner over the rows; 'error' shows `errorText` and Retry. */
  status?: DataTableStatus | undefined;
  /** The query when controlled. */
  query?: DataTableQuery | undefined;
  /** The initial query when uncontrolled. Default: page 1 of 20, no sort, no filter. */
  defaultQuery?: DataTableQuery | undefined;
  /** Called on every sort, filter, page or page-size change (server mode loads the page for it). */
  onQueryChange?:
    ((query: DataTableQuery, details: { reason: DataTableQueryChangeReason }) => void) | undefined;
  /** Column visibility and order when controlled. */
  columnLayout?: DataTableColumnLayout | undefined;
  /** Initial visibility and order when uncontrolled (a saved layout under `persistKey` wins). Default: all, as declared. */
  defaultColumnLayout?: DataTableColumnLayout | undefined;
  /** Called when the user shows, hides or moves a column. */
  onColumnLayoutChange?:
    ((layout: DataTableColumnLayout, details: { reason: 'columnsMenu' }) => void) | undefined;
  /** Remembers the column layout under this key (uncontrolled layout only). Default: not remembered. */
  persistKey?: string | undefined;
  /** Where the layout is remembered. Default `window.localStorage`. */
  layoutStorage?: DataTableLayoutStorage | undefined;
  /** Adds a checkbox per row and a select-all. Default false. */
  selectable?: boolean | undefined;
  /** Selected row ids when controlled. */
  selectedRowIds?: readonly string[] | undefined;
  /** Initially selected row ids when uncontrolled. Default none. */
  defaultSelectedRowIds?: readonly string[] | undefined;
  /** Called when the selection changes. */
  onSelectedRowIdsChange?:
    ((ids: readonly string[], details: { reason: DataTableSelectionChangeReason }) => void) | undefined;
  /** Called with a row on Enter or double click (open a detail drawer). Default: none. */
  onRowActivate?: ((row: Row) => void) | undefined;
  /** Whether each row ends with an actions cell (`DataTable`'s `renderRowActions`). Default false. */
  hasRowActions?: boolean | undefined;
  /**
   * The actions column's width as a CSS grid track: wide enough for the row's buttons, which are clipped
   * otherwise, as every row is its own grid. Default 'minmax(8rem, auto)'.
   */
  actionsColumnWidth?: string | undefined;
  /** File name of an export, without extension. Default: the label. */
  exportFileName?: string | undefined;
  /**
   * Server mode: loads every row matching the query for export (else only the current page exports).
   * Default: none.
   */
  loadRowsForExport?: ((query: DataTableQuery) => Promise<readonly Row[]>) | undefined;
  /**
   * The most height the scrolling rows area takes, in px: fewer rows take only their own height (and an empty,
   * failed or loading table about three rows'). Default 480.
   */
  height?: number | undefined;
  /** Height of a row, in px (fixed, so rows are not measured). Default 40. */
  rowHeight?: number | undefined;
}

/** One row in view: its id, the caller's row and its position among the displayed rows. */
export interface DataTableRenderedRow<Row> {
  id: string;
  original: Row;
  position: number;
}

type DivProps = HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> | undefined };

/** What `useDataTable` answers: the table's state, its actions and prop getters for the markup. */
export interface DataTableState<Row> {
  query: DataTableQuery;
  /** Changes the query; a new sort or filter starts again from page 1. */
  changeQuery(next: Partial<DataTableQuery>, reason: DataTableQueryChangeReason): void;
  /** The column's sort direction, if it is sorted. */
  sortDirection(columnId: string): DataTableSort['direction'] | undefined;
  /** Cycles the column's sort (ascending, descending, none); `additive` keeps the other columns' sorts. */
  toggleSort(columnId: string, additive: boolean): void;
  layout: DataTableColumnLayout;
  setLayout(layout: DataTableColumnLayout): void;
  /** Every column in the user's order; `visibleColumns` without the hidden ones. */
  allColumnsInOrder: readonly DataTableColumn<Row>[];
  visibleColumns: readonly DataTableColumn<Row>[];
  selection: readonly string[];
  isSelected(id: string): boolean;
  toggleRow(id: string, reason: 'checkbox' | 'keyboard'): void;
  allSelected: boolean;
  someSelected: boolean;
  toggleAllRows(): void;
  /** How many rows are displayed here (client mode: after filters; server mode: this page). */
  displayedCount: number;
  /** Every row matching the query (server mode: `rowCount`). */
  totalRows: number;
  /** The rows in view, windowed. */
  renderedRows: readonly DataTableRenderedRow<Row>[];
  /** The rows' total height in px (the body's height, so the scrollbar covers every row). */
  bodyHeight: number;
  exportError: string | null;
  exportAs(format: 'csv' | 'xlsx'): Promise<void>;
  /** The scrolling box (its height, its grid columns, focusable only when no row can be). */
  getScrollerProps(userProps?: DivProps & { style?: CSSProperties | undefined }): DivProps;
  /** The `role="grid"` element. */
  getGridProps(userProps?: DivProps): DivProps;
  /** A body row: roving tab stop, keyboard moves, Space selects, Enter and double click activate. */
  getRowProps(
    row: DataTableRenderedRow<Row>,
    userProps?: DivProps,
  ): DivProps & { 'data-row-position': number };
  /** A header's sort button. */
  getSortButtonProps(
    columnId: string,
    userProps?: HTMLAttributes<HTMLButtonElement>,
  ): HTMLAttributes<HTMLButtonElement> & { type: 'button' };
}

const headerHeight = 40;
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
 * The data table's headless hook (Downshift's pattern): sorting, filters, column layout, selection, windowed
 * rows, keyboard navigation and export, with prop getters that merge the caller's props (the caller's
 * handlers run first; `event.nativeEvent.preventBondkitDefault = true` skips the table's). `DataTable` is the
 * styled view over it; a partner draws their own markup with the same rules.
 */
export function useDataTable<Row>(options: UseDataTableOptions<Row>): DataTableState<Row> {
  const {
    columns,
    rows,
    getRowId,
    label,
    mode = 'client',
    rowCount,
    status = 'success',
    query: controlledQuery,
    defaultQuery = defaultDataTableQuery,
    onQueryChange,
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
    hasRowActions = false,
    actionsColumnWidth = 'minmax(8rem, auto)',
    exportFileName,
    loadRowsForExport,
    height = 480,
    rowHeight = 40,
  } = options;
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
  const visibleColumns = allColumnsInOrder.filter((column) => layout.visibility[column.id] !== false);

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
  const toggleAllRows = () =>
    setSelection(
      allSelected
        ? selection.filter((id) => !displayIds.includes(id))
        : [...new Set([...selection, ...displayIds])],
      { reason: 'selectAll' },
    );

  const changeQuery = (next: Partial<DataTableQuery>, reason: DataTableQueryChangeReason) => {
    // A new sort or filter starts again from the first page.
    const page = reason === 'page' ? (next.page ?? query.page) : 1;
    setQuery({ ...query, ...next, page }, { reason });
  };
  const toggleSort = (columnId: string, additive: boolean) =>
    changeQuery({ sorting: nextSorting(query.sorting, columnId, additive) }, 'sort');

  const scrollElement = useRef<HTMLDivElement | null>(null);
  const rowWindow = useFixedRowWindow({
    scrollElement,
    count: displayIndices.length,
    rowHeight,
    overscan: 8,
    offsetTop: headerHeight,
    fallbackHeight: height,
  });
  // Only the rows in view are rendered, each with its id (selection and keyboard focus follow it).
  const renderedRows = displayIndices.slice(rowWindow.start, rowWindow.end).map((index, windowIndex) => {
    const original = rows[index]!;
    return { id: getRowId(original), original, position: rowWindow.start + windowIndex };
  });

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
  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, row: DataTableRenderedRow<Row>) => {
    const page = Math.max(1, Math.floor((height - headerHeight) / rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowDown: row.position + 1,
      ArrowUp: row.position - 1,
      PageDown: row.position + page,
      PageUp: row.position - page,
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
      // The export's code loads on the first export (the Excel writer's on the first Excel one): a table that
      // is only read does not cost its embed these bytes.
      const [{ exportMatrix, rowsToCsv }, { saveBlob }] = await Promise.all([
        import('./exportRows'),
        import('./saveBlob'),
      ]);
      if (format === 'csv') {
        // A byte-order mark so that Excel reads the file as UTF-8 (₹ and names with accents survive).
        saveBlob(
          new Blob([`\uFEFF${rowsToCsv(source, visibleColumns)}`], { type: 'text/csv;charset=utf-8' }),
          `${name}.csv`,
        );
      } else {
        const { header, body } = exportMatrix(source, visibleColumns);
        // The Excel writer (its zip and sheet XML, about 1.8 kB gzip) loads on the first Excel export.
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
    hasRowActions ? actionsColumnWidth : null,
  ]
    .filter(Boolean)
    .join(' ');
  const totalRows = mode === 'server' ? (rowCount ?? rows.length) : displayIndices.length;
  const columnCount = visibleColumns.length + (selectable ? 1 : 0) + (hasRowActions ? 1 : 0);
  const empty = displayIndices.length === 0;
  // `height` is the most the rows take: a table of a few rows is as tall as they are, not a tall empty box. A
  // message or a first load keeps room for a few rows, so the table does not jump when they come.
  const showsRows = !empty && status !== 'error';

  return {
    query,
    changeQuery,
    sortDirection: (columnId) => query.sorting.find((sort) => sort.columnId === columnId)?.direction,
    toggleSort,
    layout,
    setLayout,
    allColumnsInOrder,
    visibleColumns,
    selection,
    isSelected: (id) => selectedSet.has(id),
    toggleRow,
    allSelected,
    someSelected,
    toggleAllRows,
    displayedCount: displayIndices.length,
    totalRows,
    renderedRows,
    bodyHeight: rowWindow.totalHeight,
    exportError,
    exportAs,
    getScrollerProps: (userProps = {}) => {
      const { style: userStyle, ...rest } = userProps;
      return mergeProps(
        {
          ref: scrollElement,
          style: {
            maxHeight: height,
            minHeight: showsRows ? undefined : Math.min(height, headerHeight + 3 * rowHeight),
            '--bk-data-table-columns': gridTemplate,
            ...userStyle,
          } as CSSProperties,
          // Focusable only when no row can take focus (an empty or failed table still scrolls).
          tabIndex: empty ? 0 : undefined,
          role: empty ? 'region' : undefined,
          'aria-label': empty ? label : undefined,
        },
        rest,
      );
    },
    getGridProps: (userProps = {}) =>
      mergeProps(
        {
          role: 'grid',
          'aria-label': label,
          'aria-rowcount': totalRows + 1,
          'aria-colcount': columnCount,
          'aria-busy': status === 'loading' || undefined,
          'aria-multiselectable': selectable || undefined,
        },
        userProps,
      ),
    getRowProps: (row, userProps = {}) =>
      mergeProps(
        {
          role: 'row',
          'aria-rowindex': (mode === 'server' ? (query.page - 1) * query.pageSize : 0) + row.position + 2,
          'aria-selected': selectable ? selectedSet.has(row.id) : undefined,
          'data-row-position': row.position,
          tabIndex: row.position === boundedActive ? 0 : -1,
          style: { height: rowHeight, transform: `translateY(${row.position * rowHeight}px)` },
          onFocus: (event: FocusEvent<HTMLDivElement>) => {
            if (event.target === event.currentTarget) setActiveIndex(row.position);
          },
          onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => onRowKeyDown(event, row),
          onDoubleClick: onRowActivate ? () => onRowActivate(row.original) : undefined,
        },
        userProps,
      ),
    getSortButtonProps: (columnId, userProps = {}) =>
      mergeProps(
        {
          type: 'button' as const,
          title: 'Sort (Shift: add to the sort)',
          onClick: (event: MouseEvent<HTMLButtonElement>) => toggleSort(columnId, event.shiftKey),
        },
        userProps,
      ),
  };
}

/** The header row's height, in px (the rows' window starts below it). */
export const dataTableHeaderHeight = headerHeight;
