import { readCsvRows } from './fakeCsvRows';
import { FakeFileProblem } from './fakeFileProblem';
import { json } from './fakeRouter';
import type { FakeResponse } from './fakeRouter';
import type { FakeUploadedFile } from './fakeUploadForm';
import { spreadsheetLimits } from '../contract/uploads';

/** An uploaded table: the header's names (lower-cased, trimmed) and the data rows by name. */
export interface FakeUploadedTable {
  columns: string[];
  /** Each data row as column name -> cell text (trimmed), with its 1-based row number in the file (header 1). */
  rows: { row: number; cells: Record<string, string> }[];
}

/** What the fake answers an XLSX upload: it reads CSV only, so core carries no ZIP or XML reader. */
export const fakeReadsCsvOnlyMessage =
  'The testing fake reads CSV uploads only: save the sheet as CSV (the reference server reads XLSX too).';

/**
 * Reads an uploaded spreadsheet as the server's `readUploadedTable` does, with its messages: a file named
 * other than .csv or .txt (and not a ZIP) is not a spreadsheet; the header must hold every required column;
 * there must be data rows, at most the server's row limit. An XLSX workbook (by name or by its ZIP
 * signature) is refused, as the fake reads CSV only. Throws `FakeFileProblem`.
 */
function readFakeUploadedTable(
  file: FakeUploadedFile,
  requiredColumns: readonly string[],
): FakeUploadedTable {
  const { bytes } = file;
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const lowerName = file.name.toLowerCase();
  if (!isZip && !lowerName.endsWith('.csv') && !lowerName.endsWith('.txt') && lowerName.includes('.'))
    throw new FakeFileProblem('Upload a CSV or XLSX file.');
  if (isZip || lowerName.endsWith('.xlsx')) throw new FakeFileProblem(fakeReadsCsvOnlyMessage);
  const table: string[][] = [];
  readCsvRows(new TextDecoder().decode(bytes), (cells) => {
    // The header plus the allowed data rows; one more row means the file is too long.
    if (table.length > spreadsheetLimits.rows)
      throw new FakeFileProblem(`At most ${spreadsheetLimits.rows} rows per upload.`);
    table.push(cells);
  });
  const [header, ...data] = table;
  if (header === undefined) throw new FakeFileProblem('The file is empty.');
  const columns = header.map((name) => name.trim().toLowerCase());
  const missing = requiredColumns.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    throw new FakeFileProblem(`Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);
  if (data.length === 0) throw new FakeFileProblem('The file has no data rows.');
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

/** The uploaded table, or the server's 400 on `file` naming the file's first problem. */
export function uploadedTableOrRefusal(
  file: FakeUploadedFile,
  requiredColumns: readonly string[],
): FakeUploadedTable | FakeResponse {
  try {
    return readFakeUploadedTable(file, requiredColumns);
  } catch (error) {
    if (error instanceof FakeFileProblem) return json(400, { file: [error.message] });
    throw error;
  }
}
