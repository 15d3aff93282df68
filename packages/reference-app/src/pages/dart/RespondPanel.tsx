import { useState } from 'react';
import type { FormEvent } from 'react';
import { quantumSchema } from '@bondkit/core/validation';
import type { PricingInputValue } from '@bondkit/core/pricing';
import { buildEoiCreatePayload } from '@bondkit/core/validation';
import { PricingInput } from '@bondkit/widgets/pricing-input';
import type { QuoteSheetRow } from '@bondkit/widgets/quote-sheet';
import { useAppServices } from '../../app/AppServices';
import { firstMessage } from '../../forms/fieldErrors';
import { MarketDepth } from './MarketDepth';
import { NegotiationCard } from './NegotiationCard';
import { bookNegotiation, bookQuote } from './negotiationBook';
import { quantumText } from './quoteLevelText';
import { useLiveData } from './useLiveData';
import { useServerFieldErrors } from './useServerFieldErrors';
import { useStreamRefresh } from './useStreamRefresh';

type ResponseKind = 'hit' | 'respond';

const liveTypes = ['rfq_negotiation', 'partial_refresh', 'order_update', 'resync'] as const;

/**
 * Answering a quote: hit (or lift) it at its own price, or respond with a price or a yield (a response
 * carries one, never both), or, holding an opposite quote on the bond, close that quote against this one.
 * Once answered, the panel follows the negotiation live instead of offering the form again: a hit is
 * final until the quoting firm accepts it (an order) or the quote closes, and cannot be replaced from here.
 */
