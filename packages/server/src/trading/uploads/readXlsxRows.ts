import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ApiProblem } from '../../errors/ApiProblem';
import { measureZipInflation } from './measureZipInflation';
import { checkRowShape, type RowSink } from './rowBounds';
import { uploadLimits } from './uploadLimits';

/** The text of an ExcelJS cell value: shared, inline and rich strings, numbers, formula results. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText(value.result);
  if ('error' in value) return '';
  return '';
}

/**
 * Reads the first worksheet of an XLSX workbook with ExcelJS's streaming reader, handing each non-blank
 * row to `sink`. The archive's real inflated size is checked first (a ZIP bomb is refused before any
 * XML is parsed), so the reader never inflates more than {@link uploadLimits.inflatedBytes}.
 */
export async function readXlsxRows(bytes: Uint8Array, sink: RowSink): Promise<void> {
  await measureZipInflation(bytes, uploadLimits.inflatedBytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sawWorksheet = false;
  try {
    for await (const worksheet of reader) {
      sawWorksheet = true;
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        if (values.length > uploadLimits.columns)
          throw ApiProblem.field('file', `At most ${uploadLimits.columns} columns per row.`);
        const cells = Array.from(values, (value) => cellText(value));
        // Blank rows are skipped, as the CSV reader skips blank lines.
        if (!cells.some((cell) => cell.trim() !== '')) continue;
        checkRowShape(cells);
        sink(cells);
      }
      // Only the first worksheet is read.
      break;
    }
  } catch (error) {
    if (error instanceof ApiProblem) throw error;
    throw ApiProblem.field('file', 'The file is not a readable XLSX workbook.');
  }
  if (!sawWorksheet) throw ApiProblem.field('file', 'The workbook has no worksheet.');
}
