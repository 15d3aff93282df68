import * as z from 'zod/mini';
import { queryFlagSchema } from '../contract/commonSchemas';
import { spreadsheetLimits } from '../contract/uploads';

/** An uploaded spreadsheet read: the header's names (lower-cased, trimmed) and the data rows by name. */
export interface UploadedTable {
  columns: string[];
  /** Each data row as column name -> cell text (trimmed), with its 1-based row number in the file (header 1). */
  rows: { row: number; cells: Record<string, string> }[];
}

/**
 * What an uploaded file is, by its first bytes (an XLSX workbook is a ZIP archive, whatever its name) and
 * then by its name: a name without an extension, or ending .csv or .txt, is read as CSV; any other (a file
 * named .xlsx that is no ZIP archive included) is no spreadsheet.
 */
export function uploadedFileKind(bytes: Uint8Array, fileName: string): 'xlsx' | 'csv' | 'other' {
  const lowerName = fileName.toLowerCase();
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'xlsx';
  if (lowerName.endsWith('.csv') || lowerName.endsWith('.txt') || !lowerName.includes('.')) return 'csv';
  return 'other';
}

/**
 * The rows of a read spreadsheet (the header first) by the header's names, or the file's problem in the
 * words an upload's 400 on `file` gives it: empty, a required column missing, or no data rows.
 */
export function namedUploadRows(
  table: readonly (readonly string[])[],
  requiredColumns: readonly string[],
): UploadedTable | { problem: string } {
  const [header, ...data] = table;
  if (header === undefined) return { problem: 'The file is empty.' };
  const columns = header.map((name) => name.trim().toLowerCase());
  const missing = requiredColumns.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    return { problem: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.` };
  if (data.length === 0) return { problem: 'The file has no data rows.' };
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

/**
 * Whether an upload form's text field says yes (`confirm`, sent as a form field rather than in the query): the
 * query's flag rule (`queryFlagSchema`), so `confirm=True` means the same in either place; anything else is no.
 */
export function uploadFormFlag(value: string | undefined): boolean {
  const parsed = z.safeParse(queryFlagSchema, value);
  return parsed.success && parsed.data;
}

/**
 * A number cell of an uploaded row: blank is absent, thousands separators are dropped, and text that is no
 * number is NaN, which the row's schema refuses with its field's message.
 */
export function uploadNumberCell(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? value : Number.NaN;
}

/** The refusal of a file that is neither CSV nor XLSX (`uploadedFileKind` answered `'other'`). */
export const notASpreadsheetMessage = 'Upload a CSV or XLSX file.';

/**
 * Why a spreadsheet being read is too long, given the rows read so far (the header included) before the
 * next one: it already holds the header and every data row `spreadsheetLimits` allows. Else undefined.
 */
export function uploadRowCountProblem(rowsRead: number): string | undefined {
  return rowsRead > spreadsheetLimits.rows ? `At most ${spreadsheetLimits.rows} rows per upload.` : undefined;
}

/** A row's refusal when its ISIN names no bond. */
export function unknownIsinMessage(isin: string | undefined): string {
  return `ISIN: No bond with ISIN "${isin ?? ''}".`;
}

/** A row's refusal when an earlier row of the same file already named its bond. */
export function repeatedIsinMessage(isin: string, earlierRow: number): string {
  return `ISIN: ${isin} is already in row ${earlierRow}.`;
}

/** Why a read row is outside the bounds (`spreadsheetLimits`): too many columns or too long a cell; else undefined. */
export function uploadRowShapeProblem(cells: readonly string[]): string | undefined {
  if (cells.length > spreadsheetLimits.columns)
    return `At most ${spreadsheetLimits.columns} columns per row.`;
  if (cells.some((cell) => cell.length > spreadsheetLimits.cellCharacters))
    return `A cell holds more than ${spreadsheetLimits.cellCharacters} characters.`;
  return undefined;
}
