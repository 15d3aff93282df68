import type { Bond } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { OpenObjectList } from './OpenObjectList';

/** The rating agency's rationale for the issuer's rating. */
export function CreditRationaleSection({ bond }: { bond: Bond }) {
  const { client } = useAppServices();
  const rationale = useAsyncData(`rationale:${bond.id}`, () => client.market.getCreditRationale(bond.id));
  return (
    <section className="app-panel" aria-labelledby="rationale-title">
      <h2 id="rationale-title">Credit rationale</h2>
      {rationale.status === 'loading' ? <p>Loading…</p> : null}
      {rationale.status === 'error' ||
      (rationale.status === 'ready' && Object.keys(rationale.data).length === 0) ? (
        <p>No credit rationale has been published for this bond.</p>
      ) : null}
      {rationale.status === 'ready' ? <OpenObjectList value={rationale.data} /> : null}
    </section>
  );
}
