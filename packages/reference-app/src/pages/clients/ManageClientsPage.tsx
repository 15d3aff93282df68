import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Client } from '@bondkit/core';
import { DataTable } from '@bondkit/widgets/data-table';
import type { DataTableColumn, DataTableQuery } from '@bondkit/widgets/data-table';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { clientCategoryLabel, indianStateLabel } from './clientLabels';
import { UccPanel } from './UccPanel';
import { tableOrdering } from '../../app/tableOrdering';

const clientColumns: DataTableColumn<Client>[] = [
  { id: 'name', header: 'Client', value: (row) => row.name, width: 'minmax(12rem, 2fr)' },
  {
    id: 'type',
    header: 'Type',
    value: (row) => (row.client_type?.startsWith('INDV') ? 'Individual' : 'Corporate'),
    width: '7rem',
  },
  {
    id: 'category',
    header: 'Category',
    value: (row) => clientCategoryLabel(row.category == null ? null : String(row.category)),
    width: '8rem',
  },
  { id: 'pan', header: 'PAN', value: (row) => String(row.pan ?? '-'), width: '8rem' },
  {
    id: 'state',
    header: 'State',
    value: (row) => indianStateLabel(row.state == null ? null : String(row.state)),
    width: '10rem',
  },
];

// Every column sorts on the server (the list pages there): the table's column to the list's `ordering` field.
const orderingFields = {
  name: 'name',
  type: 'client_type',
  category: 'category',
  pan: 'pan',
  state: 'state',
} as const;

type Tab = 'clients' | 'ucc';

/**
 * Manage clients: the firm's clients (`api/clients/`, searched by name or PAN, partner and offline-record
 * filters), onboarding and editing, and the UCC records per exchange with the template and bulk upload.
 */
export function ManageClientsPage() {
  const { client } = useAppServices();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('clients');
  const [search, setSearch] = useState('');
  const [offlineOnly, setOfflineOnly] = useState(false);
  const [partnersOnly, setPartnersOnly] = useState(false);
  const [query, setQuery] = useState<DataTableQuery>({ page: 1, pageSize: 20, sorting: [], filters: [] });
  const ordering = tableOrdering(query.sorting, orderingFields);
  const page = useAsyncData(
    `clients:${search}:${offlineOnly}:${partnersOnly}:${query.page}:${query.pageSize}:${ordering}`,
    () =>
      client.accounts.listClients({
        page: query.page,
        page_size: query.pageSize,
        ...(search.trim() ? { search: search.trim() } : {}),
        ...(offlineOnly ? { offline_record: true } : {}),
        ...(partnersOnly ? { is_partner: true } : {}),
        ...(ordering === undefined ? {} : { ordering }),
      }),
  );

  return (
    <main className="app-page app-page--wide app-admin">
      <div className="app-admin__heading">
        <h1>Manage clients</h1>
        <Link className="app-button app-button--primary" to="/manage-clients/new">
          Onboard a client
        </Link>
      </div>
      <div role="tablist" aria-label="Client records" className="app-tabs">
        <button type="button" role="tab" aria-selected={tab === 'clients'} onClick={() => setTab('clients')}>
          Clients
        </button>
        <button type="button" role="tab" aria-selected={tab === 'ucc'} onClick={() => setTab('ucc')}>
          UCC
        </button>
      </div>
      {tab === 'clients' ? (
        <section aria-label="Clients">
          <div className="app-admin__toolbar">
            <label className="app-inline-field">
              Search clients
              <input
                type="search"
                value={search}
                placeholder="Name or PAN"
                onChange={(event) => {
                  setSearch(event.target.value);
                  setQuery((current) => ({ ...current, page: 1 }));
                }}
              />
            </label>
            <label className="app-checkbox">
              <input
                type="checkbox"
                checked={offlineOnly}
                onChange={(event) => {
                  setOfflineOnly(event.target.checked);
                  setQuery((current) => ({ ...current, page: 1 }));
                }}
              />
              Onboarded here only
            </label>
            <label className="app-checkbox">
              <input
                type="checkbox"
                checked={partnersOnly}
                onChange={(event) => {
                  setPartnersOnly(event.target.checked);
                  setQuery((current) => ({ ...current, page: 1 }));
                }}
              />
              Partners only
            </label>
          </div>
          <DataTable
            label="Clients"
            mode="server"
            columns={clientColumns}
            rows={page.status === 'ready' ? page.data.results : []}
            rowCount={page.status === 'ready' ? page.data.count : 0}
            getRowId={(row) => String(row.id)}
            status={page.status === 'ready' ? 'success' : page.status}
            query={query}
            onQueryChange={setQuery}
            filterable={false}
            height={480}
            // Enter (or a double click) on a row opens the client, as its Edit button does.
            onRowActivate={(row) => navigate(`/manage-clients/edit/${row.id}`)}
            // One short button: the default 8rem column took a third of a phone's width.
            actionsColumnWidth="5rem"
            renderRowActions={(row) => (
              <Link
                className="app-button"
                to={`/manage-clients/edit/${row.id}`}
                aria-label={`Edit ${row.name}`}
              >
                Edit
              </Link>
            )}
          />
        </section>
      ) : (
        <UccPanel />
      )}
    </main>
  );
}
