import { Link } from 'react-router-dom';
import { toToastMessage, type ClientPortfolio } from '@bondkit/core';
import { codeText, orderStatusLabels } from '@bondkit/core/validation';
import { Spinner, formatMarketDate } from '@bondkit/widgets';
import { useAppServices } from '../../app/AppServices';
import { SideText } from '../../market/SideText';
import { useLiveData } from '../dart/useLiveData';
import { formatRupees } from '../security/formatRupees';
import { formatCleanPrice, formatFaceValue, formatYieldFraction } from '../security/marketFormat';
import { CardsAndTable } from './CardsAndTable';
import { ClientEoiCards } from './ClientEoiCards';
import { useClientEois } from './useClientEois';
import './investor.css';

type Holding = ClientPortfolio['holdings'][number];
type Order = ClientPortfolio['orders'][number];

const orDash = <Value,>(value: Value | null | undefined, format: (value: Value) => string) =>
  value == null ? '—' : format(value);
const bondLinkOf = (row: Holding | Order) => (
  <Link to={`/security/${row.finstrument_id}`}>{row.display_name ?? row.isin}</Link>
);

function HoldingsTable({ holdings }: { holdings: readonly Holding[] }) {
  if (holdings.length === 0)
    return (
      <p className="app-muted">No holdings yet: a quote you accept becomes one once the order is placed.</p>
    );
  return (
    <CardsAndTable
      label="Holdings"
      rows={holdings}
      rowKey={(holding) => holding.id}
      cardTitle={bondLinkOf}
      facts={[
        { label: 'Face value', value: (holding) => formatFaceValue(holding.quantity) },
        {
          label: 'Price · yield',
          value: (holding) =>
            `${formatCleanPrice(holding.market_price)} · ${formatYieldFraction(holding.market_yield)}`,
        },
        { label: 'Value (with accrued)', value: (holding) => orDash(holding.consideration, formatRupees) },
        { label: 'Maturity', value: (holding) => orDash(holding.maturity_date, formatMarketDate) },
      ]}
      columns={[
        { header: 'Bond', cell: bondLinkOf },
        { header: 'Face value', numeric: true, cell: (holding) => formatFaceValue(holding.quantity) },
        { header: 'Price', numeric: true, cell: (holding) => formatCleanPrice(holding.market_price) },
        { header: 'Yield', numeric: true, cell: (holding) => formatYieldFraction(holding.market_yield) },
        {
          header: 'Value (with accrued)',
          numeric: true,
          cell: (holding) => orDash(holding.consideration, formatRupees),
        },
        { header: 'Maturity', cell: (holding) => orDash(holding.maturity_date, formatMarketDate) },
      ]}
    />
  );
}

function OrdersTable({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) return <p className="app-muted">No orders yet.</p>;
  return (
    <CardsAndTable
      label="Orders"
      rows={orders}
      rowKey={(order) => order.id}
      cardTitle={(order) => (
        <>
          #{order.id} <SideText side={order.buy_or_sell} /> {formatFaceValue(order.quantity)} of{' '}
          {bondLinkOf(order)}
        </>
      )}
      facts={[
        {
          label: 'Price · yield',
          value: (order) =>
            `${formatCleanPrice(order.unit_clean_price)} · ${formatYieldFraction(order.bond_yield)}`,
        },
        { label: 'Consideration', value: (order) => orDash(order.consideration, formatRupees) },
        { label: 'Settlement', value: (order) => orDash(order.settlement_date, formatMarketDate) },
        { label: 'With', value: (order) => order.counterparty_name ?? '—' },
        { label: 'Status', value: (order) => codeText(orderStatusLabels, order.status) },
      ]}
      columns={[
        { header: 'Order', cell: (order) => `#${order.id}` },
        { header: 'Bond', cell: bondLinkOf },
        { header: 'Side', cell: (order) => <SideText side={order.buy_or_sell} /> },
        { header: 'Face value', numeric: true, cell: (order) => formatFaceValue(order.quantity) },
        { header: 'Price', numeric: true, cell: (order) => formatCleanPrice(order.unit_clean_price) },
        { header: 'Yield', numeric: true, cell: (order) => formatYieldFraction(order.bond_yield) },
        {
          header: 'Consideration',
          numeric: true,
          cell: (order) => orDash(order.consideration, formatRupees),
        },
        { header: 'Settlement', cell: (order) => orDash(order.settlement_date, formatMarketDate) },
        { header: 'With', cell: (order) => order.counterparty_name ?? '—' },
        { header: 'Status', cell: (order) => codeText(orderStatusLabels, order.status) },
      ]}
    />
  );
}

/**
 * My bonds (/my-bonds): an individual client's requests to their broker-dealer with its quotes to accept,
 * their holdings and their orders. Quotes arrive by polling (`useClientEois`); accepting one reloads all.
 */
export function MyBondsPage() {
  const { client } = useAppServices();
  const { eois, reload } = useClientEois();
  // Reloaded with the requests, so an order accepted here (or a holding it moved) shows at once.
  const portfolio = useLiveData(
    `client-portfolio:${eois.status === 'ready' ? eois.data.eois.map((eoi) => `${eoi.id}${eoi.status}`).join() : ''}`,
    () => client.trade.getClientPortfolio(),
  );

  return (
    <main className="app-page app-page--wide app-my-bonds" aria-labelledby="page-title">
      <h1 id="page-title">My bonds</h1>
      <section className="app-panel" aria-labelledby="requests-title">
        <h2 id="requests-title">
          {eois.status === 'ready' && eois.data.broker
            ? `Your requests to ${eois.data.broker.name}`
            : 'Your requests'}
        </h2>
        {eois.status === 'loading' ? <Spinner label="Loading your requests" /> : null}
        {eois.status === 'error' ? (
          <p className="app-field__error">{toToastMessage(eois.error).detail}</p>
        ) : null}
        {eois.status === 'ready' && !eois.data.broker ? (
          <p className="app-muted">
            Your account is not linked to a broker-dealer yet: ask your broker to add you as their client.
          </p>
        ) : null}
        {eois.status === 'ready' && eois.data.broker && eois.data.eois.length === 0 ? (
          <p className="app-muted">
            No requests yet. Open a bond from <Link to="/find">find</Link> to request a quote or express
            interest.
          </p>
        ) : null}
        {eois.status === 'ready' && eois.data.eois.length > 0 ? (
          <ClientEoiCards eois={eois.data.eois} label="Your requests" onChanged={reload} />
        ) : null}
      </section>
      <section className="app-panel" aria-labelledby="holdings-title">
        <h2 id="holdings-title">Holdings</h2>
        {portfolio.status === 'loading' ? <Spinner label="Loading your holdings" /> : null}
        {portfolio.status === 'error' ? (
          <p className="app-field__error">{toToastMessage(portfolio.error).detail}</p>
        ) : null}
        {portfolio.status === 'ready' ? <HoldingsTable holdings={portfolio.data.holdings} /> : null}
      </section>
      <section className="app-panel" aria-labelledby="orders-title">
        <h2 id="orders-title">Orders</h2>
        {portfolio.status === 'ready' ? <OrdersTable orders={portfolio.data.orders} /> : null}
      </section>
    </main>
  );
}
