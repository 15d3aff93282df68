import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { genericErrorMessage } from '@bondkit/core';
import type { BondCategory } from '@bondkit/core';
import { BondSearch } from '@bondkit/widgets/bond-search';
import { Spinner, formatMarketDate } from '@bondkit/widgets';
import { useAppServices } from '../../app/AppServices';
import { formatCleanPrice, formatYieldFraction } from '../security/marketFormat';
import { bondStatus, formatCoupon, formatRating } from './bondFormat';
import { CategoryFilters } from './CategoryFilters';
import { useBondList } from './useBondList';
import { ScrollRegion } from '../../app/ScrollRegion';

/**
 * /find (public): search any bond by name, ISIN or issuer, or browse the market list by category with
 * each bond's market price and yield for T+1 settlement.
 */
export function FindPage() {
  const { client } = useAppServices();
  const navigate = useNavigate();
  const [categories, setCategories] = useState<readonly BondCategory[]>([]);
  const [selected, setSelected] = useState<Record<string, string[]>>({});
  const list = useBondList(client, selected);

  useEffect(() => {
    let current = true;
    client.market.getCategories().then(
      (answer) => current && setCategories(answer),
      // Without categories the list still works, unfiltered.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client]);

  return (
    <main className="app-page app-page--wide app-find" aria-labelledby="page-title">
      <h1 id="page-title">find</h1>
      <p className="app-static__lead">
        Every Indian bond's terms, price, cash flows, trades and credit rationale.
      </p>
      <div className="app-find__search">
        <BondSearch
          label="Search bonds"
          onValueChange={(bond) => {
            if (bond !== null) void navigate(`/security/${bond.id}`);
          }}
        />
      </div>
      <div className="app-find__body">
        <CategoryFilters categories={categories} selected={selected} onChange={setSelected} />
        <section aria-labelledby="results-title" className="app-find__results">
          <h2 id="results-title" className="app-visually-hidden">
            Bonds
          </h2>
          {list.status === 'error' ? (
            <p role="alert">
              {genericErrorMessage}{' '}
              <button type="button" className="app-link-button" onClick={list.retry}>
                Retry
              </button>
            </p>
          ) : null}
          {list.status === 'ready' && list.bonds.length === 0 ? (
            <p className="app-muted">No bonds found</p>
          ) : null}
          {list.bonds.length > 0 ? (
            // A phone gets cards with the price and the yield in view; wider screens get the table (one of the two
            // is display: none, so a screen reader meets the list once).
            <ul className="app-bond-cards" aria-label="Bonds">
              {list.bonds.map((bond) => (
                <li key={bond.id} className="app-bond-card">
                  <Link className="app-bond-card__name" to={`/security/${bond.id}`}>
                    {bond.display_name}
                  </Link>
                  <span className="app-bond-card__who">
                    {bond.identifiers.ISIN} · {bond.issuer}
                  </span>
                  <dl className="app-bond-card__figures">
                    <div>
                      <dt>Price</dt>
                      <dd>{formatCleanPrice(bond.market_price?.unit_clean_price)}</dd>
                    </div>
                    <div>
                      <dt>Yield</dt>
                      <dd>{formatYieldFraction(bond.market_price?.bond_yield)}</dd>
                    </div>
                    <div>
                      <dt>Coupon</dt>
                      <dd>{formatCoupon(bond)}</dd>
                    </div>
                    <div>
                      <dt>Maturity</dt>
                      <dd>{formatMarketDate(bond.contract_parameters.maturity_date)}</dd>
                    </div>
                  </dl>
                  <span className="app-bond-card__who">
                    {formatRating(bond.rating)} · {bondStatus(bond)}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {list.bonds.length > 0 ? (
            <ScrollRegion label="Bonds" className="app-bond-table">
              <table className="app-table">
                <thead>
                  <tr>
                    <th scope="col">Bond</th>
                    <th scope="col">ISIN</th>
                    <th scope="col">Issuer</th>
                    <th scope="col">Rating</th>
                    <th scope="col" className="app-number">
                      Coupon
                    </th>
                    <th scope="col">Maturity</th>
                    <th scope="col" className="app-number">
                      Price
                    </th>
                    <th scope="col" className="app-number">
                      Yield
                    </th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {list.bonds.map((bond) => (
                    <tr key={bond.id}>
                      <td>
                        <Link to={`/security/${bond.id}`}>{bond.display_name}</Link>
                      </td>
                      <td>{bond.identifiers.ISIN}</td>
                      <td>{bond.issuer}</td>
                      <td>{formatRating(bond.rating)}</td>
                      <td className="app-number">{formatCoupon(bond)}</td>
                      <td>{formatMarketDate(bond.contract_parameters.maturity_date)}</td>
                      <td className="app-number">{formatCleanPrice(bond.market_price?.unit_clean_price)}</td>
                      <td className="app-number">{formatYieldFraction(bond.market_price?.bond_yield)}</td>
                      <td>{bondStatus(bond)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          ) : null}
          {list.status === 'loading' ? <Spinner label="Loading bonds" /> : null}
          {list.status === 'ready' && list.hasMore ? (
            <button type="button" className="app-button" onClick={list.loadMore}>
              Show more bonds
            </button>
          ) : null}
        </section>
      </div>
    </main>
  );
}
