/**
 * A text cell made safe to open in a spreadsheet: text that starts, after any leading spaces, tabs or line
 * breaks, with `=`, `+`, `-` or `@` (or starts with a tab or a carriage return) would run as a formula, so it gets
 * a leading apostrophe, which spreadsheets read as "this is text". Every CSV the platform writes (the tables'
 * exports, the compliance downloads) uses this one rule.
 */
export function neutraliseSpreadsheetFormula(text: string): string {
  return /^[\t\r]|^[\s]*[=+\-@]/.test(text) ? `'${text}` : text;
}
