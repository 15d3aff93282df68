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
