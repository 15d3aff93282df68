import { namedUploadRows, uploadedFileKind, type UploadedTable } from '@bondkit/core/validation';
import { ApiProblem } from '../../errors/ApiProblem';
import { readCsvRows } from './readCsvRows';
import { readXlsxRows } from './readXlsxRows';
import { uploadLimits } from './uploadLimits';

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
  const kind = uploadedFileKind(bytes, fileName);
  if (kind === 'other') throw ApiProblem.field('file', 'Upload a CSV or XLSX file.');
  const table: string[][] = [];
  const sink = (cells: string[]) => {
    // The header plus the allowed data rows; one more row means the file is too long.
    if (table.length > uploadLimits.rows)
      throw ApiProblem.field('file', `At most ${uploadLimits.rows} rows per upload.`);
    table.push(cells);
  };
  if (kind === 'xlsx') await readXlsxRows(bytes, sink);
  else await readCsvRows(bytes, sink);
  const named = namedUploadRows(table, requiredColumns);
  if ('problem' in named) throw ApiProblem.field('file', named.problem);
  return named;
}
