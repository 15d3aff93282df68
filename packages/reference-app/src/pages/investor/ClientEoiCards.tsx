import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toToastMessage, type ClientEoi } from '@bondkit/core';
import { formatMarketDate } from '@bondkit/widgets';
import { useAppServices } from '../../app/AppServices';
import { SideText } from '../../market/SideText';
import { formatFaceValue } from '../security/marketFormat';
import {
  clientEoiStatusWords,
  clientLevelText,
  clientSide,
  indianTimeText,
  quoteText,
} from './clientEoiWords';
import './investor.css';

/** One request: its terms, the broker's quote and what the client may do now (accept after a confirm, withdraw). */
function ClientEoiCard({
  eoi,
  showBond,
  onChanged,
}: {
  eoi: ClientEoi;
  showBond: boolean;
  onChanged: () => void;
}) {
  const { client } = useAppServices();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The confirm step replaces the Accept button: focus follows to Confirm, and back to Accept on Cancel.
  const confirmButton = useRef<HTMLButtonElement>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) acceptButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const side = clientSide(eoi);
  const titleId = `client-eoi-${eoi.id}`;

  async function act(run: () => Promise<string>) {
    setBusy(true);
    try {
      client.toasts.push({ severity: 'success', summary: await run() });
      onChanged();
    } catch (error) {
      client.toasts.push(toToastMessage(error));
      onChanged();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <li className="app-client-eoi" aria-labelledby={titleId}>
      <h3 id={titleId} className="app-client-eoi__title">
        <SideText side={side} /> {formatFaceValue(eoi.quantum)}
        {showBond ? (
          <>
            {' '}
            of <Link to={`/security/${eoi.finstrument_id}`}>{eoi.display_name}</Link>
          </>
        ) : null}
      </h3>
      <dl className="app-client-eoi__facts">
        <div>
          <dt>Your level</dt>
          <dd>{clientLevelText(eoi)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{clientEoiStatusWords[eoi.status]}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>
            {formatMarketDate(eoi.created_at.slice(0, 10))}, {indianTimeText(eoi.created_at)}
          </dd>
        </div>
        {eoi.quote ? (
          <div>
            <dt>{eoi.broker.name}’s quote</dt>
            <dd data-testid="client-eoi-quote">
              {quoteText(eoi.quote)}
              {eoi.status === 'QUOTED' ? ` · good until ${indianTimeText(eoi.quote.valid_until)}` : ''}
            </dd>
          </div>
        ) : null}
        {eoi.order_id !== null ? (
          <div>
            <dt>Order</dt>
            <dd>#{eoi.order_id}</dd>
          </div>
        ) : null}
      </dl>
      {eoi.status === 'QUOTED' || eoi.status === 'OPEN' ? (
        <div className="app-client-eoi__actions">
          {eoi.status === 'QUOTED' && eoi.quote && !confirming ? (
            <button
              ref={acceptButton}
              type="button"
              className="app-button app-button--primary"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              Accept quote
            </button>
          ) : null}
          {confirming && eoi.quote ? (
            <div className="app-client-eoi__confirm" role="group" aria-label="Confirm the order">
              <p>
                {side === 'buy' ? 'Buy' : 'Sell'} {formatFaceValue(eoi.quantum)} of {eoi.display_name} at{' '}
                {quoteText(eoi.quote)} {side === 'buy' ? 'from' : 'to'} {eoi.broker.name}?
              </p>
              <button
                ref={confirmButton}
                type="button"
                className="app-button app-button--primary"
                disabled={busy}
                // The quote the client read is the one accepted: a quote replaced meanwhile is refused.
                onClick={() =>
                  void act(async () => {
                    const { order } = await client.trade.acceptClientEoiQuote(eoi.id, eoi.quote!.id);
                    return `Order #${order.id} placed with ${eoi.broker.name}`;
                  })
                }
              >
                Confirm order
              </button>
              <button
                type="button"
                className="app-button"
                disabled={busy}
                onClick={() => setConfirming(false)}
              >
                Cancel
              </button>
            </div>
          ) : null}
          {!confirming ? (
            <button
              type="button"
              className="app-button"
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  await client.trade.withdrawClientEoi(eoi.id);
                  return 'Request withdrawn';
                })
              }
            >
              Withdraw
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** A client's requests to its broker-dealer as cards (they fit a phone), newest first. */
export function ClientEoiCards({
  eois,
  label,
  showBond = true,
  onChanged,
}: {
  eois: readonly ClientEoi[];
  /** The list's accessible name ('Your requests'). */
  label: string;
  /** Whether each card names its bond (not on the bond's own page). Default: true. */
  showBond?: boolean | undefined;
  onChanged: () => void;
}) {
  return (
    <ul className="app-client-eois" aria-label={label}>
      {eois.map((eoi) => (
        <ClientEoiCard key={eoi.id} eoi={eoi} showBond={showBond} onChanged={onChanged} />
      ))}
    </ul>
  );
}
