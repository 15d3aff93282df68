import { useEffect, useState } from 'react';
import { rolesOf } from '@bondkit/core/access';
import type { Order } from '@bondkit/core';
import { DataTable } from '@bondkit/widgets/data-table';
import type { DataTableQuery } from '@bondkit/widgets/data-table';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { useSessionState } from '../../app/useSessionState';
import { ErrorPage } from '../error/ErrorPage';
import { isPremiumRequired } from '../error/premiumRequired';
import { orderColumns, orderOrderingFields } from './orderColumns';
import { tableOrdering } from '../../app/tableOrdering';
import { OrderDrawer } from './OrderDrawer';
import { ReportTradeForm } from './ReportTradeForm';
import { orderStatusLabels } from '@bondkit/core/validation';

const states = ['PENDING', 'ACCEPTED', 'SETTLED', 'REJECTED', 'CANCELLED'] as const;

/**
 * Transactions: every order and procurement order of the firm (`api/orders/unified/`, paged by the
 * server, filtered by state), a drawer per trade with its history, audit trail, amendments and actions.
 * An `order_update` on the trade stream reloads the list and the open trade, so a counterparty's
 * settlement or amendment shows at once.
 */
export function TransactionsPage() {
  const { client } = useAppServices();
  const session = useSessionState(client);
  const roles = session.data ? rolesOf(session.data) : [];
  const permissions = {
    deal: roles.includes('clientdealer'),
    settle: roles.includes('clientdealer') || roles.includes('backoffice'),
  };
  const [state, setState] = useState('');
  const [query, setQuery] = useState<DataTableQuery>({ page: 1, pageSize: 20, sorting: [], filters: [] });
  const [refreshKey, setRefreshKey] = useState(0);
  const [selected, setSelected] = useState<{ id: number; kind: 'orders' | 'procurement-orders' } | null>(
    null,
  );

  // Reporting a trade is premium (record external trades): a 402 shows the Premium prompt instead of a toast.
  const [premium, setPremium] = useState(false);
  const onPremium = (error: unknown) => {
    if (!isPremiumRequired(error)) return false;
    setPremium(true);
    return true;
  };

  useEffect(() => client.stream.on('order_update', () => setRefreshKey((key) => key + 1)), [client]);

  const ordering = tableOrdering(query.sorting, orderOrderingFields);
  const page = useAsyncData(`orders:${state}:${query.page}:${query.pageSize}:${ordering}:${refreshKey}`, () =>
    client.orders.listUnified({
      page: query.page,
      page_size: query.pageSize,
      ...(state ? { state } : {}),
      ...(ordering === undefined ? {} : { ordering }),
    }),
  );
  // Keep the last page on screen while the next one loads, so a live update does not blank the table.
  const [shown, setShown] = useState<{ rows: readonly Order[]; count: number }>({ rows: [], count: 0 });
  useEffect(() => {
    if (page.status === 'ready') setShown({ rows: page.data.results, count: page.data.count });
  }, [page]);

  if (premium) return <ErrorPage status={402} />;

  return (
    <main className="app-page app-page--wide app-transactions">
      <h1>Transactions</h1>
      <label className="app-inline-field">
        State
        <select
          value={state}
          onChange={(event) => {
            setState(event.target.value);
            setQuery((current) => ({ ...current, page: 1 }));
          }}
        >
          <option value="">All</option>
          {states.map((candidate) => (
            <option key={candidate} value={candidate}>
              {orderStatusLabels[candidate]}
            </option>
          ))}
        </select>
      </label>
      <div className="app-transactions__layout">
        <DataTable
          label="Transactions"
          mode="server"
          columns={orderColumns}
          rows={shown.rows}
          rowCount={shown.count}
          getRowId={(order) => `${order.kind ?? 'orders'}:${order.id}`}
          status={
            page.status === 'error'
              ? 'error'
              : page.status === 'loading' && shown.rows.length === 0
                ? 'loading'
                : 'success'
          }
          onRetry={() => setRefreshKey((key) => key + 1)}
          query={query}
          onQueryChange={setQuery}
          filterable={false}
          persistKey="transactions"
          height={520}
          onRowActivate={(order) => setSelected({ id: order.id, kind: order.kind ?? 'orders' })}
          // One short button: the default 8rem column took a third of a phone's width.
          actionsColumnWidth="5rem"
          renderRowActions={(order) => (
            <button
              type="button"
              className="app-button"
              aria-label={`Open trade ${order.id}`}
              onClick={() => setSelected({ id: order.id, kind: order.kind ?? 'orders' })}
            >
              Open
            </button>
          )}
          loadRowsForExport={async () =>
            (await client.orders.listUnified({ paginate: false, ...(state ? { state } : {}) })).results
          }
        />
        {selected ? (
          <OrderDrawer
            key={`${selected.kind}:${selected.id}`}
            client={client}
            orderId={selected.id}
            kind={selected.kind}
            permissions={permissions}
            refreshKey={refreshKey}
            onChanged={() => setRefreshKey((key) => key + 1)}
            onClose={() => setSelected(null)}
          />
        ) : null}
      </div>
      {permissions.deal ? (
        <ReportTradeForm
          client={client}
          onReported={() => setRefreshKey((key) => key + 1)}
          onPremium={onPremium}
        />
      ) : null}
    </main>
  );
}
