import { useState } from 'react';
import type { StoredErrorReport } from '@bondkit/core/validation';
import { DataTable } from '@bondkit/widgets/data-table';
import type { DataTableColumn, DataTableQuery } from '@bondkit/widgets/data-table';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { tableOrdering } from '../../app/tableOrdering';

// Every column sorts on the server (the list pages there): the table's column to the list's `ordering` field.
const orderingFields = {
  when: 'created_at',
  user: 'user_name',
  message: 'message',
  url: 'url',
  kind: 'kind',
} as const;

const columns: DataTableColumn<StoredErrorReport>[] = [
  {
    id: 'when',
    header: 'When',
    kind: 'date',
    value: (report) => report.created_at,
    render: (report) => new Date(report.created_at).toLocaleString('en-IN'),
    width: '11rem',
  },
  { id: 'user', header: 'User', value: (report) => report.user_name ?? '-', width: '10rem' },
  {
    id: 'message',
    header: 'Error',
    value: (report) => report.message,
    width: 'minmax(14rem, 2fr)',
  },
  { id: 'url', header: 'Page', value: (report) => report.url, width: 'minmax(10rem, 1fr)' },
  { id: 'kind', header: 'Kind', value: (report) => report.kind, width: '9rem' },
];

/**
 * The UI errors the firm's users met (platform-shell 8's error reports), newest first, for the ops admin:
 * who, where and what, so a broken page is noticed before the users call.
 */
export function ErrorReportsSection() {
  const { client } = useAppServices();
  const [query, setQuery] = useState<DataTableQuery>({ page: 1, pageSize: 20, sorting: [], filters: [] });
  const [refreshKey, setRefreshKey] = useState(0);
  const ordering = tableOrdering(query.sorting, orderingFields);
  const page = useAsyncData(`error-reports:${query.page}:${query.pageSize}:${ordering}:${refreshKey}`, () =>
    client.platform.listErrorReports(query.page, query.pageSize, ordering),
  );
  return (
    <section className="app-panel" aria-labelledby="error-reports-title">
      <h2 id="error-reports-title">Errors your users met</h2>
      <DataTable
        label="Errors your users met"
        mode="server"
        columns={columns}
        rows={page.status === 'ready' ? page.data.results : []}
        rowCount={page.status === 'ready' ? page.data.count : 0}
        getRowId={(report) => String(report.id)}
        status={page.status === 'ready' ? 'success' : page.status}
        onRetry={() => setRefreshKey((key) => key + 1)}
        query={query}
        onQueryChange={setQuery}
        filterable={false}
        emptyText="No errors reported. Pages your users open report errors here as they happen."
        height={360}
      />
    </section>
  );
}
