import { spreadsheetLimits } from '@bondkit/core/contract';

/**
 * The bounds every uploaded table is read within. They keep one request's memory and CPU small whatever
 * the file claims about itself: a spreadsheet is a ZIP archive, so its size on the wire says nothing about
 * the size it inflates to. The bytes of the file as sent are the contract's (`spreadsheetUpload.maxBytes`),
 * enforced by `receiveUpload`.
 */
export const uploadLimits = {
  /** Rows, columns and characters of a cell: the contract's, which the testing fake reads within too. */
  ...spreadsheetLimits,
  /** Bytes all entries of an XLSX archive may inflate to, counted while inflating. */
  inflatedBytes: 20 * 1024 * 1024,
} as const;
