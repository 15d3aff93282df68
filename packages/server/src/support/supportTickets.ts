import { eq } from 'drizzle-orm';
import type { EndpointRequestParts, supportEndpoints } from '@bondkit/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../database/connection';
import { returnedRow } from '../database/returnedRow';
import { supportTickets } from '../database/schema/index';
import type { SupportTicketForwarder } from './intercomClient';

/** A support ticket as the provider's ticket endpoint takes it, parsed. */
type SupportTicketRequest = EndpointRequestParts<typeof supportEndpoints.createSupportTicket>['body'];

/** What filing a ticket needs: where it is kept, where it is forwarded (none: kept only), where failures are logged. */
interface SupportTicketDesk {
  db: Db;
  forwarder: SupportTicketForwarder | null;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Files a support ticket: keeps it (with the signed-in user, if any), then forwards it to the support
 * provider when one is configured. A ticket the provider refuses is kept with the reason, so support staff
 * can still read it; the answer is then the server's own `bk-…` id, not forwarded.
 */
export async function fileSupportTicket(
  desk: SupportTicketDesk,
  ticket: SupportTicketRequest,
  userId: number | null,
): Promise<{ id: string; forwarded: boolean }> {
  const stored = returnedRow(
    await desk.db
      .insert(supportTickets)
      .values({
        userId,
        ticketTypeId: ticket.ticket_type_id,
        title: ticket.attributes._default_title_,
        body: ticket.attributes._default_description_,
        fileUrl: ticket.attributes.file_url ?? null,
        contacts: ticket.contacts,
        attributes: ticket.attributes,
      })
      .returning(),
  );
  const kept = { id: `bk-${stored.id}`, forwarded: false };
  if (!desk.forwarder) return kept;
  try {
    const created = await desk.forwarder.createTicket({
      ticketTypeId: ticket.ticket_type_id,
      contacts: ticket.contacts,
      attributes: ticket.attributes,
    });
    await desk.db
      .update(supportTickets)
      .set({ forwardedTo: desk.forwarder.name, providerTicketId: created.id })
      .where(eq(supportTickets.id, stored.id));
    return { id: created.id, forwarded: true };
  } catch (error) {
    desk.log.error({ err: error, ticketId: stored.id }, 'support ticket could not be forwarded');
    await desk.db
      .update(supportTickets)
      .set({ forwardError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error' })
      .where(eq(supportTickets.id, stored.id));
    return kept;
  }
}
