import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TradeTicket } from '@bondkit/core';
import type { Exchange, TradeTicketUpdate } from '@bondkit/core/validation';
import { useAppServices } from '../../../app/AppServices';
import { formatQuantum } from '@bondkit/widgets';
import { readQuantumInput } from '../quantumInput';
import { useServerFieldErrors } from '../useServerFieldErrors';
import { payloadFieldErrors } from './payloadFieldErrors';

const placed = ['quantity', 'settlement_delta', 'exchange', 'note'];

/**
 * Changing a ticket's terms before a price is agreed (`PATCH api/chatter/trade/{id}/`): the face value, the
 * exchange, the settlement (T+n) and a note; only what changed is sent. "Post in the chat" (`send_to_clients`)
 * shows the changed ticket to the counterparty in your chat.
 */
export function TicketTermsForm({
  ticket,
  onDone,
  onCancel,
}: {
  ticket: TradeTicket;
  onDone: (ticket: TradeTicket) => void;
  onCancel: () => void;
}) {
  const { client } = useAppServices();
  const [quantity, setQuantity] = useState(
    ticket.quantity === null || ticket.quantity === undefined ? '' : formatQuantum(ticket.quantity),
  );
  const [exchange, setExchange] = useState<Exchange>(ticket.exchange === 'BSE' ? 'BSE' : 'NSE');
  const [settlementDelta, setSettlementDelta] = useState('');
  const [note, setNote] = useState(ticket.note ?? '');
  const [postInChat, setPostInChat] = useState(true);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  const server = useServerFieldErrors();
  const idBase = `ticket-${ticket.id}-terms`;
  const typedQuantity = readQuantumInput(quantity);
  const messages: Record<string, string | null> = {
    quantity: typedQuantity.message,
    settlement_delta:
      settlementDelta === '' || /^\d{1,2}$/.test(settlementDelta)
        ? null
        : 'Enter T+n as a whole number of days',
  };
  const errorOf = (field: string): string | null => {
    const own = checked ? messages[field] : undefined;
    return own ?? typed[field] ?? server.byField(field);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setTyped({});
    server.clear();
    if (Object.values(messages).some((message) => message !== null)) return;
    const changes: TradeTicketUpdate = {
      ...(typedQuantity.quantum === undefined || typedQuantity.quantum === ticket.quantity
        ? {}
        : { quantity: typedQuantity.quantum }),
      ...(exchange === ticket.exchange ? {} : { exchange }),
      ...(settlementDelta === '' ? {} : { settlement_delta: Number(settlementDelta) }),
      ...(note === (ticket.note ?? '') ? {} : { note: note === '' ? null : note }),
      send_to_clients: postInChat,
    };
    setBusy(true);
    try {
      onDone(await client.chatter.updateTicket(ticket.id, changes));
    } catch (error) {
      const refused = payloadFieldErrors(error);
      if (refused) setTyped(refused);
      else server.show(error, placed);
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: string) => {
    const message = errorOf(field);
    return message ? (
      <p className="app-field__error" id={`${idBase}-${field}-error`}>
        {message}
      </p>
    ) : null;
  };
  const described = (field: string) =>
    errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${idBase}-${field}-error` } : {};
  const unchanged = typed.non_field_errors ?? null;
  return (
    <form
      className="app-form app-ticket__step"
      noValidate
      aria-label={`Change terms, ticket ${ticket.id}`}
      onSubmit={(event) => void submit(event)}
    >
      <div className="app-form__row">
        <div className="app-field">
          <label htmlFor={`${idBase}-quantity`}>Face value (L or Cr)</label>
          <input
            id={`${idBase}-quantity`}
            inputMode="numeric"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            {...described('quantity')}
          />
          {fieldError('quantity')}
        </div>
        <div className="app-field">
          <label htmlFor={`${idBase}-exchange`}>Exchange</label>
          <select
            id={`${idBase}-exchange`}
            value={exchange}
            onChange={(event) => setExchange(event.target.value as Exchange)}
            {...described('exchange')}
          >
            <option value="NSE">NSE</option>
            <option value="BSE">BSE</option>
          </select>
          {fieldError('exchange')}
        </div>
        <div className="app-field">
          <label htmlFor={`${idBase}-settlement`}>Settlement (T+n, blank: unchanged)</label>
          <input
            id={`${idBase}-settlement`}
            inputMode="numeric"
            value={settlementDelta}
            onChange={(event) => setSettlementDelta(event.target.value)}
            {...described('settlement_delta')}
          />
          {fieldError('settlement_delta')}
        </div>
      </div>
      <div className="app-field">
        <label htmlFor={`${idBase}-note`}>Note</label>
        <input
          id={`${idBase}-note`}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
          {...described('note')}
        />
        {fieldError('note')}
      </div>
      <label className="app-checkbox">
        <input
          type="checkbox"
          checked={postInChat}
          onChange={(event) => setPostInChat(event.target.checked)}
        />{' '}
        Post the changed ticket in the chat
      </label>
      {unchanged !== null || server.rest.length > 0 ? (
        <p className="app-field__error" role="alert">
          {[unchanged, ...server.rest].filter(Boolean).join(' ')}
        </p>
      ) : null}
      <div className="app-actions">
        <button type="submit" className="app-button app-button--primary" disabled={busy}>
          Save terms
        </button>
        <button type="button" className="app-link-button" disabled={busy} onClick={onCancel}>
          Back
        </button>
      </div>
    </form>
  );
}
