import { useState } from 'react';
import { hasTradeAccess } from '@bondkit/core/access';
import { formatMarketDate } from '@bondkit/core/calendars';
import { toToastMessage } from '@bondkit/core';
import type { TradeTicket } from '@bondkit/core';
import { saveBlob } from '@bondkit/widgets/data-table';
import { useAppServices } from '../../../app/AppServices';
import { useSignedInUser } from '../../settings/useSignedInUser';
import { dartPaneDescriptions } from '../dartPanes';
import { quantumText } from '../quoteLevelText';
import { useLiveData } from '../useLiveData';
import { useStreamRefresh } from '../useStreamRefresh';
import { ClientRequests } from './ClientRequests';
import { NewTicketForm } from './NewTicketForm';
import { PastTickets } from './PastTickets';
import './ticketing.css';
import { TicketActions } from './TicketActions';
import { TicketChangeActions } from './TicketChangeActions';
import { counterpartyText, rupeesText, ticketPriceText, ticketStateLabels } from './ticketText';

const ticketStreamTypes = ['open_tickets', 'resync'] as const;

/** One open ticket: the terms, the state, the consideration once agreed, and the caller's steps. */
function TicketCard({
  ticket,
  onChanged,
}: {
  ticket: TradeTicket;
  onChanged: (ticket: TradeTicket, summary: string) => void;
}) {
  const side = ticket.my_side ?? ticket.buy_or_sell;
  return (
    <li className="app-ticket" data-ticket={ticket.id} data-state={ticket.state}>
      <article aria-labelledby={`ticket-${ticket.id}-title`}>
        <div className="app-ticket__head">
          <h3 id={`ticket-${ticket.id}-title`}>
            #{ticket.id} {ticket.display_name ?? ticket.isin ?? `Bond ${ticket.finstrument_id}`}
          </h3>
          <span className={`app-ticket__state app-ticket__state--${ticket.state.toLowerCase()}`}>
            {ticketStateLabels[ticket.state]}
          </span>
        </div>
        <dl className="app-ticket__terms">
          <div>
            <dt>You</dt>
            <dd className={side === 'buy' ? 'app-side--bid' : 'app-side--ask'}>
              {side === 'buy' ? 'Buy' : 'Sell'}
            </dd>
          </div>
          <div>
            <dt>Face value</dt>
            <dd className="app-number">{quantumText(ticket.quantity ?? 0)}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd className="app-number">{ticketPriceText(ticket)}</dd>
          </div>
          <div>
            <dt>With</dt>
            <dd>{counterpartyText(ticket)}</dd>
          </div>
          {ticket.consideration !== null && ticket.consideration !== undefined ? (
            <div>
              <dt>Consideration</dt>
              <dd className="app-number">
                {rupeesText(ticket.consideration)}{' '}
                <span className="app-muted">
                  ({rupeesText(ticket.principal)} + accrued {rupeesText(ticket.accrued_interest)}, settles{' '}
                  {ticket.settlement_date ? formatMarketDate(ticket.settlement_date) : '—'} on{' '}
                  {ticket.exchange})
                </span>
              </dd>
            </div>
          ) : null}
          {ticket.custodian ? (
            <div>
              <dt>Custodian</dt>
              <dd>{ticket.custodian.name}</dd>
            </div>
          ) : null}
          {ticket.broker_details ? (
            <div>
              <dt>Broker</dt>
              <dd>{ticket.broker_details.name ?? `User ${ticket.broker_details.user_id}`}</dd>
            </div>
          ) : null}
        </dl>
        <TicketActions ticket={ticket} onChanged={onChanged} />
        <TicketChangeActions ticket={ticket} onChanged={onChanged} />
      </article>
    </li>
  );
}

/**
 * The Ticketing pane: the firm's open tickets, following the stream's open-ticket lists (a step the other
 * side takes shows here without a reload), each with the steps the caller may take now. Dealers open new
 * tickets here too; trade viewers and back office read them. A ticket that is confirmed leaves the list with
 * a line naming its order and offering the confirmation.
 */
export function TicketingPane() {
  const { client } = useAppServices();
  const user = useSignedInUser();
  const canTrade = hasTradeAccess(user);
  const streamKey = useStreamRefresh(ticketStreamTypes);
  const [ownKey, setOwnKey] = useState(0);
  const [composing, setComposing] = useState<'chat' | 'manual' | null>(null);
  const [confirmed, setConfirmed] = useState<TradeTicket | null>(null);
  const tickets = useLiveData(`tickets:${streamKey}:${ownKey}`, () => client.chatter.listTickets());

  function changed(ticket: TradeTicket, summary: string) {
    client.toasts.push({ severity: 'success', summary });
    if (ticket.state === 'CONFIRMED') setConfirmed(ticket);
    setOwnKey((key) => key + 1);
  }

  return (
    <div className="app-ticketing">
      <ClientRequests />
      {canTrade ? (
        <div className="app-ticketing__bar">
          <button
            type="button"
            className="app-button app-button--primary"
            aria-expanded={composing === 'chat'}
            onClick={() => setComposing((open) => (open === 'chat' ? null : 'chat'))}
          >
            New ticket
          </button>
          <button
            type="button"
            className="app-button"
            aria-expanded={composing === 'manual'}
            onClick={() => setComposing((open) => (open === 'manual' ? null : 'manual'))}
          >
            Manual ticket
          </button>
        </div>
      ) : null}
      {composing !== null ? (
        <NewTicketForm
          key={composing}
          manual={composing === 'manual'}
          onClose={() => setComposing(null)}
          onCreated={(ticket) => {
            setComposing(null);
            changed(
              ticket,
              composing === 'manual'
                ? `Manual ticket #${ticket.id} recorded with ${counterpartyText(ticket)}`
                : `Ticket #${ticket.id} posted in your chat with ${counterpartyText(ticket)}`,
            );
          }}
        />
      ) : null}
      {confirmed ? (
        <p className="app-notice" role="status">
          Ticket #{confirmed.id} confirmed: order #{confirmed.order_id} is in both firms’ orders.{' '}
          <button
            type="button"
            className="app-link-button"
            onClick={() =>
              void client.chatter.downloadTicketConfirmation(confirmed.id).then(
                (blob) => saveBlob(blob, `ticket-${confirmed.id}-confirmation.pdf`),
                (error: unknown) => client.toasts.push(toToastMessage(error)),
              )
            }
          >
            Download confirmation
          </button>
        </p>
      ) : null}
      {tickets.status === 'loading' ? <p>Loading tickets…</p> : null}
      {tickets.status === 'error' ? (
        <p className="app-field__error">{toToastMessage(tickets.error).detail}</p>
      ) : null}
      {tickets.status === 'ready' && tickets.data.length === 0 ? (
        <div className="app-pane__empty">
          <p>{dartPaneDescriptions.Ticketing}</p>
          <p>No open tickets.</p>
        </div>
      ) : null}
      {tickets.status === 'ready' && tickets.data.length > 0 ? (
        <ul className="app-ticket-list" aria-label="Open tickets">
          {tickets.data.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} onChanged={changed} />
          ))}
        </ul>
      ) : null}
      <PastTickets refreshKey={`${streamKey}:${ownKey}`} />
    </div>
  );
}
