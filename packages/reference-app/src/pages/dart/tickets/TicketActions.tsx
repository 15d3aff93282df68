import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TradeTicket } from '@bondkit/core';
import type { Exchange, TradeTicketAction } from '@bondkit/core/validation';
import { useAppServices } from '../../../app/AppServices';
import { quantumText } from '../quoteLevelText';
import { useLiveData } from '../useLiveData';
import { useServerFieldErrors } from '../useServerFieldErrors';
import { TicketPriceFields, ticketPriceBody, ticketPriceMessage } from './TicketPriceFields';
import type { TicketPriceInput } from './TicketPriceFields';
import { rupeesText, ticketPriceText, ticketStateLabels } from './ticketText';

/** The actions the pane offers, in the order shown (modify lives in the chat, not here). */
const shownActions: readonly TradeTicketAction[] = [
  'price',
  'accept',
  'accept_consideration',
  'confirm',
  'reject',
  'cancel',
];

function actionLabel(action: TradeTicketAction, ticket: TradeTicket): string {
  switch (action) {
    case 'price':
      return ticket.unit_clean_price === null || ticket.unit_clean_price === undefined
        ? 'Send price'
        : 'Counter';
    case 'accept':
      return 'Accept price';
    case 'reject':
      return ticket.state === 'PRICE_AGREED' ? 'Reject consideration' : 'Reject';
    case 'accept_consideration':
      return 'Accept consideration';
    case 'confirm':
      return 'Confirm trade';
    case 'cancel':
      return 'Cancel ticket';
    case 'modify':
      return 'Change terms';
  }
}

/** What each step asks before it is sent: nothing happens on a single click. */
function question(action: TradeTicketAction, ticket: TradeTicket): string {
  const terms = `${quantumText(ticket.quantity ?? 0)} at ${ticketPriceText(ticket)}`;
  switch (action) {
    case 'accept':
      return `Accept ${terms}? The consideration is fixed at this price.`;
    case 'reject':
      return ticket.state === 'PRICE_AGREED'
        ? `Reject the consideration of ${rupeesText(ticket.consideration)}? Either side can then send a new price.`
        : `Reject ticket #${ticket.id}? This ends it for both sides.`;
    case 'accept_consideration':
      return `Accept the consideration of ${rupeesText(ticket.consideration)} (principal ${rupeesText(ticket.principal)} + accrued ${rupeesText(ticket.accrued_interest)}), settling through:`;
    case 'confirm':
      return `Confirm the trade, ${terms} for ${rupeesText(ticket.consideration)}? This creates the order both firms see.`;
    case 'cancel':
      return `Cancel ticket #${ticket.id}? This ends it for both sides.`;
    default:
      return '';
  }
}

/**
 * The buttons of the steps the caller may take on a ticket now (the server's `allowed_actions`), each asked
 * again before it is sent; a price with its toggle, a consideration with its custodian (on the ticket's
 * exchange). Server refusals are shown by field, with human labels.
 */
