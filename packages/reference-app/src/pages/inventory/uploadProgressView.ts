import type { InventoryUploadProgress } from '@bondkit/core';

/** What the upload's progress bar shows: its value out of its maximum (null: still unknown) and a line. */
export interface UploadProgressView {
  value: number | null;
  max: number;
  text: string;
}

function kilobytes(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`;
}

/**
 * The progress bar of a positions upload, from the server's own account (`uploadProgress`): the file's
 * bytes as they arrive, then the rows checked, then the holdings written. Before the first answer the bar
 * is indeterminate.
 */
export function uploadProgressView(
  progress: InventoryUploadProgress | null,
  file: { name: string; size: number },
  confirming: boolean,
): UploadProgressView {
  if (progress === null) return { value: null, max: 1, text: `Sending ${file.name}…` };
  switch (progress.phase) {
    case 'receiving': {
      // The request's length includes the multipart envelope; the file's own size is the honest maximum.
      const total = Math.max(file.size, progress.received_bytes);
      return {
        value: progress.received_bytes,
        max: total,
        text: `Sending ${kilobytes(progress.received_bytes)} of ${kilobytes(total)}`,
      };
    }
    case 'checking': {
      const total = progress.total_rows ?? 0;
      return {
        value: progress.checked_rows,
        max: Math.max(1, total),
        text: `Checking ${progress.checked_rows.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} rows`,
      };
    }
    case 'writing': {
      const total = progress.rows_to_write ?? 0;
      return {
        value: progress.written_rows,
        max: Math.max(1, total),
        text: `Writing ${progress.written_rows.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} holdings`,
      };
    }
    default:
      return {
        value: 1,
        max: 1,
        text: confirming ? 'Written; loading your book…' : 'Checked; reading the answer…',
      };
  }
}
