import { useState } from 'react';
import { toToastMessage } from '@bondkit/core';
import type { Exchange } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import type { BookNegotiation, BookQuote } from './negotiationBook';
import { quantumText, quoteLevelText } from './quoteLevelText';

interface AtPrice {
  bond_yield?: number;
  total_accrued_interest?: number;
  consideration?: number;
  can_be_priced?: boolean;
}

/**
 * Accepting the other firm's quote in a negotiation: first the trade at that price (`GET api/cluster/{id}/?price=`:
 * yield, accrued interest, consideration), then, confirmed on an exchange, `POST api/cluster/{id}/accept/`,
 * which creates the order both firms see.
 */
export function AcceptAnswer({
  negotiation,
  answer,
  onDone,
}: {
  negotiation: BookNegotiation;
  answer: BookQuote;
  onDone: () => void;
}) {
  const { client } = useAppServices();
  const [preview, setPreview] = useState<AtPrice | null>(null);
  const [exchange, setExchange] = useState<Exchange>('NSE');
  const [busy, setBusy] = useState(false);
  const price = answer.price;

  async function review() {
    if (price === null) return;
    setBusy(true);
    try {
      const cluster = await client.quotes.getClusterAtPrice(negotiation.id, price);
      setPreview((cluster.at_price as AtPrice | undefined) ?? {});
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (price === null || preview === null) return;
    setBusy(true);
    try {
      const { order } = await client.quotes.acceptCluster(negotiation.id, answer.id, {
        bond_yield: answer.yieldFraction ?? preview.bond_yield ?? 0,
        unit_clean_price: price,
        total_accrued_interest: preview.total_accrued_interest ?? 0,
        exchange,
      });
      client.toasts.push({
        severity: 'success',
        summary: 'Trade done',
        detail: `Order #${order.id}: ${answer.bondName}, ${quantumText(answer.quantum)} at ${quoteLevelText(answer)}.`,
      });
      onDone();
    } catch (error) {
      client.toasts.push(toToastMessage(error));
      setPreview(null);
      onDone();
    } finally {
      setBusy(false);
    }
  }

  if (price === null) return <span className="app-muted">No price to accept: counter with one.</span>;
  if (preview === null)
    return (
      <button
        type="button"
        className="app-button app-button--primary"
        disabled={busy}
        onClick={() => void review()}
      >
        Accept
      </button>
    );
  return (
    <div className="app-accept" role="group" aria-label={`Accept quote ${answer.id}`}>
      <p>
        {answer.side === 'BID' ? 'Sell' : 'Buy'} {quantumText(answer.quantum)} at {quoteLevelText(answer)}
        {typeof preview.consideration === 'number'
          ? ` · consideration ₹${preview.consideration.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
          : ''}
      </p>
      <label>
        Exchange{' '}
        <select value={exchange} onChange={(event) => setExchange(event.target.value as Exchange)}>
          <option value="NSE">NSE</option>
          <option value="BSE">BSE</option>
        </select>
      </label>
      <button
        type="button"
        className="app-button app-button--primary"
        disabled={busy}
        onClick={() => void confirm()}
      >
        Confirm trade
      </button>
      <button type="button" className="app-link-button" disabled={busy} onClick={() => setPreview(null)}>
        Cancel
      </button>
    </div>
  );
}
