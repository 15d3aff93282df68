/** Where an upload is: the file arriving, its rows checked, its holdings written, or finished. */
type UploadPhase = 'receiving' | 'checking' | 'writing' | 'done';

/** What the server has done with one upload so far, as `GET api/inventory/upload/progress/{id}/` shows it. */
export interface UploadProgress {
  phase: UploadPhase;
  received_bytes: number;
  /** From the request's Content-Length; null when the client did not send one. */
  total_bytes: number | null;
  checked_rows: number;
  /** Null until the file is read. */
  total_rows: number | null;
  written_rows: number;
  /** Null until there is something to write. */
  rows_to_write: number | null;
}

/** How long a finished or abandoned upload's progress is kept for a late poll. */
const keepMs = 5 * 60_000;

/** The most uploads tracked at once; past it the oldest is forgotten (a poll for it answers 404). */
const maximumTracked = 1_000;

/**
 * Progress of the uploads in flight, by firm and the client's upload id, in memory: a poll during a
 * request must see what that request has done, and the request runs in this process. One registry per
 * server; entries expire `keepMs` after their last change.
 */
export function createUploadProgressRegistry(now: () => number = Date.now) {
  const entries = new Map<string, { progress: UploadProgress; touchedAt: number }>();
  const keyOf = (clientId: number, uploadId: string) => `${clientId}:${uploadId}`;
  const sweep = () => {
    const oldest = now() - keepMs;
    for (const [key, entry] of entries) if (entry.touchedAt < oldest) entries.delete(key);
    while (entries.size >= maximumTracked) entries.delete(entries.keys().next().value!);
  };
  return {
    /** Starts tracking an upload and returns a function that records each change. */
    start(clientId: number, uploadId: string, totalBytes: number | null) {
      sweep();
      const key = keyOf(clientId, uploadId);
      const progress: UploadProgress = {
        phase: 'receiving',
        received_bytes: 0,
        total_bytes: totalBytes,
        checked_rows: 0,
        total_rows: null,
        written_rows: 0,
        rows_to_write: null,
      };
      entries.set(key, { progress, touchedAt: now() });
      return (change: Partial<UploadProgress>) => {
        Object.assign(progress, change);
        const entry = entries.get(key);
        if (entry) entry.touchedAt = now();
      };
    },
    /** A copy of the upload's progress, or undefined for an unknown id or another firm's. */
    read(clientId: number, uploadId: string): UploadProgress | undefined {
      const entry = entries.get(keyOf(clientId, uploadId));
      return entry ? { ...entry.progress } : undefined;
    },
  };
}
