import type { EndpointUpload } from './endpoint';

/** Five MiB: the largest file any upload takes (a spreadsheet as sent, or a support attachment). */
const fiveMebibytes = 5 * 1024 * 1024;

/** A spreadsheet of rows (quotes, holdings, UCC records): CSV or XLSX in the multipart field `file`. */
export const spreadsheetUpload = {
  field: 'file',
  maxBytes: fiveMebibytes,
  accept: ['.csv', '.xlsx', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
} as const satisfies EndpointUpload;

/** A support ticket's attachment: any file in the multipart field `file`, served back only as a download. */
export const supportAttachmentUpload = {
  field: 'file',
  maxBytes: fiveMebibytes,
  accept: ['*/*'],
} as const satisfies EndpointUpload;

/** A client-chosen upload id to poll an upload's progress with: 8 to 64 letters, digits or dashes (a UUID fits). */
export const uploadIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The bounds an uploaded spreadsheet is read within, by the server and the testing fake alike: they keep one
 * request's memory and time small whatever the file claims about itself.
 */
export const spreadsheetLimits = {
  /** Data rows (the header row not counted). */
  rows: 5000,
  /** Columns of any row. */
  columns: 64,
  /** Characters of one cell. */
  cellCharacters: 4096,
} as const;

/**
 * The longest raw CSV record: every column at its longest cell, every character a doubled quote. A longer
 * record is refused before its cells are looked at.
 */
export const spreadsheetMaximumRecordCharacters =
  spreadsheetLimits.columns * (2 * spreadsheetLimits.cellCharacters + 3);

/**
 * The types a support attachment is served back as (always as a download); any other is served as a file
 * of unknown type, `application/octet-stream`.
 */
export const supportAttachmentServedTypes: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
]);

/** The 400 on `upload.field` for a request that is not a multipart form (the server's and the fake's). */
export function uploadNotMultipartMessage(upload: EndpointUpload): string {
  return `Send the file as multipart/form-data in the field "${upload.field}".`;
}

/** The 400 on `upload.field` for a file over `upload.maxBytes` (the server's and the fake's). */
export function uploadTooLargeMessage(upload: EndpointUpload): string {
  return `The file is larger than ${upload.maxBytes / (1024 * 1024)} MB; upload a smaller file.`;
}
