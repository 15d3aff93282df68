import {
  namedUploadRows,
  notASpreadsheetMessage,
  uploadedFileKind,
  uploadRowCountProblem,
  type UploadedTable,
} from '@bondkit/core/internal';
import { ApiProblem } from '../../errors/ApiProblem';
import { readCsvRows } from './readCsvRows';
import { readXlsxRows } from './readXlsxRows';

/**
 * Reads an uploaded CSV or XLSX file (by its name, or by the ZIP signature) into named rows, checking
 * the header has every required column. Reading is incremental and bounded by `uploadLimits` (core's `spreadsheetLimits`): it
 * stops with a 400 on the `file` field at the first row past the limit, or when a workbook inflates past
 * its limit.
 */
export async function readUploadedTable(
  bytes: Uint8Array,
  fileName: string,
  requiredColumns: readonly string[],
): Promise<UploadedTable> {
  const kind = uploadedFileKind(bytes, fileName);
  if (kind === 'other') throw ApiProblem.field('file', notASpreadsheetMessage);
  const table: string[][] = [];
  const sink = (cells: string[]) => {
    const tooLong = uploadRowCountProblem(table.length);
    if (tooLong !== undefined) throw ApiProblem.field('file', tooLong);
    table.push(cells);
  };
  if (kind === 'xlsx') await readXlsxRows(bytes, sink);
  else await readCsvRows(bytes, sink);
  const named = namedUploadRows(table, requiredColumns);
  if ('problem' in named) throw ApiProblem.field('file', named.problem);
  return named;
}
