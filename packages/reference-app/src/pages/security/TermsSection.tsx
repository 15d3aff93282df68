import type { Bond } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { formatCoupon, formatDate } from '../find/bondFormat';
import { OpenObjectList } from './OpenObjectList';

/** The bond's terms: the fields every bond has, then whatever the server's info record adds. */
export function TermsSection({ bond }: { bond: Bond }) {
  const { client } = useAppServices();
  const info = useAsyncData(`info:${bond.id}`, () => client.market.getFinstrumentInfo(bond.id));
  return (
    <section className="app-panel" aria-labelledby="terms-title">
      <h2 id="terms-title">Terms</h2>
      <dl className="app-terms">
        <dt>ISIN</dt>
        <dd>{bond.identifiers.ISIN}</dd>
        <dt>Issuer</dt>
        <dd>{bond.issuer}</dd>
        <dt>Coupon</dt>
        <dd>{formatCoupon(bond)}</dd>
        <dt>Maturity</dt>
        <dd>{formatDate(bond.contract_parameters.maturity_date)}</dd>
        <dt>Rating</dt>
        <dd>{bond.rating ?? 'Not rated'}</dd>
        <dt>Listed</dt>
        <dd>{bond.contract_parameters.is_listed ? 'Yes' : 'No'}</dd>
      </dl>
      {info.status === 'ready' ? <OpenObjectList value={info.data} /> : null}
    </section>
  );
}
