import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Bond, NamedFirm } from '@bondkit/core';
import { yieldPercentToFraction } from '@bondkit/core/pricing';
import { quoteYieldSchema } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { firstMessage } from '../../forms/fieldErrors';
import { useServerFieldErrors } from '../dart/useServerFieldErrors';
import { defaultFaceValue, readFaceValue } from '../security/faceValueField';
import { formatFaceValue } from '../security/marketFormat';

/**
 * The bond page's form for a client of a broker-dealer: buy or sell, a face value (starting at the bond's own,
 * as the calculator does) and, optionally, a yield. With a yield it expresses interest at that level; without
 * one it requests a quote. Either is an EOI to the broker, whose quote then shows on this page and My bonds.
 */
export function ClientEoiForm({
  bond,
  unitFaceValue,
  broker,
  onSent,
}: {
  bond: Bond;
  /** Rupees of face value in one unit of the bond. */
  unitFaceValue: number;
  broker: NamedFirm;
  onSent: () => void;
}) {
  const { client } = useAppServices();
  const id = useId();
  const [side, setSide] = useState<'BID' | 'ASK'>('BID');
  const [faceValueText, setFaceValueText] = useState(() =>
    defaultFaceValue(unitFaceValue).toLocaleString('en-IN'),
  );
  const [yieldText, setYieldText] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const server = useServerFieldErrors();

  const faceValue = readFaceValue(faceValueText, unitFaceValue);
  const yieldMessage = yieldText.trim() === '' ? null : firstMessage(quoteYieldSchema, yieldText.trim());
  const expressesInterest = yieldText.trim() !== '';
  const faceValueError = (touched && !faceValue.ok ? faceValue.message : null) ?? server.byField('quantum');
  const yieldError = (touched ? yieldMessage : null) ?? server.byField('yield_stored');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setSent(null);
    server.clear();
    if (!faceValue.ok || yieldMessage !== null) return;
    setSending(true);
    try {
      await client.trade.createClientEoi({
        finstrument_id: bond.id,
        quote_type: side,
        quantum: faceValue.rupees,
        yield_stored: expressesInterest
          ? Number(yieldPercentToFraction(Number(yieldText.trim())).toFixed(6))
          : null,
      });
      setSent(
        `Sent to ${broker.name}: ${side === 'BID' ? 'buy' : 'sell'} ${formatFaceValue(faceValue.rupees)}${
          expressesInterest ? ` at ${Number(yieldText.trim()).toFixed(4)}%` : ''
        }. Their quote shows below and on My bonds.`,
      );
      setYieldText('');
      setTouched(false);
      onSent();
    } catch (error) {
      server.show(error, ['quantum', 'yield_stored']);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="app-client-eoi-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="app-client-eoi-form__side">
        <legend>I want to</legend>
        {(['BID', 'ASK'] as const).map((value) => (
          <label key={value} className="app-radio">
            <input
              type="radio"
              name={`${id}-side`}
              value={value}
              checked={side === value}
              onChange={() => setSide(value)}
            />{' '}
            {value === 'BID' ? 'Buy' : 'Sell'}
          </label>
        ))}
      </fieldset>
      <div className="app-field">
        <label htmlFor={`${id}-face-value`}>Face value (₹)</label>
        <input
          id={`${id}-face-value`}
          inputMode="decimal"
          autoComplete="off"
          value={faceValueText}
          onChange={(event) => setFaceValueText(event.target.value)}
          aria-invalid={faceValueError ? true : undefined}
          aria-describedby={`${id}-face-value-help`}
        />
        {faceValueError ? (
          <p id={`${id}-face-value-help`} className="app-field__error" role="alert">
            {faceValueError}
          </p>
        ) : (
          <p id={`${id}-face-value-help`} className="app-field__help">
            {faceValue.ok ? formatFaceValue(faceValue.rupees) : ''} · one unit is{' '}
            {formatFaceValue(unitFaceValue)}
          </p>
        )}
      </div>
      <div className="app-field">
        <label htmlFor={`${id}-yield`}>Your yield (%), optional</label>
        <input
          id={`${id}-yield`}
          inputMode="decimal"
          autoComplete="off"
          value={yieldText}
          onChange={(event) => setYieldText(event.target.value)}
          aria-invalid={yieldError ? true : undefined}
          aria-describedby={`${id}-yield-help`}
        />
        {yieldError ? (
          <p id={`${id}-yield-help`} className="app-field__error" role="alert">
            {yieldError}
          </p>
        ) : (
          <p id={`${id}-yield-help`} className="app-field__help">
            Leave it empty to ask {broker.name} for their best price.
          </p>
        )}
      </div>
      {server.rest.length > 0 ? (
        <p className="app-field__error" role="alert">
          {server.rest.join(' ')}
        </p>
      ) : null}
      <div className="app-client-eoi-form__actions">
        <button type="submit" className="app-button app-button--primary" disabled={sending}>
          {expressesInterest ? 'Express interest' : 'Request a quote'}
        </button>
        <Link to="/my-bonds">My bonds</Link>
      </div>
      {sent ? (
        <p className="app-notice" role="status">
          {sent}
        </p>
      ) : null}
    </form>
  );
}