export function RespondPanel({ row, onClose }: { row: QuoteSheetRow; onClose: () => void }) {
  const { client } = useAppServices();
  const [pricing, setPricing] = useState<PricingInputValue | null>(null);
  const [quantumInput, setQuantumInput] = useState(String(row.quantum));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState<ResponseKind | 'close' | null>(null);
  const [localKey, setLocalKey] = useState(0);
  const streamKey = useStreamRefresh(liveTypes);
  const server = useServerFieldErrors();
  const side = row.side === 'BID' ? 'ASK' : 'BID';
  const quotedYield = row.side === 'BID' ? row.bidYield : row.askYield;
  const quotedPrice = row.side === 'BID' ? row.bidPrice : row.askPrice;
  const quantumMessage = firstMessage(quantumSchema, quantumInput);

  // The negotiation this firm has about the quote, and its own opposite quotes on the bond.
  const context = useLiveData(`respond:${row.id}:${streamKey}:${localKey}`, async () => {
    const [clusters, mine] = await Promise.all([
      client.quotes.listClusters(),
      client.quotes.listMarketQuotes({
        my_quotes: true,
        finstrument_ids: [row.finstrumentId],
        page_size: 100,
      }),
    ]);
    const negotiation = clusters
      .map(bookNegotiation)
      .filter((candidate) => !candidate.mine && candidate.quote?.id === row.id)
      .sort((a, b) => b.id - a.id)[0];
    return {
      negotiation: negotiation ?? null,
      opposite: mine.results.map(bookQuote).filter((quote) => quote.side === side && quote.status === 'OPEN'),
    };
  });
  const negotiation = context.status === 'ready' ? context.data.negotiation : null;
  const opposite = context.status === 'ready' ? context.data.opposite : [];

  async function send(kind: ResponseKind, event?: FormEvent) {
    event?.preventDefault();
    setChecked(true);
    server.clear();
    if (quantumMessage !== null) return;
    const fixedField = pricing?.fixedField ?? 'yield';
    // A response carries the fixed one of price and yield only.
    const payload = buildEoiCreatePayload({
      finstrumentId: row.finstrumentId,
      quantum: Number(quantumInput),
      quoteType: side,
      settlementDelta: 1,
      ...(kind === 'hit'
        ? {}
        : fixedField === 'price'
          ? { cleanPrice: pricing?.cleanPrice ?? null, fixedField }
          : { yieldPercent: pricing?.bondYield ?? null, fixedField }),
      respondEoiId: row.id,
      ...(kind === 'hit' ? { useRespondEoiPrice: true } : {}),
    });
    setBusy(kind);
    try {
      await client.quotes.respondToEoi({ ...payload, respond_eoi_id: row.id });
      client.toasts.push({
        severity: 'success',
        summary: kind === 'hit' ? `${row.side === 'BID' ? 'Hit' : 'Lift'} sent` : 'Response sent',
        detail: `${row.counterparty ?? 'The quoting firm'} can now accept it; you will see the order here.`,
      });
      setLocalKey((key) => key + 1);
    } catch (error) {
      server.show(error, ['quantum', 'yield_stored', 'unit_price_stored', 'fixed_field']);
    } finally {
      setBusy(null);
    }
  }

  async function closeAgainst(myQuoteId: number) {
    setBusy('close');
    try {
      await client.quotes.closeEoi(myQuoteId, { opposing_eoi: row.id, confirm: true });
      client.toasts.push({
        severity: 'success',
        summary: 'Trade done',
        detail: `Your quote #${myQuoteId} closed against this quote.`,
      });
      setLocalKey((key) => key + 1);
    } catch (error) {
      server.show(error);
    } finally {
      setBusy(null);
    }
  }

  const quantumError = (checked ? quantumMessage : null) ?? server.byField('quantum');
  const pricingError = server.byField('yield_stored', 'unit_price_stored', 'fixed_field');
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
        {row.isin} · {row.counterparty ?? ''} {row.side === 'BID' ? 'bids' : 'offers'}{' '}
        {quotedYield === null ? '' : `${quotedYield.toFixed(4)}%`}
        {quotedPrice === null ? '' : ` / ${quotedPrice.toFixed(4)}`} for {quantumText(row.quantum)}
      </p>
      {negotiation !== null ? (
        <NegotiationCard negotiation={negotiation} onChanged={() => setLocalKey((key) => key + 1)} />
      ) : context.status === 'loading' ? (
        <p>Loading…</p>
      ) : (
        <form
          className="app-form"
          onSubmit={(event) => void send('respond', event)}
          noValidate
          aria-label="Respond"
        >
          <PricingInput
            finstrumentId={row.finstrumentId}
            defaultValue={{ bondYield: quotedYield, cleanPrice: quotedPrice, fixedField: 'yield' }}
            onValueChange={(value) => setPricing(value)}
          />
          {pricingError ? <p className="app-field__error">{pricingError}</p> : null}
          <div className="app-field">
            <label htmlFor="respond-quantum">Quantum (₹ face value)</label>
            <input
              id="respond-quantum"
              inputMode="decimal"
              value={quantumInput}
              onChange={(event) => setQuantumInput(event.target.value)}
              aria-invalid={quantumError ? true : undefined}
              aria-describedby={quantumError ? 'respond-quantum-error' : undefined}
            />
            {quantumError ? (
              <p className="app-field__error" id="respond-quantum-error">
                {quantumError}
              </p>
            ) : null}
          </div>
          {server.rest.length > 0 ? <p className="app-field__error">{server.rest.join(' ')}</p> : null}
          <div className="app-actions">
            <button
              type="button"
              className="app-button app-button--primary"
              disabled={busy !== null}
              onClick={() => void send('hit')}
            >
              {row.side === 'BID' ? 'Hit' : 'Lift'} at quoted price
            </button>
            <button type="submit" className="app-button" disabled={busy !== null}>
              Respond at my price
            </button>
            {opposite.map((quote) => (
              <button
                key={quote.id}
                type="button"
                className="app-button"
                disabled={busy !== null}
                onClick={() => void closeAgainst(quote.id)}
              >
                Close my {quote.side === 'BID' ? 'bid' : 'offer'} #{quote.id} against this
              </button>
            ))}
          </div>
        </form>
      )}
      <MarketDepth finstrumentId={row.finstrumentId} refreshKey={streamKey + localKey} />
    </section>
  );
}