export function TicketActions({
  ticket,
  onChanged,
}: {
  ticket: TradeTicket;
  onChanged: (ticket: TradeTicket, summary: string) => void;
}) {
  const { client } = useAppServices();
  const [step, setStep] = useState<TradeTicketAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(false);
  const [price, setPrice] = useState<TicketPriceInput>({ fixed: 'price', text: '' });
  const [custodianId, setCustodianId] = useState('');
  const server = useServerFieldErrors();
  const exchange = (ticket.exchange === 'BSE' ? 'BSE' : 'NSE') satisfies Exchange;
  const custodians = useLiveData(
    step === 'accept_consideration' ? `custodians:${exchange}` : 'custodians:closed',
    () =>
      step === 'accept_consideration' ? client.participants.getCustodians({ exchange }) : Promise.resolve([]),
  );
  const allowed = shownActions.filter((action) => ticket.allowed_actions?.includes(action));
  const idBase = `ticket-${ticket.id}`;

  function open(action: TradeTicketAction) {
    setStep(action);
    setChecked(false);
    server.clear();
    setPrice({ fixed: ticket.fixed_field === 'yield' ? 'yield' : 'price', text: '' });
    setCustodianId('');
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (step === null) return;
    setChecked(true);
    server.clear();
    if (step === 'price' && ticketPriceMessage(price) !== null) return;
    if (step === 'accept_consideration' && custodianId === '') return;
    setBusy(true);
    try {
      const updated =
        step === 'price'
          ? await client.chatter.updatePrice(ticket.id, ticketPriceBody(price))
          : step === 'accept_consideration'
            ? await client.chatter.acceptConsideration(ticket.id, { custodian_id: Number(custodianId) })
            : await client.chatter.ticketAction(
                ticket.id,
                step === 'accept'
                  ? 'accept'
                  : step === 'confirm'
                    ? 'confirm'
                    : step === 'reject'
                      ? 'reject'
                      : 'cancel',
              );
      setStep(null);
      onChanged(updated, `Ticket #${updated.id}: ${ticketStateLabels[updated.state]}`);
    } catch (error) {
      server.show(error, ['unit_clean_price', 'bond_yield', 'fixed_field', 'custodian_id']);
    } finally {
      setBusy(false);
    }
  }

  if (allowed.length === 0) return null;
  if (step === null)
    return (
      <div className="app-actions app-ticket__actions">
        {allowed.map((action) => (
          <button
            key={action}
            type="button"
            className={
              action === 'cancel' || action === 'reject' ? 'app-button' : 'app-button app-button--primary'
            }
            onClick={() => open(action)}
          >
            {actionLabel(action, ticket)}
          </button>
        ))}
      </div>
    );

  const priceError =
    (checked && step === 'price' ? ticketPriceMessage(price) : null) ??
    server.byField('unit_clean_price', 'bond_yield', 'fixed_field');
  const custodianError =
    (checked && step === 'accept_consideration' && custodianId === '' ? 'Choose a custodian' : null) ??
    server.byField('custodian_id');
  return (
    <form
      className="app-form app-ticket__step"
      noValidate
      aria-label={`${actionLabel(step, ticket)}, ticket ${ticket.id}`}
      onSubmit={(event) => void send(event)}
    >
      {step === 'price' ? (
        <TicketPriceFields idBase={idBase} value={price} onChange={setPrice} error={priceError} />
      ) : (
        <p>{question(step, ticket)}</p>
      )}
      {step === 'accept_consideration' ? (
        <div className="app-field">
          <label htmlFor={`${idBase}-custodian`}>Custodian ({exchange})</label>
          <select
            id={`${idBase}-custodian`}
            value={custodianId}
            onChange={(event) => setCustodianId(event.target.value)}
            aria-invalid={custodianError ? true : undefined}
            aria-describedby={custodianError ? `${idBase}-custodian-error` : undefined}
          >
            <option value="">{custodians.status === 'loading' ? 'Loading custodians…' : 'Choose…'}</option>
            {(custodians.data ?? []).map((custodian) => (
              <option key={custodian.client_id} value={custodian.client_id}>
                {custodian.name}
              </option>
            ))}
          </select>
          {custodianError ? (
            <p className="app-field__error" id={`${idBase}-custodian-error`}>
              {custodianError}
            </p>
          ) : null}
        </div>
      ) : null}
      {server.rest.length > 0 ? (
        <p className="app-field__error" role="alert">
          {server.rest.join(' ')}
        </p>
      ) : null}
      <div className="app-actions">
        <button type="submit" className="app-button app-button--primary" disabled={busy}>
          {step === 'price' ? 'Send' : `Yes, ${actionLabel(step, ticket).toLowerCase()}`}
        </button>
        <button type="button" className="app-link-button" disabled={busy} onClick={() => setStep(null)}>
          Back
        </button>
      </div>
    </form>
  );
}
