import { eq } from 'drizzle-orm';
import type { ConfirmedTrade } from '@bondkit/core';
import { orders } from '../database/schema/index';
import { orderView, type OrderRow } from './orderView';
import { firmTradingName } from './tradeConfirmation';
import { loadConfirmedTicket, viewTicket, type TicketContext } from './ticketService';
import type { TicketRow, TicketViewer } from './ticketView';

/** A confirmed ticket the viewer may see and the order its confirmation made (409 before CONFIRMED, 404 if not theirs). */
export async function loadConfirmedTrade(
  context: TicketContext,
  ticketId: number,
  viewer: TicketViewer,
): Promise<{ ticket: TicketRow; order: OrderRow }> {
  const ticket = await loadConfirmedTicket(context, ticketId, viewer);
  const [order] =
    ticket.orderId === null
      ? []
      : await context.db.select().from(orders).where(eq(orders.id, ticket.orderId));
  // Confirming writes the order and the ticket's link to it in one transaction: one without the other is a bug.
  if (order === undefined) throw new Error(`Confirmed ticket ${ticket.id} has no order.`);
  return { ticket, order };
}

/** `GET api/chatter/trade/confirmed-trade/:id/`: the ticket, its order as the viewer's firm sees it, and its confirmation. */
export async function confirmedTrade(
  context: TicketContext,
  ticketId: number,
  viewer: TicketViewer,
): Promise<ConfirmedTrade> {
  const { ticket, order } = await loadConfirmedTrade(context, ticketId, viewer);
  const entry = context.catalogue.byId.get(ticket.instrumentId);
  // The order row names one firm for both: each viewer's counterparty is the other firm of the ticket (as the
  // confirmation PDF names it), never the viewer's own firm.
  const otherFirmId = ticket.buyerClientId === viewer.clientId ? ticket.sellerClientId : ticket.buyerClientId;
  return {
    ticket: await viewTicket(context, ticket, viewer),
    order: orderView(order, viewer.clientId, {
      displayName: entry?.row.displayName,
      isin: entry?.row.isin,
      counterpartyName: await firmTradingName(context.db, otherFirmId),
    }),
    confirmation_url: `api/chatter/trade/confirmed-trade/${ticket.id}/confirmation/`,
  };
}
