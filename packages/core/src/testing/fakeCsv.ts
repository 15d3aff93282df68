/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell starting with `=`, `+`, `-`, `@`
 * or a tab gets a leading apostrophe, so a chat message can never run as a spreadsheet formula.
 */
/** A cell's value. */
type CsvValue = string | number | boolean | null | undefined;

function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file (CRLF lines, as RFC 4180 and spreadsheets expect) from a header and rows, as the server writes it. */
export function csvBlob(header: readonly string[], rows: readonly (readonly CsvValue[])[]): Blob {
  const text = [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
  return new Blob([text], { type: 'text/csv; charset=utf-8' });
}
