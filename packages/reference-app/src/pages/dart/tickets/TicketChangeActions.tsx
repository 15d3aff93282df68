import { useState } from 'react';
import type { TradeTicket } from '@bondkit/core';
import { TicketBrokerForm } from './TicketBrokerForm';
import { TicketTermsForm } from './TicketTermsForm';

/**
 * Changes to a ticket while its terms are open (the server's `modify` action, before a price is agreed):
 * its terms, or sending it to a broker. Each opens its own form; nothing is sent on the first click.
 */
export function TicketChangeActions({
  ticket,
  onChanged,
}: {
  ticket: TradeTicket;
  onChanged: (ticket: TradeTicket, summary: string) => void;
}) {
  const [open, setOpen] = useState<'terms' | 'broker' | null>(null);
  if (!ticket.allowed_actions?.includes('modify')) return null;
  if (open === 'terms')
    return (
      <TicketTermsForm
        ticket={ticket}
        onCancel={() => setOpen(null)}
        onDone={(updated) => {
          setOpen(null);
          onChanged(updated, `Ticket #${updated.id}: terms changed`);
        }}
      />
    );
  if (open === 'broker')
    return (
      <TicketBrokerForm
        ticket={ticket}
        onCancel={() => setOpen(null)}
        onDone={(updated) => {
          setOpen(null);
          onChanged(updated, `Ticket #${updated.id} sent to ${updated.broker_details?.name ?? 'the broker'}`);
        }}
      />
    );
  return (
    <div className="app-actions app-ticket__actions">
      <button type="button" className="app-button" onClick={() => setOpen('terms')}>
        Change terms
      </button>
      <button type="button" className="app-button" onClick={() => setOpen('broker')}>
        Send to broker
      </button>
    </div>
  );
}
