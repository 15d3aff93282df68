/**
 * The bounds the fake reads an uploaded table within: the reference server's (`trading/uploads/uploadLimits.ts`,
 * which core does not export), so a file the server refuses for its size the fake refuses too.
 */
export const fakeUploadLimits = {
  /** Data rows (the header row not counted). */
  rows: 5000,
  /** Columns of any row. */
  columns: 64,
  /** Characters of one cell. */
  cellCharacters: 4096,
} as const;

/**
 * The longest raw row: every column at its longest cell, every character a doubled quote. As on the server,
 * a longer record is refused before its cells are looked at.
 */
export const fakeMaximumRecordCharacters =
  fakeUploadLimits.columns * (2 * fakeUploadLimits.cellCharacters + 3);
