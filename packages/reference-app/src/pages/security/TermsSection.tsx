import type { Bond } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { formatCoupon } from '../find/bondFormat';
import { formatMarketDate } from '@bondkit/widgets';
import { OpenObjectList } from './OpenObjectList';

/**
 * Keys of the info record shown elsewhere on the page (identity above, today's price in the Price panel),
 * and empty option schedules (a bond without calls has no 'Yield to call').
 */
const shownElsewhere = [
  'id',
  'isin',
  'display_name',
  'issuer',
  'market_yield',
  'market_updated_at',
  'can_be_priced',
  'price',
  'accrued_interest',
  'dirty_price',
];

function skippedInfoKeys(info: Record<string, unknown>): string[] {
  const emptyLists = Object.entries(info)
    .filter(([, value]) => Array.isArray(value) && value.length === 0)
    .map(([key]) => key);
  return [...shownElsewhere, ...emptyLists];
}

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
        <dd>{formatMarketDate(bond.contract_parameters.maturity_date)}</dd>
        <dt>Rating</dt>
        <dd>{bond.rating ?? 'Not rated'}</dd>
        <dt>Listed</dt>
        <dd>{bond.contract_parameters.is_listed ? 'Yes' : 'No'}</dd>
      </dl>
      {info.status === 'ready' ? (
        <OpenObjectList value={info.data} skip={skippedInfoKeys(info.data)} />
      ) : null}
    </section>
  );
}
