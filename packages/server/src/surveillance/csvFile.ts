import { neutraliseSpreadsheetFormula } from '@bondkit/core/validation';

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; text that would run as a spreadsheet formula
 * (`=`, `+`, `-`, `@`, after any leading whitespace) gets a leading apostrophe, so a chat message never runs.
 */
function csvCell(value: unknown): string {
  const text = neutraliseSpreadsheetFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document (CRLF lines, as RFC 4180 and spreadsheets expect) from a header and rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A CSV file the compliance officer downloads: its name and its text. */
export interface SurveillanceCsvFile {
  fileName: string;
  csv: string;
}
