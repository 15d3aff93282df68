import type { ReactNode } from 'react';
import { formatMarketDate } from '@bondkit/core/calendars';
import { toToastMessage } from '@bondkit/core';
import type { TradeTicket } from '@bondkit/core';
import { saveBlob } from '@bondkit/widgets/data-table';
import { useAppServices } from '../../../app/AppServices';
import { quantumText } from '../quoteLevelText';
import { useLiveData } from '../useLiveData';
import { rupeesText, ticketPriceText, ticketStateLabels } from './ticketText';

/** A step of a ticket's history in words: 'Negotiating → Price agreed, 29 Nov 2026, 10:42'. */
function historyLine(entry: NonNullable<TradeTicket['history']>[number]): string {
  const from =
    entry.from === null
      ? ''
      : `${ticketStateLabels[entry.from as keyof typeof ticketStateLabels] ?? entry.from} → `;
  const to = ticketStateLabels[entry.to as keyof typeof ticketStateLabels] ?? entry.to;
  const at = new Date(entry.at).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return `${from}${to}, ${at} IST`;
}

function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A past ticket opened from the list. A confirmed one shows its trade (`GET api/chatter/trade/confirmed-trade/
 * {id}/`): the order it made in both firms' orders, the consideration and settlement, and the confirmation PDF.
 * Any other (cancelled, rejected) is read as the one ticket (`GET api/chatter/trade/{id}/`) with its history.
 */
export function TicketRecord({ ticket }: { ticket: TradeTicket }) {
  const { client } = useAppServices();
  const confirmed = ticket.state === 'CONFIRMED';
  const record = useLiveData(`ticket-record:${ticket.id}:${ticket.state}`, async () =>
    confirmed
      ? client.chatter.getConfirmedTrade(ticket.id)
      : { ticket: await client.chatter.getTicket(ticket.id), order: null },
  );
  if (record.status === 'loading') return <p>Loading ticket #{ticket.id}…</p>;
  if (record.status === 'error')
    return <p className="app-field__error">{toToastMessage(record.error).detail}</p>;
  const { order } = record.data;
  const history = record.data.ticket.history ?? [];
  return (
    <div className="app-ticket-record">
      {order ? (
        <dl className="app-ticket__terms" aria-label={`Trade of ticket ${ticket.id}`}>
          <Term term="Order">
            #{order.id} ({order.status === 'ACCEPTED' ? 'accepted' : order.status.toLowerCase()})
          </Term>
          <Term term="Face value">{quantumText(order.quantity)}</Term>
          <Term term="Price">
            {ticketPriceText({ ...order, fixed_field: record.data.ticket.fixed_field ?? 'price' })}
          </Term>
          <Term term="Consideration">{rupeesText(order.consideration)}</Term>
          <Term term="Settles">
            {order.settlement_date ? formatMarketDate(order.settlement_date) : '—'}
            {order.exchange ? ` on ${order.exchange}` : ''}
          </Term>
          {order.counterparty_name ? <Term term="Counterparty">{order.counterparty_name}</Term> : null}
        </dl>
      ) : null}
      {history.length > 0 ? (
        <ol className="app-ticket-record__history" aria-label={`History of ticket ${ticket.id}`}>
          {history.map((entry) => (
            <li key={`${entry.at}:${entry.to}`}>{historyLine(entry)}</li>
          ))}
        </ol>
      ) : null}
      {order ? (
        <button
          type="button"
          className="app-button"
          onClick={() =>
            void client.chatter.downloadTicketConfirmation(ticket.id).then(
              (blob) => saveBlob(blob, `ticket-${ticket.id}-confirmation.pdf`),
              (error: unknown) => client.toasts.push(toToastMessage(error)),
            )
          }
        >
          Download confirmation
        </button>
      ) : null}
    </div>
  );
}
