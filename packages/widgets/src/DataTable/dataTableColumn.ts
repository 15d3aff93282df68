import type { ReactNode } from 'react';
import type { TableFilterOperator } from '@bondkit/core/validation';

/** What a column holds; it decides the filter operators offered, alignment and how values export. */
export type DataTableColumnKind = 'text' | 'number' | 'date';

/** A cell's raw value: what filters, sorting and export read. */
export type DataTableCellValue = string | number | null | undefined;

/** One column of a `DataTable`. */
export interface DataTableColumn<Row> {
  /** Stable id: the key of sorting, filters, visibility and order (and of what is persisted). */
  id: string;
  /** The header text (also the CSV/XLSX header). */
  header: string;
  /** The raw value of a row in this column. */
  value: (row: Row) => DataTableCellValue;
  /** Default 'text'. Numbers align right; dates compare by calendar day (`YYYY-MM-DD…` values). */
  kind?: DataTableColumnKind;
  /** Renders the cell. Default: the raw value as text, '-' when empty. */
  render?: (row: Row) => ReactNode;
  /** CSS grid track of the column. Default 'minmax(8rem, 1fr)'. */
  width?: string;
  /** Whether the header sorts. Default true. */
  sortable?: boolean;
  /** Whether the column can be filtered. Default true. */
  filterable?: boolean;
}

/** The operators offered per column kind: the spec's eight, each where it means something. */
export const dataTableOperatorsByKind: Readonly<Record<DataTableColumnKind, readonly TableFilterOperator[]>> =
  {
    text: ['equals'],
    number: ['equals', 'lt', 'lte', 'gt', 'gte'],
    date: ['dateIs', 'dateAfter', 'dateBefore'],
  };
