import { useState } from 'react';
import { ApiError, toToastMessage } from '@bondkit/core';
import { downloadChatsRequestSchema } from '@bondkit/core/validation';
import type { DownloadProgress } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { saveBlob } from '@bondkit/widgets/data-table';
import { fieldErrorsOf, type FieldErrors } from '../../forms/fieldErrors';
import { endOfMarketDay, marketDateOf, startOfMarketDay } from '../../app/marketDay';

function progressText(progress: DownloadProgress): string {
  const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return progress.totalBytes === null
    ? `${kilobytes(progress.loadedBytes)} received`
    : `${kilobytes(progress.loadedBytes)} of ${kilobytes(progress.totalBytes)}`;
}

/**
 * Downloads the chats of some channels for a range of market days (India time) as a CSV file
 * (`POST api/download-chats`), with its progress. The range is checked as typed with the shared schema,
 * and the server's field errors are shown on their fields.
 */
export function ChatDownloadForm({
  channelIds,
  selectedCount,
}: {
  channelIds: readonly string[];
  selectedCount: number;
}) {
  const { client } = useAppServices();
  const today = marketDateOf(Date.now());
  const [fromDate, setFromDate] = useState(today);
  const [toDate, setToDate] = useState(today);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const body = () => ({
    startTime: fromDate ? startOfMarketDay(fromDate) : Number.NaN,
    endTime: toDate ? endOfMarketDay(toDate) : Number.NaN,
    channelIds: [...channelIds],
  });

  async function download() {
    setDone(null);
    const checked = downloadChatsRequestSchema.safeParse(body());
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    setErrors({});
    setProgress({ loadedBytes: 0, totalBytes: null });
    try {
      const file = await client.chatSession.downloadChats(checked.data, { onProgress: setProgress });
      const fileName = `chats-${fromDate}-to-${toDate}.csv`;
      saveBlob(file, fileName);
      setDone(`Downloaded ${fileName} (${(file.size / 1024).toFixed(1)} KB).`);
    } catch (error) {
      if (ApiError.isInstance(error) && Object.keys(error.fieldErrors).length > 0)
        setErrors(error.fieldErrors);
      else client.toasts.push(toToastMessage(error));
    } finally {
      setProgress(null);
    }
  }

  const dateError = errors.endTime ?? errors.startTime;
  return (
    <form
      className="app-panel app-surveillance__download"
      aria-label="Download chats"
      // The range is checked with the shared schema and its message shown here; the browser's own check of
      // the inputs' min and max would block the submit with no message of ours.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      <h2>Download chats</h2>
      <p className="app-surveillance__note">
        {selectedCount > 0 ? `${selectedCount} chat(s) ticked` : `All ${channelIds.length} chats`}, from the
        start of the first day to the end of the last (India time), as a CSV file. At most 31 days.
      </p>
      <div className="app-surveillance__download-fields">
        <label className="app-field">
          From
          <input
            type="date"
            value={fromDate}
            max={toDate || undefined}
            onChange={(event) => setFromDate(event.target.value)}
          />
        </label>
        <label className="app-field">
          To
          <input
            type="date"
            value={toDate}
            min={fromDate || undefined}
            onChange={(event) => setToDate(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className="app-button app-button--primary"
          disabled={progress !== null || channelIds.length === 0}
        >
          {progress !== null ? 'Downloading…' : 'Download chats'}
        </button>
      </div>
      {dateError ? (
        <p className="app-field__error" role="alert">
          {dateError}
        </p>
      ) : null}
      {errors.channelIds ? (
        <p className="app-field__error" role="alert">
          {errors.channelIds}
        </p>
      ) : null}
      {progress !== null ? (
        <div className="app-surveillance__progress">
          <progress
            aria-label="Download progress"
            max={progress.totalBytes ?? undefined}
            value={progress.totalBytes === null ? undefined : progress.loadedBytes}
          />
          <span role="status">{progressText(progress)}</span>
        </div>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
    </form>
  );
}
