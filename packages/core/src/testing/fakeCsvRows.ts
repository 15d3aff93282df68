import { FakeFileProblem } from './fakeFileProblem';
import { spreadsheetMaximumRecordCharacters } from '../contract/uploads';
import { uploadRowShapeProblem } from '../validation/uploadedTable';

const quote = '"';

function unreadable(line: number): FakeFileProblem {
  return new FakeFileProblem(`The file is not readable CSV (line ${line}): check its quotes.`);
}

/** Throws the server's `file` problem when a row has more columns, or a cell more characters, than allowed. */
function checkRowShape(cells: readonly string[]): void {
  const problem = uploadRowShapeProblem(cells);
  if (problem !== undefined) throw new FakeFileProblem(problem);
}

/**
 * Reads CSV text as the server's reader does (RFC 4180, comma-separated; lines end in CRLF, LF or CR; a
 * quoted cell may hold commas, line breaks and doubled quotes; ragged rows allowed), handing each row with a
 * non-blank cell to `sink` in order. A quote inside an unquoted cell, text after a closing quote or a quote
 * never closed throws `FakeFileProblem` naming the line; so do rows past the server's bounds. A leading BOM
 * is the caller's to drop (`TextDecoder` drops it).
 */
export function readCsvRows(text: string, sink: (cells: string[]) => void): void {
  let cells: string[] = [];
  let cell = '';
  // Inside a cell that began with a quote: it ends at a lone quote, and holds commas and line breaks.
  let inQuotes = false;
  let line = 1;
  let recordStart = 0;
  const endRecord = (position: number) => {
    cells.push(cell);
    if (position - recordStart > spreadsheetMaximumRecordCharacters)
      throw new FakeFileProblem(`A row is longer than ${spreadsheetMaximumRecordCharacters} characters.`);
    // A line with nothing on it is skipped; so is a row whose cells are all blank.
    if (cells.some((value) => value.trim() !== '')) {
      checkRowShape(cells);
      sink(cells);
    }
    cells = [];
    cell = '';
  };
  let position = 0;
  while (position < text.length) {
    const character = text[position] ?? '';
    if (inQuotes) {
      if (character === quote) {
        if (text[position + 1] === quote) {
          cell += quote;
          position += 2;
          continue;
        }
        inQuotes = false;
        const next = text[position + 1];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') throw unreadable(line);
      } else {
        if (character === '\n' || (character === '\r' && text[position + 1] !== '\n')) line++;
        cell += character;
      }
      position++;
      continue;
    }
    if (character === quote) {
      // A quote opens a cell only at its start (the server's reader allows no quote inside a plain cell).
      if (cell !== '') throw unreadable(line);
      inQuotes = true;
    } else if (character === ',') {
      cells.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      endRecord(position);
      if (character === '\r' && text[position + 1] === '\n') position++;
      line++;
      recordStart = position + 1;
    } else cell += character;
    position++;
  }
  if (inQuotes) throw unreadable(line);
  // The last row, when the text does not end with a line break.
  if (cell !== '' || cells.length > 0) endRecord(position);
}
