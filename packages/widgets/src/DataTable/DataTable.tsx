import type { CSSProperties, ReactNode } from 'react';
import { genericErrorMessage } from '@bondkit/core';
import { Spinner } from '../primitives/Spinner/Spinner';
import { appearanceStyle, themeClassName } from '../theme/appearance';
import type { Appearance } from '../theme/appearance';
import { classNames } from '../theme/classNames';
import type { DataTableCellValue } from './dataTableColumn';
import { DataTableColumnsMenu } from './DataTableColumnsMenu';
import { DataTableFilterBar } from './DataTableFilterBar';
import { DataTablePagination } from './DataTablePagination';
import { dataTableHeaderHeight, useDataTable } from './useDataTable';
import type { UseDataTableOptions } from './useDataTable';

export interface DataTableProps<Row> extends Omit<UseDataTableOptions<Row>, 'hasRowActions'> {
  /** What a failed load says. Default 'Something went wrong, Please try again.' (the spec's words). */
  errorText?: string | undefined;
  /** Adds a Retry button to the error state. */
  onRetry?: (() => void) | undefined;
  /** What an empty table says. Default 'No records found.' */
  emptyText?: string | undefined;
  /** Page sizes offered in server mode. Default [10, 20, 50, 100]. */
  pageSizeOptions?: readonly number[] | undefined;
  /** Render slot: the last cell of each row (actions). Default: no actions column. */
  renderRowActions?: ((row: Row) => ReactNode) | undefined;
  /** Shows CSV and XLSX export of the filtered rows (visible columns, in order). Default true. */
  exportable?: boolean | undefined;
  /** Shows the filter bar. Default true. */
  filterable?: boolean | undefined;
  /** Toolbar content after the built-in controls (a page's own buttons). */
  toolbar?: ReactNode | undefined;
  /** Theme of this table. Default: inherited from the page. */
  appearance?: Appearance | undefined;
  /** Class on the root element. */
  className?: string | undefined;
  /** Style on the root element. */
  style?: CSSProperties | undefined;
}

const selectionColumnId = '__select';
const defaultPageSizes = [10, 20, 50, 100] as const;

function cellText(value: DataTableCellValue): string {
  return value === null || value === undefined || value === '' ? '-' : String(value);
}

/**
 * A data table (sorting, filters, column visibility and order, selection, pagination) rendered with the
 * `--bk-*` theme and windowed rows (only the rows in view are in the DOM). Server mode pages with the
 * server's `page`/`page_size`; client mode filters and sorts every row itself. Filters use exactly the
 * spec's operators. The grid is keyboard navigable: arrows, Home/End and Page Up/Down move between rows,
 * Space selects, Enter activates.
 */
export function DataTable<Row>({
  errorText = genericErrorMessage,
  onRetry,
  emptyText = 'No records found.',
  pageSizeOptions = defaultPageSizes,
  renderRowActions,
  exportable = true,
  filterable = true,
  toolbar,
  appearance,
  className,
  style,
  ...options
}: DataTableProps<Row>) {
  const { columns, label, mode = 'client', rowCount, rows, status = 'success', selectable = false } = options;
  const table = useDataTable({ ...options, hasRowActions: renderRowActions !== undefined });
  const { query, visibleColumns } = table;
  const rootStyle = { ...appearanceStyle(appearance), ...style };

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
  } else if (table.displayedCount === 0 && status === 'success') {
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
            onFiltersChange={(filters) => table.changeQuery({ filters }, 'filter')}
          />
        ) : null}
        <div className="bk-data-table__actions">
          <DataTableColumnsMenu
            columns={table.allColumnsInOrder}
            layout={table.layout}
            onLayoutChange={table.setLayout}
          />
          {exportable ? (
            <>
              <button
                type="button"
                className="bk-data-table__button"
                onClick={() => void table.exportAs('csv')}
              >
                Export CSV
              </button>
              <button
                type="button"
                className="bk-data-table__button"
                onClick={() => void table.exportAs('xlsx')}
              >
                Export XLSX
              </button>
            </>
          ) : null}
          {selectable ? (
            <span className="bk-data-table__selection-count" aria-live="polite">
              {table.selection.length} selected
            </span>
          ) : null}
          {toolbar}
        </div>
        {table.exportError === null ? null : (
          <p className="bk-data-table__error" role="alert">
            {table.exportError}
          </p>
        )}
      </div>
      <div {...table.getScrollerProps({ className: 'bk-data-table__scroller' })}>
        <div {...table.getGridProps({ className: 'bk-data-table__grid' })}>
          <div role="rowgroup" className="bk-data-table__head">
            <div
              role="row"
              aria-rowindex={1}
              className="bk-data-table__row"
              style={{ height: dataTableHeaderHeight }}
            >
              {selectable ? (
                <div role="columnheader" className="bk-data-table__cell" data-column={selectionColumnId}>
                  <input
                    type="checkbox"
                    aria-label="Select all rows"
                    checked={table.allSelected}
                    ref={(element) => {
                      if (element) element.indeterminate = table.someSelected;
                    }}
                    onChange={table.toggleAllRows}
                  />
                </div>
              ) : null}
              {visibleColumns.map((column) => {
                const sorted = table.sortDirection(column.id);
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
                        {...table.getSortButtonProps(column.id, { className: 'bk-data-table__sort-button' })}
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
            style={{ height: body ? 0 : table.bodyHeight }}
          >
            {body
              ? null
              : table.renderedRows.map((row) => (
                  <div
                    key={row.id}
                    {...table.getRowProps(row, { className: 'bk-data-table__row bk-data-table__body-row' })}
                  >
                    {selectable ? (
                      <div role="gridcell" className="bk-data-table__cell">
                        <input
                          type="checkbox"
                          tabIndex={-1}
                          aria-label={`Select row ${row.position + 1}`}
                          checked={table.isSelected(row.id)}
                          onChange={() => table.toggleRow(row.id, 'checkbox')}
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
                ))}
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
          onPageChange={(page) => table.changeQuery({ page }, 'page')}
          onPageSizeChange={(pageSize) => table.changeQuery({ pageSize }, 'pageSize')}
        />
      ) : null}
    </div>
  );
}
