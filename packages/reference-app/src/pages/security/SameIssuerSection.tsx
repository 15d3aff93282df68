import { Link } from 'react-router-dom';
import { genericErrorMessage } from '@bondkit/core';
import type { Bond } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { formatCoupon } from '../find/bondFormat';
import { formatMarketDate } from '@bondkit/widgets';
import { ScrollRegion } from '../../app/ScrollRegion';

/** Other bonds of the same issuer, nearest maturity first. */
export function SameIssuerSection({ bond }: { bond: Bond }) {
  const { client } = useAppServices();
  const page = useAsyncData(`issuer:${bond.id}`, () =>
    client.market.getBondsBySameIssuer(bond.id, {
      pagination: { page: 1, page_size: 10 },
      sort: { field: 'maturity_date', order: 'asc' },
    }),
  );
  const others = page.status === 'ready' ? page.data.results.filter((other) => other.id !== bond.id) : [];
  return (
    <section className="app-panel" aria-labelledby="issuer-title">
      <h2 id="issuer-title">More from {bond.issuer}</h2>
      {page.status === 'loading' ? <p>Loading…</p> : null}
      {page.status === 'error' ? <p>{genericErrorMessage}</p> : null}
      {page.status === 'ready' && others.length === 0 ? <p>No other bonds of this issuer.</p> : null}
      {others.length > 0 ? (
        <ScrollRegion label="Bonds of the same issuer">
          <table className="app-table">
            <thead>
              <tr>
                <th scope="col">Bond</th>
                <th scope="col">ISIN</th>
                <th scope="col" className="app-number">
                  Coupon
                </th>
                <th scope="col">Maturity</th>
              </tr>
            </thead>
            <tbody>
              {others.map((other) => (
                <tr key={other.id}>
                  <td>
                    <Link to={`/security/${other.id}`}>{other.display_name}</Link>
                  </td>
                  <td>{other.identifiers.ISIN}</td>
                  <td className="app-number">{formatCoupon(other)}</td>
                  <td>{formatMarketDate(other.contract_parameters.maturity_date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </section>
  );
}
