import { describe, expect, it } from 'vitest';
import { spreadsheetLimits } from '../../src/contract/uploads';
import { namedUploadRows, uploadedFileKind, uploadRowCountProblem } from '../../src/validation/uploadedTable';

const zipBytes = new Uint8Array([0x50, 0x4b, 3, 4]);
const textBytes = new TextEncoder().encode('isin,quantity\n');

describe('uploadedFileKind', () => {
  it('knows a workbook by its ZIP signature whatever its name, and CSV by its name', () => {
    expect(uploadedFileKind(zipBytes, 'holdings.csv')).toBe('xlsx');
    expect(uploadedFileKind(textBytes, 'holdings.CSV')).toBe('csv');
    expect(uploadedFileKind(textBytes, 'holdings.txt')).toBe('csv');
    expect(uploadedFileKind(textBytes, 'holdings')).toBe('csv');
    // Named as a workbook but no ZIP archive, or another kind of file: no spreadsheet.
    expect(uploadedFileKind(textBytes, 'holdings.xlsx')).toBe('other');
    expect(uploadedFileKind(textBytes, 'holdings.pdf')).toBe('other');
  });
});

describe('namedUploadRows', () => {
  it('names the cells by the header (trimmed, lower-cased) and numbers the rows as in the file', () => {
    expect(
      namedUploadRows(
        [
          [' ISIN ', 'Quantity'],
          ['IN0020260074 ', '500'],
        ],
        ['isin', 'quantity'],
      ),
    ).toEqual({
      columns: ['isin', 'quantity'],
      rows: [{ row: 2, cells: { isin: 'IN0020260074', quantity: '500' } }],
    });
  });

  it("says the file's problem in an upload's words", () => {
    expect(namedUploadRows([], ['isin'])).toEqual({ problem: 'The file is empty.' });
    expect(namedUploadRows([['name']], ['isin', 'quantity'])).toEqual({
      problem: 'Missing columns: isin, quantity.',
    });
    expect(namedUploadRows([['isin']], ['isin'])).toEqual({ problem: 'The file has no data rows.' });
  });
});

describe('the bounds of a spreadsheet being read', () => {
  it('refuses the row after the header and the allowed data rows, naming the limit', () => {
    expect(uploadRowCountProblem(spreadsheetLimits.rows)).toBeUndefined();
    expect(uploadRowCountProblem(spreadsheetLimits.rows + 1)).toBe(
      `At most ${spreadsheetLimits.rows} rows per upload.`,
    );
  });
});
