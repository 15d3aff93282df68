import { vi } from 'vitest';

/** A file the page handed the browser to save. */
export interface SavedFile {
  fileName: string;
  blob: Blob;
}

/**
 * jsdom has no object URLs and no downloads: records what `saveBlob` hands the browser instead, until
 * `restore()`. The returned `savedFiles` fills as the page saves.
 */
export function recordDownloads(): { savedFiles: SavedFile[]; restore: () => void } {
  const savedFiles: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const originalUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) savedFiles.push({ fileName: this.download, blob });
  });
  return {
    savedFiles,
    restore: () => {
      click.mockRestore();
      Object.assign(URL, originalUrl);
    },
  };
}
