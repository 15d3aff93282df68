import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react';
import { toToastMessage } from '@bondkit/core';
import { quantumSchema } from '@bondkit/core/validation';
import type { Exchange } from '@bondkit/core/validation';
import type { PricingInputValue } from '@bondkit/core/pricing';
import { buildEoiCreatePayload } from '@bondkit/core/validation';
import { firmnessLabels, formatQuantum, parseQuantum } from '@bondkit/widgets';
import { PricingInput } from '@bondkit/widgets/pricing-input';
import type { QuoteSheetRow } from '@bondkit/widgets/quote-sheet';
import { useAppServices } from '../../app/AppServices';
import { firstMessage } from '../../forms/fieldErrors';
import { MarketDepth } from './MarketDepth';
import { NegotiationCard } from './NegotiationCard';
import { bookNegotiation } from './negotiationBook';
import { quantumText } from './quoteLevelText';
import { RequestCountdown } from './RequestCountdown';
import { useLiveData } from './useLiveData';
import { useServerFieldErrors } from './useServerFieldErrors';
import { useStreamRefresh } from './useStreamRefresh';

/** How long a hit or lift on an indicative quote waits for the quoting firm to confirm it. */
const requestValidityMs = 2 * 60_000;

/** What the ticket opens on: the trade (hit or lift) to confirm, or the counter form. */
export type RowTicketMode = 'trade' | 'counter';

const liveTypes = ['rfq_negotiation', 'partial_refresh', 'order_update', 'resync'] as const;

/**
 * One row's ticket, anchored to the row (Floating UI): hit or lift the quote at its level (a FIRM quote trades
 * at once; an INDICATIVE one sends a request the quoting firm confirms, with a countdown to its validity), or
 * counter with a price. Once the firm has a negotiation about the quote, the ticket follows it instead: one
 * row, one set of actions, the counterparty's latest price in place of the earlier one. Enter confirms the
 * focused action; Esc closes and gives focus back to the sheet.
 */
