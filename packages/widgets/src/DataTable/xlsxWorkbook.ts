import type { ExportCell } from './exportRows';
import { storedZip } from './storedZip';

function escapeXml(text: string): string {
  // Control characters other than tab and line ends are not allowed in XML 1.0 at all.
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing exactly the characters XML forbids
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

function sheetXml(header: readonly string[], body: readonly (readonly ExportCell[])[]): string {
  const rows = [header, ...body].map((cells, rowIndex) => {
    const xml = cells
      .map((cell, columnIndex) => {
        const reference = `${columnLetters(columnIndex)}${rowIndex + 1}`;
        if (cell === null) return '';
        if (typeof cell === 'number' && Number.isFinite(cell))
          return `<c r="${reference}"><v>${cell}</v></c>`;
        return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(cell))}</t></is></c>`;
      })
      .join('');
    return `<row r="${rowIndex + 1}">${xml}</row>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<sheetData>${rows.join('')}</sheetData></worksheet>`
  );
}

/**
 * An Office Open XML workbook (.xlsx) with one sheet: a header row, then the rows, numbers as numbers and
 * text as inline strings (no shared-string table to build). Opens in Excel, LibreOffice and Google Sheets.
 */
export function xlsxWorkbook(
  sheetName: string,
  header: readonly string[],
  body: readonly (readonly ExportCell[])[],
): Uint8Array {
  const encoder = new TextEncoder();
  // Sheet names: at most 31 characters, none of []:*?/\ .
  const safeName = escapeXml(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
  const files: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '</Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      `<sheets><sheet name="${safeName}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '</Relationships>',
    'xl/worksheets/sheet1.xml': sheetXml(header, body),
  };
  return storedZip(
    Object.entries(files).map(([name, content]) => ({ name, content: encoder.encode(content) })),
  );
}
