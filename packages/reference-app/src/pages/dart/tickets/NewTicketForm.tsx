import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Bond, Counterparty, TradeTicket } from '@bondkit/core';
import { PayloadValidationError } from '@bondkit/core/validation';
import type { Exchange } from '@bondkit/core/validation';
import { BondSearch } from '@bondkit/widgets/bond-search';
import { CounterpartySearch } from '@bondkit/widgets/counterparty-search';
import { useAppServices } from '../../../app/AppServices';
import { readQuantumInput } from '../quantumInput';
import { useServerFieldErrors } from '../useServerFieldErrors';
import { TicketPriceFields, ticketPriceBody, ticketPriceMessage } from './TicketPriceFields';
import type { TicketPriceInput } from './TicketPriceFields';

const placed = ['finstrument_id', 'counterparty_user_id', 'quantity', 'buy_or_sell', 'exchange'];

/**
 * A new ticket with a dealer at another firm: the bond, your side, the face value, the counterparty (a
 * member, not a company), the exchange it settles on, and optionally a first price. The server posts it into
 * the chat between the two of you. With `manual`, it records a ticket for terms agreed elsewhere (on the
 * phone): the price is required and a note says where and when (`POST api/chatter/trade/manual-ticket/`).
 */
export function NewTicketForm({
  onCreated,
  onClose,
  manual = false,
}: {
  onCreated: (ticket: TradeTicket) => void;
  onClose: () => void;
  /** Record terms agreed elsewhere: price required, with a note. Default: false (a ticket opened in chat). */
  manual?: boolean;
}) {
  const { client } = useAppServices();
  const [bond, setBond] = useState<Bond | null>(null);
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [quantity, setQuantity] = useState('');
  const [party, setParty] = useState<Counterparty | null>(null);
  const [exchange, setExchange] = useState<Exchange>('NSE');
  const [priceChosen, setPriceChosen] = useState(false);
  const withPrice = manual || priceChosen;
  const [note, setNote] = useState('');
  const idBase = manual ? 'ticket-manual' : 'ticket-new';
  const [price, setPrice] = useState<TicketPriceInput>({ fixed: 'price', text: '' });
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  const server = useServerFieldErrors();

  const messages = {
    finstrument_id: bond === null ? 'Choose a bond' : null,
    counterparty_user_id:
      party === null
        ? 'Choose a counterparty'
        : party.user_id === null
          ? 'Choose a member, not a company'
          : null,
    quantity: readQuantumInput(quantity).message,
    price: withPrice ? ticketPriceMessage(price) : null,
  };
  const errorOf = (field: string): string | null => {
    const typedRule = field in messages ? messages[field as keyof typeof messages] : null;
    return (checked ? typedRule : null) ?? typed[field] ?? server.byField(field);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setTyped({});
    server.clear();
    if (Object.values(messages).some((message) => message !== null)) return;
    setBusy(true);
    try {
      const terms = {
        finstrument_id: bond!.id,
        buy_or_sell: side,
        quantity: readQuantumInput(quantity).quantum!,
        counterparty_user_id: party!.user_id!,
        exchange,
      };
      const ticket = manual
        ? await client.chatter.createManualTicket({
            ...terms,
            price: ticketPriceBody(price),
            ...(note.trim() === '' ? {} : { note: note.trim() }),
          })
        : await client.chatter.createTicket({
            ...terms,
            ...(withPrice ? { price: ticketPriceBody(price) } : {}),
          });
      onCreated(ticket);
    } catch (error) {
      // The shared schema refuses before sending: its messages go to their fields like the server's would.
      if (PayloadValidationError.isInstance(error)) {
        const byField: Record<string, string> = {};
        for (const issue of error.issues)
          byField[String(issue.path[0] ?? 'non_field_errors')] ??= issue.message;
        setTyped(byField);
      } else server.show(error, [...placed, 'price', 'unit_clean_price', 'bond_yield', 'note']);
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: string, id: string) => {
    const message = errorOf(field);
    return message ? (
      <p className="app-field__error" id={id}>
        {message}
      </p>
    ) : null;
  };
  const priceError =
    (checked && withPrice ? messages.price : null) ??
    typed.price ??
    server.byField('price', 'unit_clean_price', 'bond_yield');
  return (
    <form
      className="app-form app-ticket-new"
      noValidate
      aria-label={manual ? 'Manual ticket' : 'New ticket'}
      onSubmit={(event) => void submit(event)}
    >
      {manual ? (
        <p className="app-muted">
          A trade agreed elsewhere (on the phone): record its terms and the price you agreed; your
          counterparty accepts it here.
        </p>
      ) : null}
      <div className="app-field">
        <label htmlFor={`${idBase}-bond`}>Bond</label>
        <BondSearch
          id={`${idBase}-bond`}
          label="Bond"
          value={bond}
          onValueChange={setBond}
          aria-invalid={errorOf('finstrument_id') ? true : undefined}
          aria-describedby={errorOf('finstrument_id') ? `${idBase}-bond-error` : undefined}
        />
        {fieldError('finstrument_id', `${idBase}-bond-error`)}
      </div>
      <div className="app-form__row">
        <div className="app-field">
          <span id={`${idBase}-side-label`} className="app-field__label">
            Your side
          </span>
          <div className="app-toggle" role="radiogroup" aria-labelledby={`${idBase}-side-label`}>
            {(['buy', 'sell'] as const).map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={side === option}
                className={
                  side === option ? 'app-toggle__option app-toggle__option--on' : 'app-toggle__option'
                }
                onClick={() => setSide(option)}
              >
                {option === 'buy' ? 'Buy' : 'Sell'}
              </button>
            ))}
          </div>
        </div>
        <div className="app-field">
          <label htmlFor={`${idBase}-quantity`}>Face value (L or Cr)</label>
          <input
            id={`${idBase}-quantity`}
            inputMode="decimal"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            aria-invalid={errorOf('quantity') ? true : undefined}
            aria-describedby={errorOf('quantity') ? `${idBase}-quantity-error` : undefined}
          />
          {fieldError('quantity', `${idBase}-quantity-error`)}
        </div>
      </div>
      <div className="app-form__row">
        <div className="app-field">
          <label htmlFor={`${idBase}-party`}>Counterparty</label>
          <CounterpartySearch
            id={`${idBase}-party`}
            label="Counterparty"
            value={party}
            onValueChange={setParty}
            aria-invalid={errorOf('counterparty_user_id') ? true : undefined}
            aria-describedby={errorOf('counterparty_user_id') ? `${idBase}-party-error` : undefined}
          />
          {fieldError('counterparty_user_id', `${idBase}-party-error`)}
        </div>
        <div className="app-field">
          <label htmlFor={`${idBase}-exchange`}>Exchange</label>
          <select
            id={`${idBase}-exchange`}
            value={exchange}
            onChange={(event) => setExchange(event.target.value as Exchange)}
          >
            <option value="NSE">NSE</option>
            <option value="BSE">BSE</option>
          </select>
        </div>
      </div>
      {manual ? null : (
        <label className="app-checkbox-row">
          <input
            type="checkbox"
            checked={priceChosen}
            onChange={(event) => setPriceChosen(event.target.checked)}
          />{' '}
          Send a first price
        </label>
      )}
      {withPrice ? (
        <TicketPriceFields idBase={idBase} value={price} onChange={setPrice} error={priceError} />
      ) : null}
      {manual ? (
        <div className="app-field">
          <label htmlFor={`${idBase}-note`}>Where and when it was agreed (optional)</label>
          <textarea
            id={`${idBase}-note`}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={errorOf('note') ? true : undefined}
            aria-describedby={errorOf('note') ? `${idBase}-note-error` : undefined}
          />
          {fieldError('note', `${idBase}-note-error`)}
        </div>
      ) : null}
      {server.rest.length > 0 ? (
        <p className="app-field__error" role="alert">
          {server.rest.join(' ')}
        </p>
      ) : null}
      <div className="app-actions">
        <button type="submit" className="app-button app-button--primary" disabled={busy}>
          {manual ? 'Record manual ticket' : 'Post ticket in chat'}
        </button>
        <button type="button" className="app-link-button" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}
