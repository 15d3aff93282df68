import { useState } from 'react';
import type { FormEvent } from 'react';
import { toToastMessage } from '@bondkit/core';
import type { UccRecord } from '@bondkit/core';
import { clientTypeLabels, codeText, uccStatusLabels } from '@bondkit/core/validation';
import type { UccUploadResult } from '@bondkit/core/validation';
import { DataTable } from '@bondkit/widgets/data-table';
import type { DataTableColumn, DataTableQuery } from '@bondkit/widgets/data-table';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { saveBlob } from '@bondkit/widgets/data-table';
import { UccEditor } from './UccEditor';
import { tableOrdering } from '../../app/tableOrdering';

// Every column sorts on the server (the list pages there): the table's column to the list's `ordering` field.
const orderingFields = {
  code: 'client_code',
  exchange: 'exchange',
  name: 'name',
  pan: 'pan',
  type: 'client_type',
  status: 'status',
} as const;

const uccColumns: DataTableColumn<UccRecord>[] = [
  { id: 'code', header: 'Client code', value: (row) => row.client_code, width: '8rem' },
  { id: 'exchange', header: 'Exchange', value: (row) => row.exchange, width: '6rem' },
  { id: 'name', header: 'Name', value: (row) => row.name, width: 'minmax(10rem, 2fr)' },
  { id: 'pan', header: 'PAN', value: (row) => String(row.pan ?? ''), width: '8rem' },
  {
    id: 'type',
    header: 'Type',
    value: (row) => codeText(clientTypeLabels, row.client_type),
    width: '9rem',
  },
  {
    id: 'status',
    header: 'Status',
    value: (row) => codeText(uccStatusLabels, row.status),
    width: '6rem',
  },
];

/** The firm's UCC records: search, view and edit one, create one, the upload template and the bulk upload. */
export function UccPanel() {
  const { client } = useAppServices();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<DataTableQuery>({ page: 1, pageSize: 20, sorting: [], filters: [] });
  const [refreshKey, setRefreshKey] = useState(0);
  // A record's id, 'new' while one is being created, or null.
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<UccUploadResult | null>(null);
  const ordering = tableOrdering(query.sorting, orderingFields);
  const page = useAsyncData(`ucc:${search}:${query.page}:${query.pageSize}:${ordering}:${refreshKey}`, () =>
    client.accounts.listUcc({
      page: query.page,
      page_size: query.pageSize,
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(ordering === undefined ? {} : { ordering }),
    }),
  );

  async function downloadTemplate() {
    try {
      saveBlob(await client.accounts.downloadUccTemplate(), 'ucc-template.xlsx');
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    }
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (file === null) return;
    setUploading(true);
    setResult(null);
    try {
      const answer = await client.accounts.uploadUcc(file, file.name);
      setResult(answer);
      setRefreshKey((key) => key + 1);
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <section aria-label="UCC records" className="app-admin__ucc">
      <div className="app-admin__toolbar">
        <label className="app-inline-field">
          Search UCC
          <input
            type="search"
            value={search}
            placeholder="Code, name or PAN"
            onChange={(event) => {
              setSearch(event.target.value);
              setQuery((current) => ({ ...current, page: 1 }));
            }}
          />
        </label>
        <button type="button" className="app-button" onClick={() => setSelected('new')}>
          New UCC record
        </button>
        <button type="button" className="app-button" onClick={() => void downloadTemplate()}>
          Download template
        </button>
      </div>
      <form className="app-admin__upload" onSubmit={(event) => void upload(event)}>
        <label className="app-inline-field">
          UCC file (template, CSV or XLSX)
          <input
            type="file"
            accept=".xlsx,.csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
        </label>
        <button
          type="submit"
          className="app-button app-button--primary"
          disabled={file === null || uploading}
        >
          {uploading ? 'Uploading…' : 'Upload UCC records'}
        </button>
      </form>
      {result ? (
        <div className="app-notice" role="status" aria-label="Upload result">
          <p>
            {result.created} UCC record{result.created === 1 ? '' : 's'} created
            {result.errors.length > 0
              ? `, ${result.errors.length} row${result.errors.length === 1 ? '' : 's'} refused`
              : ''}
            .
          </p>
          {result.errors.length > 0 ? (
            <ul className="app-admin__row-errors">
              {result.errors.map((error) => (
                <li key={`${error.row}:${error.message}`}>
                  Row {error.row}: {error.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="app-admin__split">
        <DataTable
          label="UCC records"
          mode="server"
          columns={uccColumns}
          rows={page.status === 'ready' ? page.data.results : []}
          rowCount={page.status === 'ready' ? page.data.count : 0}
          getRowId={(row) => String(row.id)}
          status={page.status === 'ready' ? 'success' : page.status}
          onRetry={() => setRefreshKey((key) => key + 1)}
          query={query}
          onQueryChange={setQuery}
          filterable={false}
          height={440}
          onRowActivate={(row) => setSelected(row.id)}
          // One short button: the default 8rem column took a third of a phone's width.
          actionsColumnWidth="5rem"
          renderRowActions={(row) => (
            <button
              type="button"
              className="app-button"
              aria-label={`View UCC ${row.client_code} ${row.exchange}`}
              onClick={() => setSelected(row.id)}
            >
              View
            </button>
          )}
        />
        {selected !== null ? (
          <UccEditor
            key={selected}
            uccId={selected === 'new' ? null : selected}
            onClose={() => setSelected(null)}
            onSaved={(uccId) => {
              setSelected(uccId);
              setRefreshKey((key) => key + 1);
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
