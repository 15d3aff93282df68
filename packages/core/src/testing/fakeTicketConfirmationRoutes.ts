import { ticketEndpoints } from '../contract/ticketEndpoints';
import { fakeSignedInEndpoint } from './fakeAccess';
import { pdfDocument } from './fakePdf';
import { json } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';

/**
 * The confirmation of a confirmed ticket's trade as a PDF, for either firm (`…/confirmation/`): the same
 * visibility and refusal as `getConfirmedTrade` (404 for another firm's ticket, 409 before CONFIRMED).
 */
export function fakeTicketConfirmationRoutes(state: FakeState): FakeRoute[] {
  return [
    fakeSignedInEndpoint(state, ticketEndpoints.downloadTicketConfirmation, ({ params }, user) => {
      const ticket = state.tickets.find(
        (candidate) =>
          candidate.id === params.id &&
          (candidate.buyer_details?.client_id === user.id || candidate.seller_details?.client_id === user.id),
      );
      if (ticket === undefined) return json(404, { detail: 'Ticket not found.' });
      if (ticket.state !== 'CONFIRMED' || ticket.order_id == null)
        return json(409, { detail: `This ticket is ${ticket.state}: a trade exists once it is CONFIRMED.` });
      const viewerBuys = ticket.buyer_details?.client_id === user.id;
      const counterparty = viewerBuys ? ticket.seller_details : ticket.buyer_details;
      const bond = state.bonds.find((candidate) => candidate.id === ticket.finstrument_id);
      const lines = [
        `Firm: ${user.brand_name ?? user.name}`,
        `Counterparty: ${counterparty?.brand_name ?? counterparty?.name ?? 'unknown'}`,
        `Trade: ${viewerBuys ? 'Bought' : 'Sold'} ${bond ? `${bond.display_name} (${bond.identifiers.ISIN})` : `bond ${String(ticket.finstrument_id)}`}`,
        `Quantity: ${String(ticket.quantity ?? '')}`,
        `Clean price: ${String(ticket.unit_clean_price ?? '')}   Yield: ${String(ticket.bond_yield ?? '')}`,
        `Settlement date: ${ticket.settlement_date ?? ''}`,
        `Order: ${String(ticket.order_id)}   Ticket: ${String(ticket.id)}`,
      ];
      return {
        ok: new Blob([pdfDocument(`Trade confirmation, ticket ${String(ticket.id)}`, lines)], {
          type: 'application/pdf',
        }),
      };
    }),
  ];
}
