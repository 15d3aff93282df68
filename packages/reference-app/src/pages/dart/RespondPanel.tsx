import { useState } from 'react';
import type { FormEvent } from 'react';
import { toToastMessage } from '@bondkit/core';
import type { PricingInputValue } from '@bondkit/core/pricing';
import { buildEoiCreatePayload } from '@bondkit/core/validation';
import { PricingInput } from '@bondkit/widgets/pricing-input';
import type { QuoteSheetRow } from '@bondkit/widgets/quote-sheet';
import { useAppServices } from '../../app/AppServices';
import { MarketDepth } from './MarketDepth';

type ResponseKind = 'accept' | 'counter' | 'negotiate';

/**
 * Answering a quote: accept it at its own price, counter with a price or a yield (a response carries one,
 * never both), or open a negotiation. The bond's market depth is shown alongside.
 */
export function RespondPanel({ row, onClose }: { row: QuoteSheetRow; onClose: () => void }) {
  const { client } = useAppServices();
  const [pricing, setPricing] = useState<PricingInputValue | null>(null);
  const [quantumText, setQuantumText] = useState(String(row.quantum));
  const [busy, setBusy] = useState<ResponseKind | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const side = row.side === 'BID' ? 'ASK' : 'BID';
  const quotedYield = row.side === 'BID' ? row.bidYield : row.askYield;
  const quotedPrice = row.side === 'BID' ? row.bidPrice : row.askPrice;
  const quantum = Number(quantumText);
  const quantumValid = Number.isFinite(quantum) && quantum > 0;

  async function send(kind: ResponseKind, event?: FormEvent) {
    event?.preventDefault();
    if (!quantumValid) return;
    const fixedField = pricing?.fixedField ?? 'yield';
    // A response carries the fixed one of price and yield only.
    const payload = buildEoiCreatePayload({
      finstrumentId: row.finstrumentId,
      quantum,
      quoteType: side,
      settlementDelta: 1,
      ...(kind === 'accept'
        ? {}
        : fixedField === 'price'
          ? { cleanPrice: pricing?.cleanPrice ?? null, fixedField }
          : { yieldPercent: pricing?.bondYield ?? null, fixedField }),
      respondEoiId: row.id,
      ...(kind === 'accept' ? { useRespondEoiPrice: true } : {}),
    });
    setBusy(kind);
    try {
      const body = { ...payload, respond_eoi_id: row.id };
      if (kind === 'negotiate') await client.quotes.addNegotiation(body);
      else await client.quotes.respondToEoi(body);
      client.toasts.push({
        severity: 'success',
        summary:
          kind === 'accept' ? 'Quote accepted' : kind === 'counter' ? 'Counter sent' : 'Negotiation opened',
      });
      setRefreshKey((key) => key + 1);
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="app-panel app-respond" aria-labelledby="respond-title">
      <div className="app-panel__head">
        <h2 id="respond-title">
          Respond to {row.side === 'BID' ? 'bid' : 'offer'}: {row.bondName}
        </h2>
        <button type="button" className="app-link-button" onClick={onClose}>
          Close
        </button>
      </div>
      <p>
        {row.isin} · quoted {quotedYield === null ? '' : `${quotedYield.toFixed(4)}%`}
        {quotedPrice === null ? '' : ` / ${quotedPrice.toFixed(4)}`} for ₹
        {row.quantum.toLocaleString('en-IN')}
      </p>
      <form
        className="app-form"
        onSubmit={(event) => void send('counter', event)}
        noValidate
        aria-label="Respond"
      >
        <PricingInput
          finstrumentId={row.finstrumentId}
          defaultValue={{ bondYield: quotedYield, cleanPrice: quotedPrice, fixedField: 'yield' }}
          onValueChange={(value) => setPricing(value)}
        />
        <div className="app-field">
          <label htmlFor="respond-quantum">Quantum (₹ face value)</label>
          <input
            id="respond-quantum"
            inputMode="decimal"
            value={quantumText}
            onChange={(event) => setQuantumText(event.target.value)}
            aria-invalid={quantumValid ? undefined : true}
          />
          {quantumValid ? null : <p className="app-field__error">Cannot be zero</p>}
        </div>
        <div className="app-actions">
          <button
            type="button"
            className="app-button app-button--primary"
            disabled={busy !== null}
            onClick={() => void send('accept')}
          >
            {row.side === 'BID' ? 'Hit' : 'Lift'} at quoted price
          </button>
          <button type="submit" className="app-button" disabled={busy !== null}>
            Counter
          </button>
          <button
            type="button"
            className="app-button"
            disabled={busy !== null}
            onClick={() => void send('negotiate')}
          >
            Negotiate
          </button>
        </div>
      </form>
      <MarketDepth finstrumentId={row.finstrumentId} refreshKey={refreshKey} />
    </section>
  );
}
