// @bondkit/widgets/data-table: the shared data table on its own.
export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { useDataTable } from './useDataTable';
export type {
  DataTableRenderedRow,
  DataTableSelectionChangeReason,
  DataTableState,
  DataTableStatus,
  UseDataTableOptions,
} from './useDataTable';
export type { DataTableColumn, DataTableColumnKind, DataTableCellValue } from './dataTableColumn';
export { dataTableOperatorsByKind } from './dataTableColumn';
export type {
  DataTableFilter,
  DataTableQuery,
  DataTableQueryChangeReason,
  DataTableSort,
} from './dataTableState';
export { defaultDataTablePageSize, defaultDataTableQuery } from './dataTableState';
export type { DataTableColumnLayout, DataTableLayoutStorage } from './persistedColumnLayout';
export { filterAndSortRows, filterAndSortRowIndices } from './filterAndSortRows';
export { rowsToCsv } from './exportRows';
export { xlsxWorkbook } from './xlsxWorkbook';
export { saveBlob } from './saveBlob';
