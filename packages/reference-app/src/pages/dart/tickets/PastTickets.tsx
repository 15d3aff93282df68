import { useState } from 'react';
import { toToastMessage } from '@bondkit/core';
import type { TradeTicket } from '@bondkit/core';
import { useAppServices } from '../../../app/AppServices';
import { quantumText } from '../quoteLevelText';
import { useLiveData } from '../useLiveData';
import { TicketRecord } from './TicketRecord';
import { counterpartyText, ticketStateLabels } from './ticketText';

/** The states a ticket ends in: it leaves the open list and has only its record left. */
const endedStates: ReadonlySet<string> = new Set(['CONFIRMED', 'CANCELLED', 'REJECTED']);

function PastTicket({ ticket }: { ticket: TradeTicket }) {
  const [open, setOpen] = useState(false);
  const side = ticket.my_side ?? ticket.buy_or_sell;
  return (
    <li className="app-ticket app-ticket--past" data-ticket={ticket.id} data-state={ticket.state}>
      <div className="app-ticket__head">
        <span>
          #{ticket.id} {ticket.display_name ?? ticket.isin ?? `Bond ${ticket.finstrument_id}`} ·{' '}
          {side === 'buy' ? 'Buy' : 'Sell'} {quantumText(ticket.quantity ?? 0)} · {counterpartyText(ticket)}
        </span>
        <span className={`app-ticket__state app-ticket__state--${ticket.state.toLowerCase()}`}>
          {ticketStateLabels[ticket.state]}
        </span>
        <button
          type="button"
          className="app-link-button"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {ticket.state === 'CONFIRMED' ? `Trade and confirmation, #${ticket.id}` : `History, #${ticket.id}`}
        </button>
      </div>
      {open ? <TicketRecord ticket={ticket} /> : null}
    </li>
  );
}

function PastTicketList({ refreshKey }: { refreshKey: string }) {
  const { client } = useAppServices();
  const tickets = useLiveData(`past-tickets:${refreshKey}`, async () =>
    (await client.chatter.listTickets({ status: 'all' })).filter((ticket) => endedStates.has(ticket.state)),
  );
  if (tickets.status === 'loading') return <p>Loading ended tickets…</p>;
  if (tickets.status === 'error')
    return <p className="app-field__error">{toToastMessage(tickets.error).detail}</p>;
  if (tickets.data.length === 0) return <p className="app-muted">No ended tickets yet.</p>;
  return (
    <ul className="app-ticket-list" aria-label="Ended tickets">
      {tickets.data.map((ticket) => (
        <PastTicket key={ticket.id} ticket={ticket} />
      ))}
    </ul>
  );
}

/**
 * The firm's tickets that have ended (confirmed, cancelled, rejected), latest first, loaded when the dealer
 * opens the list; `refreshKey` reloads it (a step of the stream, a confirmation here).
 */
export function PastTickets({ refreshKey }: { refreshKey: string }) {
  const [shown, setShown] = useState(false);
  return (
    <section className="app-ticketing__past" aria-labelledby="past-tickets-title">
      <h3 id="past-tickets-title">
        <button
          type="button"
          className="app-link-button"
          aria-expanded={shown}
          onClick={() => setShown((value) => !value)}
        >
          Ended tickets
        </button>
      </h3>
      {shown ? <PastTicketList refreshKey={refreshKey} /> : null}
    </section>
  );
}
