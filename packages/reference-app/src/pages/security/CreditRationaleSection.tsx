import type { Bond } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { formatRating } from '../find/bondFormat';
import { textAt } from './securityInfo';

/** The rating agency's rationale for the issuer's rating: the rating and the text, nothing internal. */
export function CreditRationaleSection({ bond }: { bond: Bond }) {
  const { client } = useAppServices();
  const answer = useAsyncData(`rationale:${bond.id}`, () => client.market.getCreditRationale(bond.id));
  const rationale = answer.status === 'ready' ? textAt(answer.data, 'rationale') : null;
  const rating = answer.status === 'ready' ? textAt(answer.data, 'rating') : null;
  const agency = answer.status === 'ready' ? textAt(answer.data, 'rating_agency') : null;
  return (
    <section className="app-panel" aria-labelledby="rationale-title">
      <h2 id="rationale-title">Credit rationale</h2>
      {answer.status === 'loading' ? <p>Loading…</p> : null}
      {answer.status !== 'loading' && rationale === null ? (
        <p className="app-muted">No credit rationale has been published for this bond.</p>
      ) : null}
      {rating !== null && rationale !== null ? (
        <p>
          <strong>Rating:</strong> {agency ? `${formatRating(rating)} (${agency})` : formatRating(rating)}
        </p>
      ) : null}
      {rationale !== null
        ? rationale.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph} className="app-rationale">
              {paragraph}
            </p>
          ))
        : null}
    </section>
  );
}
