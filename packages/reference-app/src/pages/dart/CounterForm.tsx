import { useState } from 'react';
import type { FormEvent } from 'react';
import { quotePriceSchema, quoteYieldSchema } from '@bondkit/core/validation';
import { buildEoiCreatePayload } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { firstMessage } from '../../forms/fieldErrors';
import { formatQuantum } from '@bondkit/widgets';
import { readQuantumInput } from './quantumInput';
import { useServerFieldErrors } from './useServerFieldErrors';
import type { BookQuote } from './negotiationBook';

/**
 * A counter in a negotiation: a new price **or** a new yield (a response carries one, never both:
 * trading-and-chat section 5), chosen with a two-option toggle that has no empty selection.
 */
export function CounterForm({ answering, onDone }: { answering: BookQuote; onDone: () => void }) {
  const { client } = useAppServices();
  const [fixed, setFixed] = useState<'yield' | 'price'>('yield');
  const [levelText, setLevelText] = useState('');
  const [quantumInput, setQuantumInput] = useState(formatQuantum(answering.quantum));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const server = useServerFieldErrors();
  const levelMessage = firstMessage(fixed === 'yield' ? quoteYieldSchema : quotePriceSchema, levelText);
  const { quantum, message: quantumMessage } = readQuantumInput(quantumInput);
  const idBase = `counter-${answering.id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    server.clear();
    if (levelMessage !== null || quantumMessage !== null || quantum === undefined) return;
    const level = Number(levelText);
    const payload = buildEoiCreatePayload({
      finstrumentId: answering.finstrumentId,
      quantum,
      quoteType: answering.side === 'BID' ? 'ASK' : 'BID',
      settlementDelta: 1,
      ...(fixed === 'yield'
        ? { yieldPercent: level, fixedField: 'yield' }
        : { cleanPrice: level, fixedField: 'price' }),
      respondEoiId: answering.id,
    });
    setBusy(true);
    try {
      await client.quotes.addNegotiation({ ...payload, respond_eoi_id: answering.id });
      client.toasts.push({ severity: 'success', summary: 'Counter sent' });
      onDone();
    } catch (error) {
      server.show(error, ['yield_stored', 'unit_price_stored', 'fixed_field', 'quantum']);
    } finally {
      setBusy(false);
    }
  }

  const levelError =
    (checked ? levelMessage : null) ?? server.byField('yield_stored', 'unit_price_stored', 'fixed_field');
  const quantumError = (checked ? quantumMessage : null) ?? server.byField('quantum');
  return (
    <form className="app-counter" onSubmit={(event) => void submit(event)} noValidate aria-label="Counter">
      <div className="app-toggle" role="radiogroup" aria-label="Counter by">
        {(['yield', 'price'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={fixed === option}
            className={fixed === option ? 'app-toggle__option app-toggle__option--on' : 'app-toggle__option'}
            onClick={() => {
              setFixed(option);
              setLevelText('');
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
          aria-describedby={levelError ? `${idBase}-level-error` : undefined}
        />
        {levelError ? (
          <p className="app-field__error" id={`${idBase}-level-error`}>
            {levelError}
          </p>
        ) : null}
      </div>
      <div className="app-field">
        <label htmlFor={`${idBase}-quantum`}>Quantum (L or Cr)</label>
        <input
          id={`${idBase}-quantum`}
          inputMode="decimal"
          value={quantumInput}
          onChange={(event) => setQuantumInput(event.target.value)}
          aria-invalid={quantumError ? true : undefined}
          aria-describedby={quantumError ? `${idBase}-quantum-error` : undefined}
        />
        {quantumError ? (
          <p className="app-field__error" id={`${idBase}-quantum-error`}>
            {quantumError}
          </p>
        ) : null}
      </div>
      {server.rest.length > 0 ? <p className="app-field__error">{server.rest.join(' ')}</p> : null}
      <button type="submit" className="app-button" disabled={busy}>
        Send counter
      </button>
    </form>
  );
}
