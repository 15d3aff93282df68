import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { genericErrorMessage } from '@bondkit/core';
import type { Bond } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { formatMarketDate } from '@bondkit/widgets';
import { formatCleanPrice, formatFaceValue, formatYieldFraction } from './marketFormat';
import { ScrollRegion } from '../../app/ScrollRegion';

/** The section's anchor: MIND links a trade it quotes to `/security/{id}#recent-trades`. */
const anchor = 'recent-trades';

/** The bond's latest trade prints. */
export function RecentTradesSection({ bond }: { bond: Bond }) {
  const { client } = useAppServices();
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const page = useAsyncData(`trades:${bond.id}`, () =>
    client.market.getBondTrades(bond.id, {
      pagination: { page: 1, page_size: 10 },
      sort: { field: 'trade_date', order: 'desc' },
    }),
  );
  // The router does not scroll to a hash, and the section is drawn after the page loads: scroll once it is.
  const ready = page.status !== 'loading';
  useEffect(() => {
    if (ready && hash === `#${anchor}`) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
  return (
    <section className="app-panel" id={anchor} ref={sectionRef} aria-labelledby="trades-title">
      <h2 id="trades-title">Recent trades</h2>
      {page.status === 'loading' ? <p>Loading…</p> : null}
      {page.status === 'error' ? <p>{genericErrorMessage}</p> : null}
      {page.status === 'ready' && page.data.results.length === 0 ? (
        <p className="app-muted">No trades reported recently.</p>
      ) : null}
      {page.status === 'ready' && page.data.results.length > 0 ? (
        <ScrollRegion label="Recent trades">
          <table className="app-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col" className="app-number">
                  Price
                </th>
                <th scope="col" className="app-number">
                  Yield
                </th>
                <th scope="col" className="app-number">
                  Face value
                </th>
              </tr>
            </thead>
            <tbody>
              {page.data.results.map((trade) => (
                <tr key={trade.id}>
                  <td>{formatMarketDate(trade.trade_date)}</td>
                  <td className="app-number">{formatCleanPrice(trade.unit_clean_price)}</td>
                  <td className="app-number">{formatYieldFraction(trade.bond_yield)}</td>
                  <td className="app-number">{formatFaceValue(trade.quantity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </section>
  );
}
