import { ApiProblem } from '../../errors/ApiProblem';
import { readCsvRows } from './readCsvRows';
import { readXlsxRows } from './readXlsxRows';
import { uploadLimits } from './uploadLimits';

/** A parsed upload: the header row's names (lower-cased, trimmed) and the data rows by name. */
export interface UploadedTable {
  columns: string[];
  /** Each data row as column name -> cell text, with its 1-based row number in the file (header is 1). */
  rows: { row: number; cells: Record<string, string> }[];
}

/**
 * Reads an uploaded CSV or XLSX file (by its name, or by the ZIP signature) into named rows, checking
 * the header has every required column. Reading is incremental and bounded by {@link uploadLimits}: it
 * stops with a 400 on the `file` field at the first row past the limit, or when a workbook inflates past
 * its limit.
 */
export async function readUploadedTable(
  bytes: Uint8Array,
  fileName: string,
  requiredColumns: readonly string[],
): Promise<UploadedTable> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const lowerName = fileName.toLowerCase();
  if (!isZip && !lowerName.endsWith('.csv') && !lowerName.endsWith('.txt') && lowerName.includes('.')) {
    throw ApiProblem.field('file', 'Upload a CSV or XLSX file.');
  }
  const table: string[][] = [];
  const sink = (cells: string[]) => {
    // The header plus the allowed data rows; one more row means the file is too long.
    if (table.length > uploadLimits.rows)
      throw ApiProblem.field('file', `At most ${uploadLimits.rows} rows per upload.`);
    table.push(cells);
  };
  if (isZip || lowerName.endsWith('.xlsx')) await readXlsxRows(bytes, sink);
  else await readCsvRows(bytes, sink);
  const [header, ...data] = table;
  if (!header) throw ApiProblem.field('file', 'The file is empty.');
  const columns = header.map((name) => name.trim().toLowerCase());
  const missing = requiredColumns.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    throw ApiProblem.field('file', `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);
  if (data.length === 0) throw ApiProblem.field('file', 'The file has no data rows.');
  return {
    columns,
    rows: data.map((cells, index) => ({
      row: index + 2,
      cells: Object.fromEntries(
        columns.map((column, columnPosition) => [column, (cells[columnPosition] ?? '').trim()]),
      ),
    })),
  };
}
