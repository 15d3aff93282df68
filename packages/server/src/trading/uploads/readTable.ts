import { strFromU8, unzipSync } from 'fflate';
import { ApiProblem } from '../../errors/ApiProblem';

/** A parsed upload: the header row's names (lower-cased, trimmed) and the data rows by name. */
export interface UploadedTable {
  columns: string[];
  /** Each data row as column name -> cell text, with its 1-based row number in the file (header is 1). */
  rows: { row: number; cells: Record<string, string> }[];
}

/** The largest number of data rows one upload may hold. */
export const maximumUploadRows = 5000;

/** CSV per RFC 4180: commas, double-quoted cells with doubled quotes, CRLF or LF line ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index]!;
    if (quoted) {
      if (character === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}

function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? 'A';
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** The first worksheet of an XLSX workbook as rows of cell text (shared, inline and numeric cells). */
export function parseXlsx(bytes: Uint8Array): string[][] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => file.name === 'xl/sharedStrings.xml' || file.name.startsWith('xl/worksheets/sheet'),
    });
  } catch {
    throw ApiProblem.field('file', 'The file is not a readable XLSX workbook.');
  }
  const sheetName = Object.keys(files)
    .filter((name) => name.startsWith('xl/worksheets/sheet'))
    .sort()[0];
  if (!sheetName) throw ApiProblem.field('file', 'The workbook has no worksheet.');
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) =>
        decodeXml([...match[1]!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((text) => text[1]).join('')),
      )
    : [];
  const rows: string[][] = [];
  for (const rowMatch of strFromU8(files[sheetName]!).matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: string[] = [];
    for (const cellMatch of rowMatch[1]!.matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cellMatch[1]!;
      const body = cellMatch[2] ?? '';
      const reference =
        /r="([A-Z]+\d+)"/.exec(attributes)?.[1] ?? `${String.fromCharCode(65 + cells.length)}1`;
      const type = /t="(\w+)"/.exec(attributes)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let text = '';
      if (type === 's' && value !== undefined) text = shared[Number(value)] ?? '';
      else if (type === 'inlineStr')
        text = decodeXml([...body.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((match) => match[1]).join(''));
      else if (value !== undefined) text = decodeXml(value);
      cells[columnIndex(reference)] = text;
    }
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

/**
 * Reads an uploaded CSV or XLSX file (by its name, or by the ZIP signature) into named rows, checking
 * the header has every required column.
 */
export function readUploadedTable(
  bytes: Uint8Array,
  fileName: string,
  requiredColumns: readonly string[],
): UploadedTable {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const lowerName = fileName.toLowerCase();
  if (!isZip && !lowerName.endsWith('.csv') && !lowerName.endsWith('.txt') && lowerName.includes('.')) {
    throw ApiProblem.field('file', 'Upload a CSV or XLSX file.');
  }
  const table =
    isZip || lowerName.endsWith('.xlsx') ? parseXlsx(bytes) : parseCsv(new TextDecoder().decode(bytes));
  const [header, ...data] = table;
  if (!header) throw ApiProblem.field('file', 'The file is empty.');
  const columns = header.map((name) => name.trim().toLowerCase());
  const missing = requiredColumns.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    throw ApiProblem.field('file', `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);
  if (data.length === 0) throw ApiProblem.field('file', 'The file has no data rows.');
  if (data.length > maximumUploadRows)
    throw ApiProblem.field('file', `At most ${maximumUploadRows} rows per upload.`);
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
