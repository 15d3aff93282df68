import { readCsvRows } from './fakeCsvRows';
import { FakeFileProblem } from './fakeFileProblem';
import { json } from './fakeRouter';
import type { FakeResponse } from './fakeRouter';
import type { FakeUploadedFile } from './fakeUploadForm';
import {
  namedUploadRows,
  notASpreadsheetMessage,
  uploadedFileKind,
  uploadRowCountProblem,
  type UploadedTable,
} from '../validation/uploadedTable';

/** What the fake answers an XLSX upload: it reads CSV only, so core carries no ZIP or XML reader. */
export const fakeReadsCsvOnlyMessage =
  'The testing fake reads CSV uploads only: save the sheet as CSV (the reference server reads XLSX too).';

/**
 * Reads an uploaded spreadsheet as the server's `readUploadedTable` does, with its messages: a file named
 * other than .csv or .txt (and not a ZIP) is not a spreadsheet; the header must hold every required column;
 * there must be data rows, at most the server's row limit. An XLSX workbook (by name or by its ZIP
 * signature) is refused, as the fake reads CSV only. Throws `FakeFileProblem`.
 */
function readUploadedTable(file: FakeUploadedFile, requiredColumns: readonly string[]): UploadedTable {
  const kind = uploadedFileKind(file.bytes, file.name);
  if (kind === 'other') throw new FakeFileProblem(notASpreadsheetMessage);
  if (kind === 'xlsx') throw new FakeFileProblem(fakeReadsCsvOnlyMessage);
  const table: string[][] = [];
  readCsvRows(new TextDecoder().decode(file.bytes), (cells) => {
    const tooLong = uploadRowCountProblem(table.length);
    if (tooLong !== undefined) throw new FakeFileProblem(tooLong);
    table.push(cells);
  });
  const named = namedUploadRows(table, requiredColumns);
  if ('problem' in named) throw new FakeFileProblem(named.problem);
  return named;
}

/** The uploaded table, or the server's 400 on `file` naming the file's first problem. */
export function uploadedTableOrRefusal(
  file: FakeUploadedFile,
  requiredColumns: readonly string[],
): UploadedTable | FakeResponse {
  try {
    return readUploadedTable(file, requiredColumns);
  } catch (error) {
    if (error instanceof FakeFileProblem) return json(400, { file: [error.message] });
    throw error;
  }
}
