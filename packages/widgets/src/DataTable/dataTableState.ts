import type { TableFilterOperator } from '@bondkit/core/validation';

/** One sorted column. */
export interface DataTableSort {
  columnId: string;
  direction: 'ascending' | 'descending';
}

/** One column filter, with one of the spec's operators. */
export interface DataTableFilter {
  columnId: string;
  operator: TableFilterOperator;
  /** Numbers for numeric operators on number columns, `YYYY-MM-DD` for date operators, else text. */
  value: string | number;
}

/**
 * What the rows shown depend on: page (1-based, as the server's `page`), page size (`page_size`), sorting
 * and filters. In server mode the caller loads the rows for it; in client mode the table applies it.
 */
export interface DataTableQuery {
  page: number;
  pageSize: number;
  sorting: readonly DataTableSort[];
  filters: readonly DataTableFilter[];
}

/** Why the query changed. */
export type DataTableQueryChangeReason = 'sort' | 'filter' | 'page' | 'pageSize';

/** The server's default page size. */
export const defaultDataTablePageSize = 20;

export const defaultDataTableQuery: DataTableQuery = {
  page: 1,
  pageSize: defaultDataTablePageSize,
  sorting: [],
  filters: [],
};
