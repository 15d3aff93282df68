import { neutraliseSpreadsheetFormula } from '@bondkit/core/validation';
import type { DataTableCellValue, DataTableColumn } from './dataTableColumn';

/** One export cell: numbers stay numbers (so a spreadsheet sums them), the rest is text. */
export type ExportCell = string | number | null;

/** The header row and the value rows of `rows` in `columns`, as exported. */
export function exportMatrix<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
): { header: string[]; body: ExportCell[][] } {
  return {
    header: columns.map((column) => column.header),
    body: rows.map((row) =>
      columns.map((column) => {
        const value: DataTableCellValue = column.value(row);
        return value === undefined || value === '' ? null : value;
      }),
    ),
  };
}

function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  let text = String(cell);
  // A formula (after any leading whitespace) would run when the file is opened in a spreadsheet.
  if (typeof cell === 'string') text = neutraliseSpreadsheetFormula(text);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV (CRLF line ends) of the rows, with a header line. */
export function rowsToCsv<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[]): string {
  const { header, body } = exportMatrix(rows, columns);
  return [header, ...body].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
