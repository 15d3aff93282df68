import { Link } from 'react-router-dom';
import { toToastMessage, type ClientPortfolio } from '@bondkit/core';
import { codeText, orderStatusLabels } from '@bondkit/core/validation';
import { Spinner, formatMarketDate } from '@bondkit/widgets';
import { useAppServices } from '../../app/AppServices';
import { ScrollRegion } from '../../app/ScrollRegion';
import { SideText } from '../../market/SideText';
import { useLiveData } from '../dart/useLiveData';
import { formatRupees } from '../security/formatRupees';
import { formatCleanPrice, formatFaceValue, formatYieldFraction } from '../security/marketFormat';
import { ClientEoiCards } from './ClientEoiCards';
import { useClientEois } from './useClientEois';
import './investor.css';

function HoldingsTable({ holdings }: { holdings: ClientPortfolio['holdings'] }) {
  if (holdings.length === 0)
    return (
      <p className="app-muted">No holdings yet: a quote you accept becomes one once the order is placed.</p>
    );
  return (
    <>
      <ul className="app-my-bonds-cards" aria-label="Holdings">
        {holdings.map((holding) => (
          <li key={holding.id} className="app-client-eoi">
            <h3 className="app-client-eoi__title">
              <Link to={`/security/${holding.finstrument_id}`}>{holding.display_name ?? holding.isin}</Link>
            </h3>
            <dl className="app-client-eoi__facts">
              <div>
                <dt>Face value</dt>
                <dd>{formatFaceValue(holding.quantity)}</dd>
              </div>
              <div>
                <dt>Price · yield</dt>
                <dd>
                  {formatCleanPrice(holding.market_price)} · {formatYieldFraction(holding.market_yield)}
                </dd>
              </div>
              <div>
                <dt>Value (with accrued)</dt>
                <dd>{holding.consideration == null ? '—' : formatRupees(holding.consideration)}</dd>
              </div>
              <div>
                <dt>Maturity</dt>
                <dd>{holding.maturity_date ? formatMarketDate(holding.maturity_date) : '—'}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <ScrollRegion label="Holdings table" className="app-my-bonds-table">
        <table className="app-table">
          <thead>
            <tr>
              <th scope="col">Bond</th>
              <th scope="col" className="app-number">
                Face value
              </th>
              <th scope="col" className="app-number">
                Price
              </th>
              <th scope="col" className="app-number">
                Yield
              </th>
              <th scope="col" className="app-number">
                Value (with accrued)
              </th>
              <th scope="col">Maturity</th>
            </tr>
          </thead>
          <tbody>
            {holdings.map((holding) => (
              <tr key={holding.id}>
                <td>
                  <Link to={`/security/${holding.finstrument_id}`}>
                    {holding.display_name ?? holding.isin}
                  </Link>
                </td>
                <td className="app-number">{formatFaceValue(holding.quantity)}</td>
                <td className="app-number">{formatCleanPrice(holding.market_price)}</td>
                <td className="app-number">{formatYieldFraction(holding.market_yield)}</td>
                <td className="app-number">
                  {holding.consideration == null ? '—' : formatRupees(holding.consideration)}
                </td>
                <td>{holding.maturity_date ? formatMarketDate(holding.maturity_date) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

function OrdersTable({ orders }: { orders: ClientPortfolio['orders'] }) {
  if (orders.length === 0) return <p className="app-muted">No orders yet.</p>;
  return (
    <>
      <ul className="app-my-bonds-cards" aria-label="Orders">
        {orders.map((order) => (
          <li key={order.id} className="app-client-eoi">
            <h3 className="app-client-eoi__title">
              #{order.id} <SideText side={order.buy_or_sell} /> {formatFaceValue(order.quantity)} of{' '}
              <Link to={`/security/${order.finstrument_id}`}>{order.display_name ?? order.isin}</Link>
            </h3>
            <dl className="app-client-eoi__facts">
              <div>
                <dt>Price · yield</dt>
                <dd>
                  {formatCleanPrice(order.unit_clean_price)} · {formatYieldFraction(order.bond_yield)}
                </dd>
              </div>
              <div>
                <dt>Consideration</dt>
                <dd>{order.consideration == null ? '—' : formatRupees(order.consideration)}</dd>
              </div>
              <div>
                <dt>Settlement</dt>
                <dd>{order.settlement_date ? formatMarketDate(order.settlement_date) : '—'}</dd>
              </div>
              <div>
                <dt>With</dt>
                <dd>{order.counterparty_name ?? '—'}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{codeText(orderStatusLabels, order.status)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <ScrollRegion label="Orders table" className="app-my-bonds-table">
        <table className="app-table">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Bond</th>
              <th scope="col">Side</th>
              <th scope="col" className="app-number">
                Face value
              </th>
              <th scope="col" className="app-number">
                Price
              </th>
              <th scope="col" className="app-number">
                Yield
              </th>
              <th scope="col" className="app-number">
                Consideration
              </th>
              <th scope="col">Settlement</th>
              <th scope="col">With</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td>#{order.id}</td>
                <td>
                  <Link to={`/security/${order.finstrument_id}`}>{order.display_name ?? order.isin}</Link>
                </td>
                <td>
                  <SideText side={order.buy_or_sell} />
                </td>
                <td className="app-number">{formatFaceValue(order.quantity)}</td>
                <td className="app-number">{formatCleanPrice(order.unit_clean_price)}</td>
                <td className="app-number">{formatYieldFraction(order.bond_yield)}</td>
                <td className="app-number">
                  {order.consideration == null ? '—' : formatRupees(order.consideration)}
                </td>
                <td>{order.settlement_date ? formatMarketDate(order.settlement_date) : '—'}</td>
                <td>{order.counterparty_name ?? '—'}</td>
                <td>{codeText(orderStatusLabels, order.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
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
