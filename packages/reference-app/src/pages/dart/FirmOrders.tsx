import { toToastMessage } from '@bondkit/core';
import { codeText, orderStatusLabels } from '@bondkit/core/validation';
import { yieldFractionToPercent } from '@bondkit/core/pricing';
import { Link } from 'react-router-dom';
import { useAppServices } from '../../app/AppServices';
import { quantumText } from './quoteLevelText';
import { useLiveData } from './useLiveData';
import { useStreamRefresh } from './useStreamRefresh';
import { ScrollRegion } from '../../app/ScrollRegion';
import { OffHoursMark } from '../../market/OffHoursMark';
import { SideText } from '../../market/SideText';

const orderStreamTypes = ['order_update', 'open_order_count', 'resync'] as const;

/**
 * The firm's latest orders on the workspace, following the stream: a trade done in a negotiation appears
 * here for both firms without a reload. Read-only; the order's actions are on the transactions page.
 */
export function FirmOrders() {
  const { client } = useAppServices();
  const streamKey = useStreamRefresh(orderStreamTypes);
  const orders = useLiveData(`firm-orders:${streamKey}`, () => client.orders.listUnified({ page_size: 10 }));
  return (
    <section className="app-panel app-firm-orders" aria-labelledby="firm-orders-title">
      <div className="app-panel__head">
        <h2 id="firm-orders-title">Orders</h2>
        <Link to="/client/transactions">All transactions</Link>
      </div>
      {orders.status === 'loading' ? <p>Loading orders…</p> : null}
      {orders.status === 'error' ? (
        <p className="app-field__error">{toToastMessage(orders.error).detail}</p>
      ) : null}
      {orders.status === 'ready' && orders.data.results.length === 0 ? (
        <p className="app-muted">Your firm has no orders yet.</p>
      ) : null}
      {orders.status === 'ready' && orders.data.results.length > 0 ? (
        <ScrollRegion label="Firm orders">
          <table className="app-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Bond</th>
                <th scope="col">Side</th>
                <th scope="col">Quantum</th>
                <th scope="col">Status</th>
                <th scope="col">Yield</th>
                <th scope="col">Price</th>
                <th scope="col">Counterparty</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.results.map((order) => (
                <tr key={`${order.kind ?? 'orders'}-${order.id}`} data-order={order.id}>
                  <td className="app-number">#{order.id}</td>
                  <td>{order.display_name ?? order.isin ?? `Bond ${order.finstrument_id}`}</td>
                  <td>
                    <SideText side={order.buy_or_sell === 'buy' ? 'buy' : 'sell'} />
                  </td>
                  <td className="app-number">{quantumText(order.quantity)}</td>
                  <td>
                    {codeText(orderStatusLabels, order.status)}
                    <OffHoursMark at={order.created_at} />
                  </td>
                  <td className="app-number">
                    {order.bond_yield === null
                      ? '—'
                      : `${yieldFractionToPercent(order.bond_yield).toFixed(4)}%`}
                  </td>
                  <td className="app-number">{order.unit_clean_price?.toFixed(4) ?? '—'}</td>
                  <td>{order.counterparty_name ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </section>
  );
}
