import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Counterparty, TradeTicket } from '@bondkit/core';
import { CounterpartySearch } from '@bondkit/widgets/counterparty-search';
import { useAppServices } from '../../../app/AppServices';
import { useServerFieldErrors } from '../useServerFieldErrors';
import { payloadFieldErrors } from './payloadFieldErrors';

/**
 * Sending a ticket to a broker (`PATCH api/chatter/trade/send-to-broker/{id}/`): a member of a broking firm
 * (the people search's broker flag) and the sides it acts for, at least one. The broker's firm then sees the
 * ticket; a broker at one of the two parties' firms is refused by the server, next to the field.
 */
export function TicketBrokerForm({
  ticket,
  onDone,
  onCancel,
}: {
  ticket: TradeTicket;
  onDone: (ticket: TradeTicket) => void;
  onCancel: () => void;
}) {
  const { client } = useAppServices();
  const [broker, setBroker] = useState<Counterparty | null>(null);
  const [buy, setBuy] = useState(
    ticket.broker_details?.buy ?? (ticket.my_side ?? ticket.buy_or_sell) === 'buy',
  );
  const [sell, setSell] = useState(
    ticket.broker_details?.sell ?? (ticket.my_side ?? ticket.buy_or_sell) === 'sell',
  );
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  const server = useServerFieldErrors();
  const idBase = `ticket-${ticket.id}-broker`;
  const messages: Record<string, string | null> = {
    user_id:
      broker === null ? 'Choose a broker' : broker.user_id === null ? 'Choose a member, not a company' : null,
    buy: buy || sell ? null : 'The broker must act for the buyer, the seller or both.',
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
    setBusy(true);
    try {
      onDone(await client.chatter.sendToBroker(ticket.id, { user_id: broker!.user_id!, buy, sell }));
    } catch (error) {
      const refused = payloadFieldErrors(error);
      if (refused) setTyped(refused);
      else server.show(error, ['user_id', 'buy', 'sell']);
    } finally {
      setBusy(false);
    }
  }

  const brokerError = errorOf('user_id');
  const sidesError = errorOf('buy') ?? errorOf('sell');
  return (
    <form
      className="app-form app-ticket__step"
      noValidate
      aria-label={`Send to broker, ticket ${ticket.id}`}
      onSubmit={(event) => void submit(event)}
    >
      <div className="app-field">
        <label htmlFor={`${idBase}-user`}>Broker</label>
        <CounterpartySearch
          id={`${idBase}-user`}
          label="Broker"
          broker
          value={broker}
          onValueChange={setBroker}
          aria-invalid={brokerError ? true : undefined}
          aria-describedby={brokerError ? `${idBase}-user-error` : undefined}
        />
        {brokerError ? (
          <p className="app-field__error" id={`${idBase}-user-error`}>
            {brokerError}
          </p>
        ) : null}
      </div>
      <fieldset
        className="app-field"
        aria-describedby={sidesError ? `${idBase}-sides-error` : undefined}
        aria-invalid={sidesError ? true : undefined}
      >
        <legend>Acts for</legend>
        <label className="app-checkbox">
          <input type="checkbox" checked={buy} onChange={(event) => setBuy(event.target.checked)} /> The buyer
        </label>
        <label className="app-checkbox">
          <input type="checkbox" checked={sell} onChange={(event) => setSell(event.target.checked)} /> The
          seller
        </label>
        {sidesError ? (
          <p className="app-field__error" id={`${idBase}-sides-error`}>
            {sidesError}
          </p>
        ) : null}
      </fieldset>
      {server.rest.length > 0 ? (
        <p className="app-field__error" role="alert">
          {server.rest.join(' ')}
        </p>
      ) : null}
      <div className="app-actions">
        <button type="submit" className="app-button app-button--primary" disabled={busy}>
          Send to broker
        </button>
        <button type="button" className="app-link-button" disabled={busy} onClick={onCancel}>
          Back
        </button>
      </div>
    </form>
  );
}