export function RowTicket({
  row,
  anchor,
  mode: initialMode,
  onClose,
}: {
  row: QuoteSheetRow;
  anchor: HTMLElement | null;
  mode: RowTicketMode;
  onClose: () => void;
}) {
  const { client } = useAppServices();
  const [mode, setMode] = useState<RowTicketMode>(initialMode);
  const [pricing, setPricing] = useState<PricingInputValue | null>(null);
  const [quantumInput, setQuantumInput] = useState(formatQuantum(row.quantum));
  // The size to hit or lift a firm quote for: all that is left unless the dealer types less (a partial fill).
  const [fillInput, setFillInput] = useState(formatQuantum(row.quantum));
  const [exchange, setExchange] = useState<Exchange>('NSE');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [localKey, setLocalKey] = useState(0);
  const streamKey = useStreamRefresh(liveTypes);
  const server = useServerFieldErrors();
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  const fillRef = useRef<HTMLInputElement | null>(null);
  // The row may leave the DOM (scrolled out of the virtual window, or gone once traded): the ticket then
  // stays where the row last was instead of jumping to the corner.
  const [reference] = useState(() => {
    let last = anchor?.getBoundingClientRect() ?? new DOMRect(16, 96, 0, 0);
    return {
      getBoundingClientRect: () => {
        if (anchor?.isConnected) last = anchor.getBoundingClientRect();
        return last;
      },
      ...(anchor === null ? {} : { contextElement: anchor }),
    };
  });
  const { refs, floatingStyles } = useFloating({
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(200, availableHeight)}px`;
        },
      }),
    ],
  });
  useEffect(() => refs.setPositionReference(reference), [reference, refs]);
  const firm = row.firmness !== 'INDICATIVE';
  const verb = row.side === 'BID' ? 'Hit' : 'Lift';
  const side = row.side === 'BID' ? 'ASK' : 'BID';
  const quotedYield = row.side === 'BID' ? row.bidYield : row.askYield;
  const quotedPrice = row.side === 'BID' ? row.bidPrice : row.askPrice;
  const quantum = parseQuantum(quantumInput);
  const quantumMessage =
    quantum === undefined ? 'Should be number' : firstMessage(quantumSchema, String(quantum));

  const context = useLiveData(`ticket:${row.id}:${streamKey}:${localKey}`, async () => {
    const clusters = await client.quotes.listClusters();
    const about = clusters
      .map(bookNegotiation)
      .filter((candidate) => !candidate.mine && candidate.quote?.id === row.id)
      .sort((a, b) => b.id - a.id);
    // A firm quote still on the row after a partial fill trades again: only an open negotiation (a counter)
    // takes the ticket over, not the earlier fills' traded ones.
    const negotiation = firm ? about.find((candidate) => candidate.state === 'OPEN') : about[0];
    return negotiation ?? null;
  });
  const negotiation = context.status === 'ready' ? context.data : null;

  const fill = parseQuantum(fillInput);
  const fillMessage =
    fill === undefined
      ? 'Should be number'
      : (firstMessage(quantumSchema, String(fill)) ??
        (fill > row.quantum + 0.5
          ? `Only ${formatQuantum(row.quantum)} of this quote is left: trade ${formatQuantum(row.quantum)} or less.`
          : null));
  const [fillChecked, setFillChecked] = useState(false);

  // As soon as the ticket is ready, Enter confirms, as the shortcut list says: on a firm quote the size field
  // takes focus with all that is left selected (typing '50 L' replaces it: a partial fill), on an indicative
  // one the request button.
  useEffect(() => {
    if (mode !== 'trade' || context.status !== 'ready' || negotiation !== null) return;
    if (firm && fillRef.current !== null) {
      fillRef.current.focus();
      fillRef.current.select();
    } else confirmRef.current?.focus();
  }, [mode, context.status, negotiation, firm]);

  async function trade() {
    if (quotedPrice === null) return;
    server.clear();
    if (firm) {
      setFillChecked(true);
      if (fillMessage !== null || fill === undefined) return;
    }
    setBusy(true);
    try {
      if (firm && fill !== undefined) {
        const { order } = await client.quotes.tradeFirmQuote(row.id, {
          unit_clean_price: quotedPrice,
          exchange,
          quantum: fill,
        });
        const left = row.quantum - order.quantity;
        client.toasts.push({
          severity: 'success',
          summary: 'Trade done',
          detail: `Order #${order.id}: ${row.bondName}, ${quantumText(order.quantity)} at ${quotedPrice.toFixed(4)}.${left > 0.5 ? ` ${quantumText(left)} of the quote is left.` : ''}`,
        });
        onClose();
        return;
      }
      const payload = buildEoiCreatePayload({
        finstrumentId: row.finstrumentId,
        quantum: row.quantum,
        quoteType: side,
        settlementDelta: 1,
        respondEoiId: row.id,
        useRespondEoiPrice: true,
        expiresAt: new Date(Date.now() + requestValidityMs),
      });
      await client.quotes.respondToEoi({ ...payload, respond_eoi_id: row.id });
      client.toasts.push({
        severity: 'success',
        summary: `${verb} request sent`,
        detail: `${row.counterparty ?? 'The quoting firm'} confirms it within 2 minutes, or it lapses.`,
      });
      setLocalKey((key) => key + 1);
    } catch (error) {
      // A firm trade's refusal shows in the ticket, by its field (a size above what is left, a moved price).
      if (firm) server.show(error, ['quantum', 'unit_clean_price', 'exchange']);
      else client.toasts.push(toToastMessage(error));
      setLocalKey((key) => key + 1);
    } finally {
      setBusy(false);
    }
  }

  async function counter(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    server.clear();
    if (quantumMessage !== null || quantum === undefined) return;
    const fixedField = pricing?.fixedField ?? 'yield';
    const payload = buildEoiCreatePayload({
      finstrumentId: row.finstrumentId,
      quantum,
      quoteType: side,
      settlementDelta: 1,
      ...(fixedField === 'price'
        ? { cleanPrice: pricing?.cleanPrice ?? null, fixedField }
        : { yieldPercent: pricing?.bondYield ?? null, fixedField }),
      respondEoiId: row.id,
    });
    setBusy(true);
    try {
      await client.quotes.respondToEoi({ ...payload, respond_eoi_id: row.id });
      client.toasts.push({ severity: 'success', summary: 'Counter sent' });
      setLocalKey((key) => key + 1);
    } catch (error) {
      server.show(error, ['quantum', 'yield_stored', 'unit_price_stored', 'fixed_field']);
    } finally {
      setBusy(false);
    }
  }

  const quantumError = (checked ? quantumMessage : null) ?? server.byField('quantum');
  const fillError = (fillChecked ? fillMessage : null) ?? server.byField('quantum');
  const tradeError = server.byField('unit_clean_price', 'exchange');
  const pricingError = server.byField('yield_stored', 'unit_price_stored', 'fixed_field');
  const level = `${quotedYield === null ? '' : `${quotedYield.toFixed(4)}%`}${quotedPrice === null ? '' : ` / ${quotedPrice.toFixed(4)}`}`;
  const latestAnswer = negotiation?.answers[negotiation.answers.length - 1];
  return (
    <div
      ref={refs.setFloating}
      style={floatingStyles}
      className="app-row-ticket"
      role="dialog"
      aria-modal="false"
      aria-labelledby="row-ticket-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="app-panel__head">
        <h2 id="row-ticket-title">
          {verb} {row.bondName}
        </h2>
        <button type="button" className="app-link-button" onClick={onClose}>
          Close <kbd>Esc</kbd>
        </button>
      </div>
      <p>
        {row.counterparty ?? ''} {row.side === 'BID' ? 'bids' : 'offers'} {level} for{' '}
        {quantumText(row.quantum)}
        {row.quotedQuantum === undefined ? '' : ` (left of ${quantumText(row.quotedQuantum)})`}{' '}
        <span className={`app-state app-firmness app-firmness--${firm ? 'firm' : 'indicative'}`}>
          {firmnessLabels[firm ? 'FIRM' : 'INDICATIVE']}
        </span>
      </p>
      {negotiation !== null ? (
        <>
          {latestAnswer?.mine && latestAnswer.status === 'OPEN' ? (
            <RequestCountdown expiresAt={latestAnswer.expiresAt} firm={negotiation.counterparty} />
          ) : null}
          <NegotiationCard negotiation={negotiation} onChanged={() => setLocalKey((key) => key + 1)} />
        </>
      ) : context.status === 'loading' ? (
        <p>Loading…</p>
      ) : mode === 'trade' ? (
        <form
          className="app-actions app-row-ticket__trade"
          noValidate
          aria-label={`${verb} the quote`}
          onSubmit={(event) => {
            event.preventDefault();
            void trade();
          }}
        >
          {firm ? (
            <>
              <div className="app-field app-row-ticket__size">
                <label htmlFor="ticket-fill-quantum">Size (L or Cr)</label>
                <input
                  id="ticket-fill-quantum"
                  ref={fillRef}
                  value={fillInput}
                  inputMode="decimal"
                  autoComplete="off"
                  onChange={(event) => {
                    setFillInput(event.target.value);
                    server.clear();
                  }}
                  aria-invalid={fillError ? true : undefined}
                  aria-describedby={fillError ? 'ticket-fill-quantum-error' : 'ticket-fill-quantum-hint'}
                />
                {fillError ? (
                  <p className="app-field__error" id="ticket-fill-quantum-error">
                    {fillError}
                  </p>
                ) : (
                  <p className="app-field__hint" id="ticket-fill-quantum-hint">
                    Up to {quantumText(row.quantum)}; less leaves the rest live.
                  </p>
                )}
              </div>
              <label>
                Exchange{' '}
                <select value={exchange} onChange={(event) => setExchange(event.target.value as Exchange)}>
                  <option value="NSE">NSE</option>
                  <option value="BSE">BSE</option>
                </select>
              </label>
            </>
          ) : null}
          {tradeError ? <p className="app-field__error">{tradeError}</p> : null}
          {firm && server.rest.length > 0 ? (
            <p className="app-field__error">{server.rest.join(' ')}</p>
          ) : null}
          <button
            ref={confirmRef}
            type="submit"
            className="app-button app-button--primary"
            disabled={busy || quotedPrice === null}
          >
            {firm
              ? `${verb} ${fill === undefined ? '' : `${quantumText(fill)} `}at ${level}`
              : `Request ${verb.toLowerCase()} at ${level}`}{' '}
            <kbd>Enter</kbd>
          </button>
          <button type="button" className="app-button" onClick={() => setMode('counter')}>
            Counter <kbd>C</kbd>
          </button>
        </form>
      ) : (
        <form className="app-form" onSubmit={(event) => void counter(event)} noValidate aria-label="Counter">
          <PricingInput
            finstrumentId={row.finstrumentId}
            defaultValue={{ bondYield: quotedYield, cleanPrice: quotedPrice, fixedField: 'yield' }}
            onValueChange={(value) => setPricing(value)}
          />
          {pricingError ? <p className="app-field__error">{pricingError}</p> : null}
          <div className="app-field">
            <label htmlFor="ticket-quantum">Quantum (L or Cr)</label>
            <input
              id="ticket-quantum"
              value={quantumInput}
              onChange={(event) => setQuantumInput(event.target.value)}
              aria-invalid={quantumError ? true : undefined}
              aria-describedby={quantumError ? 'ticket-quantum-error' : undefined}
            />
            {quantumError ? (
              <p className="app-field__error" id="ticket-quantum-error">
                {quantumError}
              </p>
            ) : null}
          </div>
          {server.rest.length > 0 ? <p className="app-field__error">{server.rest.join(' ')}</p> : null}
          <div className="app-actions">
            <button type="submit" className="app-button app-button--primary" disabled={busy}>
              Send counter <kbd>Enter</kbd>
            </button>
            <button type="button" className="app-button" onClick={() => setMode('trade')}>
              {verb} at the quote instead
            </button>
          </div>
        </form>
      )}
      <MarketDepth finstrumentId={row.finstrumentId} refreshKey={streamKey + localKey} />
    </div>
  );
}
