import { useState } from 'react';
import type { UploadResult } from '@bondkit/core';
import { saveBlob } from '@bondkit/widgets/data-table';
import { useAppServices } from '../../app/AppServices';
import { useServerFieldErrors } from './useServerFieldErrors';

/** The upload template: the columns `POST api/eoi/upload/` reads, with one example row of each side. */
const quoteUploadTemplate = [
  'isin,quote_type,quantum,price,yield,settlement_delta,validity',
  'IN0020230085,BID,5000000,,7.1200,1,Till end of day',
  'IN0020230085,ASK,5000000,99.8500,,1,',
].join('\n');

/**
 * Uploading quotes from a CSV or XLSX: every row is checked first (a dry run, errors listed by row), then
 * the valid rows are published on confirmation.
 */
export function UploadQuotes({ onUploaded }: { onUploaded: () => void }) {
  const { client } = useAppServices();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<UploadResult | null>(null);
  const [busy, setBusy] = useState(false);
  const server = useServerFieldErrors();

  async function send(confirm: boolean) {
    if (file === null) return;
    setBusy(true);
    server.clear();
    try {
      const result = await client.quotes.uploadEois(file, { confirm });
      setChecked(result);
      if (confirm && result.created > 0) {
        client.toasts.push({
          severity: 'success',
          summary: `${result.created} quote${result.created === 1 ? '' : 's'} published`,
        });
        onUploaded();
      }
    } catch (error) {
      server.show(error);
    } finally {
      setBusy(false);
    }
  }

  const valid = checked && typeof checked.valid_rows === 'number' ? checked.valid_rows : null;
  return (
    <section className="app-upload" aria-label="Upload quotes">
      <div className="app-actions">
        <button
          type="button"
          className="app-link-button"
          onClick={() =>
            saveBlob(new Blob([quoteUploadTemplate], { type: 'text/csv' }), 'quote-upload-template.csv')
          }
        >
          Download template
        </button>
        <label className="app-button">
          Choose file
          <input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="app-visually-hidden"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setChecked(null);
            }}
          />
        </label>
        {file ? <span>{file.name}</span> : null}
        <button
          type="button"
          className="app-button"
          disabled={file === null || busy}
          onClick={() => void send(false)}
        >
          Check rows
        </button>
        <button
          type="button"
          className="app-button app-button--primary"
          disabled={file === null || busy || checked === null || (valid !== null && valid === 0)}
          onClick={() => void send(true)}
        >
          Publish valid rows
        </button>
      </div>
      {server.rest.length > 0 ? <p className="app-field__error">{server.rest.join(' ')}</p> : null}
      {checked ? (
        <div role="status">
          <p>
            {checked.created > 0
              ? `${checked.created} published.`
              : valid === null
                ? 'Checked.'
                : `${valid} valid row${valid === 1 ? '' : 's'}.`}{' '}
            {checked.errors.length === 0
              ? 'No errors.'
              : `${checked.errors.length} row${checked.errors.length === 1 ? '' : 's'} with errors:`}
          </p>
          {checked.errors.length > 0 ? (
            <table className="app-table">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Error</th>
                </tr>
              </thead>
              <tbody>
                {checked.errors.map((error) => (
                  <tr key={error.row}>
                    <td className="app-number">{error.row}</td>
                    <td>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
