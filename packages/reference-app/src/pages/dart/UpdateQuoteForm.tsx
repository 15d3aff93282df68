import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { quotePriceSchema, quoteYieldSchema } from '@bondkit/core/validation';
import { yieldFractionToPercent, yieldPercentToFraction } from '@bondkit/core/pricing';
import { useAppServices } from '../../app/AppServices';
import { firstMessage } from '../../forms/fieldErrors';
import type { BookQuote } from './negotiationBook';
import { formatQuantum } from '@bondkit/widgets';
import { readQuantumInput } from './quantumInput';
import { useServerFieldErrors } from './useServerFieldErrors';

/**
 * Updating one of the firm's open quotes (`PUT api/eoi/update/{id}/`): its quantum and its price or yield. By
 * yield, a dealer whose firm allows it (the bond's price info says `allow_price_modification`) may override
 * the price computed from the yield, as on the quote form; saving a yield without it ends an earlier override.
 */
export function UpdateQuoteForm({ quote, onDone }: { quote: BookQuote; onDone: () => void }) {
  const { client } = useAppServices();
  const [overrideAllowed, setOverrideAllowed] = useState(false);
  useEffect(() => {
    let current = true;
    client.market.getFinstrumentPriceInfo(quote.finstrumentId).then(
      (info) => {
        if (current) setOverrideAllowed(info.allow_price_modification);
      },
      // No price info: no override offered; the yield and quantum can still be changed.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, quote.finstrumentId]);
  const [overriding, setOverriding] = useState(quote.priceOverridden);
  const [overrideText, setOverrideText] = useState(
    quote.priceOverridden ? (quote.price?.toFixed(4) ?? '') : '',
  );
  const [fixed, setFixed] = useState<'yield' | 'price'>(quote.fixedField === 'price' ? 'price' : 'yield');
  const initialLevel = (by: 'yield' | 'price') =>
    by === 'price'
      ? (quote.price?.toFixed(4) ?? '')
      : quote.yieldFraction === null
        ? ''
        : yieldFractionToPercent(quote.yieldFraction).toFixed(4);
  const [levelText, setLevelText] = useState(initialLevel(fixed));
  const [quantumInput, setQuantumInput] = useState(formatQuantum(quote.quantum));
  const [busy, setBusy] = useState(false);
  const server = useServerFieldErrors();
  const levelMessage = firstMessage(fixed === 'yield' ? quoteYieldSchema : quotePriceSchema, levelText);
  const { quantum, message: quantumMessage } = readQuantumInput(quantumInput);
  const overrideOn = overrideAllowed && fixed === 'yield' && overriding;
  const overrideMessage = overrideOn ? firstMessage(quotePriceSchema, overrideText) : null;
  const idBase = `update-${quote.id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    server.clear();
    if (levelMessage !== null || quantumMessage !== null || overrideMessage !== null || quantum === undefined)
      return;
    const level = Number(levelText);
    setBusy(true);
    try {
      await client.quotes.updateEoi(quote.id, {
        quantum,
        fixed_field: fixed,
        ...(fixed === 'yield'
          ? {
              yield_stored: Number(yieldPercentToFraction(level).toFixed(6)),
              ...(overrideOn
                ? { unit_price_stored: Number(Number(overrideText).toFixed(4)), price_overridden: true }
                : { unit_price_stored: null }),
            }
          : { unit_price_stored: Number(level.toFixed(4)), yield_stored: null }),
      });
      client.toasts.push({ severity: 'success', summary: 'Quote updated' });
      onDone();
    } catch (error) {
      server.show(error, ['yield_stored', 'unit_price_stored', 'fixed_field', 'quantum', 'price_overridden']);
    } finally {
      setBusy(false);
    }
  }

  const levelError = levelMessage ?? server.byField('yield_stored', 'unit_price_stored', 'fixed_field');
  const quantumError = quantumMessage ?? server.byField('quantum');
  const overrideError = overrideMessage ?? server.byField('price_overridden');
  return (
    <form
      className="app-counter"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Update quote"
    >
      <div className="app-toggle" role="radiogroup" aria-label="Quote by">
        {(['yield', 'price'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={fixed === option}
            className={fixed === option ? 'app-toggle__option app-toggle__option--on' : 'app-toggle__option'}
            onClick={() => {
              setFixed(option);
              setLevelText(initialLevel(option));
            }}
          >
            {option === 'yield' ? 'Yield' : 'Price'}
          </button>
        ))}
      </div>
      <div className="app-field">
        <label htmlFor={`${idBase}-level`}>{fixed === 'yield' ? 'Yield (%)' : 'Clean price'}</label>
        <input
          id={`${idBase}-level`}
          inputMode="decimal"
          value={levelText}
          onChange={(event) => setLevelText(event.target.value)}
          aria-invalid={levelError ? true : undefined}
        />
        {levelError ? <p className="app-field__error">{levelError}</p> : null}
      </div>
      {overrideAllowed && fixed === 'yield' ? (
        <div className="app-field">
          <label className="app-checkbox">
            <input
              type="checkbox"
              checked={overriding}
              onChange={(event) => setOverriding(event.target.checked)}
            />
            Override price
          </label>
          {overriding ? (
            <>
              <label htmlFor={`${idBase}-override`}>Clean price (override)</label>
              <input
                id={`${idBase}-override`}
                inputMode="decimal"
                value={overrideText}
                onChange={(event) => setOverrideText(event.target.value)}
                aria-invalid={overrideError ? true : undefined}
              />
              {overrideError ? <p className="app-field__error">{overrideError}</p> : null}
            </>
          ) : null}
        </div>
      ) : null}
      <div className="app-field">
        <label htmlFor={`${idBase}-quantum`}>Quantum (L or Cr)</label>
        <input
          id={`${idBase}-quantum`}
          inputMode="decimal"
          value={quantumInput}
          onChange={(event) => setQuantumInput(event.target.value)}
          aria-invalid={quantumError ? true : undefined}
        />
        {quantumError ? <p className="app-field__error">{quantumError}</p> : null}
      </div>
      {server.rest.length > 0 ? <p className="app-field__error">{server.rest.join(' ')}</p> : null}
      <button type="submit" className="app-button" disabled={busy}>
        Save
      </button>
    </form>
  );
}
