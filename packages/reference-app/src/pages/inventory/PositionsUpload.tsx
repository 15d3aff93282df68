import { useEffect, useRef, useState } from 'react';
import { toToastMessage } from '@bondkit/core';
import type { BondClient, InventoryUploadProgress, InventoryUploadResult } from '@bondkit/core';
import { inventoryUploadTemplate } from '@bondkit/core/validation';
import { saveBlob } from '@bondkit/widgets/data-table';
import { uploadProgressView } from './uploadProgressView';

/** How often the upload's progress is asked for while the request runs. */
const progressPollMs = 200;

/** An upload id from the browser's random source (`randomUUID` needs a secure context; this does not). */
function newUploadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type UploadState =
  | { step: 'idle' }
  | {
      step: 'sending';
      file: { name: string; size: number };
      confirming: boolean;
      progress: InventoryUploadProgress | null;
    }
  | { step: 'checked'; file: File; result: InventoryUploadResult }
  | { step: 'written'; result: InventoryUploadResult };

/**
 * Upload positions (CSV or XLSX: isin, quantity, optional valuation_cost). The server checks every row and
 * writes nothing when a row is bad: the bad rows are listed, and the user may then write the good ones. A
 * progress bar runs while the file is sent and checked.
 */
export function PositionsUpload({
  client,
  onWritten,
  onPremium,
}: {
  client: BondClient;
  onWritten: () => void;
  onPremium: (error: unknown) => boolean;
}) {
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  // Stops the progress polling when the page goes away mid-upload.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = async (file: File, confirm: boolean) => {
    const uploadId = newUploadId();
    setState({
      step: 'sending',
      file: { name: file.name, size: file.size },
      confirming: confirm,
      progress: null,
    });
    let answered = false;
    // The server's own account of the upload (bytes received, rows checked, holdings written), polled until
    // the upload's answer arrives; a poll before the server has seen the request answers 404 and is skipped.
    const poll = async () => {
      while (!answered && mounted.current) {
        await new Promise((resolve) => setTimeout(resolve, progressPollMs));
        if (answered || !mounted.current) return;
        const progress = await client.inventory.uploadProgress(uploadId).catch(() => null);
        if (progress && !answered && mounted.current)
          setState((current) => (current.step === 'sending' ? { ...current, progress } : current));
      }
    };
    void poll();
    try {
      const result = await client.inventory.upload(file, { confirm, uploadId });
      answered = true;
      if (result.confirmed) {
        setState({ step: 'written', result });
        onWritten();
      } else setState({ step: 'checked', file, result });
    } catch (error) {
      answered = true;
      setState({ step: 'idle' });
      if (!onPremium(error)) client.toasts.push(toToastMessage(error));
    }
  };

  return (
    <section className="app-panel app-inventory__upload" aria-labelledby="upload-title">
      <h2 id="upload-title">Upload positions</h2>
      <p className="app-muted">
        A CSV or XLSX file with the columns isin, quantity (face value in ₹) and an optional valuation_cost.
        Each row sets that holding. Up to 5,000 rows.
      </p>
      <div className="app-actions">
        <label className="app-button">
          Choose file
          <input
            type="file"
            accept=".csv,.xlsx"
            className="app-visually-hidden"
            aria-label="Positions file"
            disabled={state.step === 'sending'}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file, false);
            }}
          />
        </label>
        <button
          type="button"
          className="app-link-button"
          onClick={() =>
            saveBlob(new Blob([inventoryUploadTemplate], { type: 'text/csv' }), 'positions-template.csv')
          }
        >
          Download template
        </button>
      </div>
      {state.step === 'sending' ? <UploadProgressBar state={state} /> : null}
      {state.step === 'written' ? (
        <div role="status" className="app-upload-progress">
          <progress aria-label="Upload progress" value={1} max={1} />
          <span data-testid="upload-result">
            {state.result.created.toLocaleString('en-IN')} holding{state.result.created === 1 ? '' : 's'}{' '}
            written
            {state.result.errors.length > 0 ? `; ${state.result.errors.length} bad rows left out` : ''}.
          </span>
        </div>
      ) : null}
      {state.step === 'checked' ? (
        <div role="alert" className="app-upload-errors">
          <p data-testid="upload-result">
            Nothing was written: {state.result.errors.length}{' '}
            {state.result.errors.length === 1 ? 'row has' : 'rows have'} errors.{' '}
            {state.result.valid_rows.toLocaleString('en-IN')}{' '}
            {state.result.valid_rows === 1 ? 'row is' : 'rows are'} good.
          </p>
          <ul className="app-list">
            {state.result.errors.slice(0, 50).map((error) => (
              <li key={error.row}>
                Row {error.row}: {error.message}
              </li>
            ))}
          </ul>
          {state.result.errors.length > 50 ? <p>…and {state.result.errors.length - 50} more.</p> : null}
          <div className="app-actions">
            {state.result.valid_rows > 0 ? (
              <button
                type="button"
                className="app-button app-button--primary"
                onClick={() => void send(state.file, true)}
              >
                Write the {state.result.valid_rows.toLocaleString('en-IN')} good rows
              </button>
            ) : null}
            <button type="button" className="app-button" onClick={() => setState({ step: 'idle' })}>
              Discard
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function UploadProgressBar({ state }: { state: Extract<UploadState, { step: 'sending' }> }) {
  const view = uploadProgressView(state.progress, state.file, state.confirming);
  return (
    <div className="app-upload-progress" role="status">
      {view.value === null ? (
        <progress aria-label="Upload progress" />
      ) : (
        <progress aria-label="Upload progress" value={view.value} max={view.max} />
      )}
      <span data-testid="upload-progress-text">{view.text}</span>
    </div>
  );
}
