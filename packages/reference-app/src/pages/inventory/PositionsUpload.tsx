import { useState } from 'react';
import { toToastMessage } from '@bondkit/core';
import type { BondClient, InventoryUploadResult } from '@bondkit/core';
import { inventoryUploadTemplate } from '@bondkit/core/validation';
import { saveBlob } from '@bondkit/widgets/data-table';

type UploadState =
  | { step: 'idle' }
  | { step: 'sending'; fileName: string; rows: number | null; confirming: boolean }
  | { step: 'checked'; file: File; result: InventoryUploadResult }
  | { step: 'written'; result: InventoryUploadResult };

/** Data rows of a CSV (lines after the header that are not blank); null for a workbook. */
async function csvRowCount(file: File): Promise<number | null> {
  if (!file.name.toLowerCase().endsWith('.csv')) return null;
  const text = await file.text();
  return text.split(/\r?\n/).filter((line) => line.trim() !== '').length - 1;
}

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

  const send = async (file: File, confirm: boolean) => {
    setState({ step: 'sending', fileName: file.name, rows: await csvRowCount(file), confirming: confirm });
    try {
      const result = await client.inventory.upload(file, { confirm });
      if (result.confirmed) {
        setState({ step: 'written', result });
        onWritten();
      } else setState({ step: 'checked', file, result });
    } catch (error) {
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
      {state.step === 'sending' ? (
        <div className="app-upload-progress" role="status">
          <progress aria-label="Upload progress" />
          <span>
            {state.confirming ? 'Writing' : 'Checking'}{' '}
            {state.rows === null
              ? state.fileName
              : `${state.rows.toLocaleString('en-IN')} rows of ${state.fileName}`}
            …
          </span>
        </div>
      ) : null}
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
            Nothing was written: {state.result.errors.length} row{state.result.errors.length === 1 ? '' : 's'}{' '}
            have errors. {state.result.valid_rows.toLocaleString('en-IN')} rows are good.
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
