import type { Bond } from '@bondkit/core';
import { checkRoute } from '@bondkit/core/access';
import { useAppServices } from '../../app/AppServices';
import { useSessionState } from '../../app/useSessionState';
import { numberAt } from '../security/securityInfo';
import { ClientEoiCards } from './ClientEoiCards';
import { ClientEoiForm } from './ClientEoiForm';
import { useClientEois } from './useClientEois';
import './investor.css';

/** The bond page's section for a client of a broker-dealer: the form and the client's requests on this bond. */
function ClientEoiPanel({ bond }: { bond: Bond }) {
  const { eois, reload } = useClientEois();
  const unitFaceValue = numberAt(bond.contract_parameters, 'face_value') ?? 100;
  if (eois.status === 'loading') return null;
  if (eois.status === 'error') return null;
  const { broker } = eois.data;
  const onThisBond = eois.data.eois.filter((eoi) => eoi.finstrument_id === bond.id);
  return (
    <section className="app-panel app-client-eoi-panel" aria-labelledby="client-eoi-title">
      <h2 id="client-eoi-title">{broker ? `Buy or sell through ${broker.name}` : 'Buy or sell'}</h2>
      {broker ? (
        <>
          <ClientEoiForm bond={bond} unitFaceValue={unitFaceValue} broker={broker} onSent={reload} />
          {onThisBond.length > 0 ? (
            <>
              <h3 className="app-client-eoi-panel__subtitle">Your requests on this bond</h3>
              <ClientEoiCards
                eois={onThisBond}
                label="Your requests on this bond"
                showBond={false}
                onChanged={reload}
              />
            </>
          ) : null}
        </>
      ) : (
        <p className="app-muted">
          Your account is not linked to a broker-dealer yet: ask your broker to add you as their client, and
          you can request quotes here.
        </p>
      )}
    </section>
  );
}

/** Shown only to users the My bonds page admits (clients acting for themselves); nothing for anyone else. */
export function ClientEoiSection({ bond }: { bond: Bond }) {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  if (!user || checkRoute('/my-bonds', user, new Date()).kind !== 'allow') return null;
  return <ClientEoiPanel bond={bond} />;
}
