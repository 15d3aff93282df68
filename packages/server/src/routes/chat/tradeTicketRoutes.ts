import { ticketEndpoints } from '@bondkit/core/contract';
import type { TradeTicketState } from '@bondkit/core/validation';
import { ChatHub } from '../../chat/chatHub';
import { ChatService } from '../../chat/chatService';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { Principal } from '../../auth/principal';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { confirmedTrade } from '../../trading/confirmedTrade';
import { ticketConfirmationPdf } from '../../trading/ticketConfirmationPdf';
import { hasTradeAccess } from '../../trading/tradeAccess';
import { eventOfPathAction } from '../../trading/ticketStateMachine';
import {
  acceptTicketConsideration,
  acceptTicketPrice,
  applyTicketEvent,
  confirmTicket,
  createTicket,
  getTicket,
  listTickets,
  modifyTicket,
  proposeTicketPrice,
  sendTicketToBroker,
  type TicketContext,
} from '../../trading/ticketService';
import type { TicketViewer } from '../../trading/ticketView';

/**
 * Trade tickets negotiated in chat (`api/chatter/trade/…`, trading-and-chat section 7). Every route is
 * behind an access policy (reading: the trading roles; acting: dealers) and every ticket behind the ticket
 * rule (`trading/ticketView.ts`: the two parties' firms and a named broker's firm; anyone else gets 404).
 * The steps follow `trading/ticketStateMachine.ts` (see the diagram in the server README).
 */
export function tradeTicketRoutes(app: ApiApp): void {
  // Ticket steps are posted into chats through a chat service of their own: its hub only publishes frames on
  // the server's event bus, and the chat module's hub (which holds the sockets) writes them out.
  const hub = new ChatHub(app.services.events);
  const chat = new ChatService(app.services.db, hub, () => app.services.now().getTime());
  app.addHook('preClose', async () => hub.close());

  async function contextOf(): Promise<TicketContext> {
    const now = app.services.now();
    return {
      db: app.services.db,
      now,
      events: app.services.events,
      catalogue: await instrumentCatalogue(app.services.db, now),
      chat,
      onChatError: (error) => app.log.warn({ err: error }, 'trade ticket chat message'),
    };
  }

  function viewerOf(principal: Principal): TicketViewer {
    return { userId: principal.user.id, clientId: principal.client.id, canTrade: hasTradeAccess(principal) };
  }

  registerEndpoint(app, ticketEndpoints.createTicket, async ({ body, principal }) =>
    createTicket(await contextOf(), viewerOf(principal), body, 'CHAT'),
  );

  registerEndpoint(app, ticketEndpoints.listTickets, async ({ query, principal }) =>
    listTickets(await contextOf(), viewerOf(principal), query.status),
  );

  registerEndpoint(app, ticketEndpoints.createManualTicket, async ({ body, principal }) =>
    createTicket(await contextOf(), viewerOf(principal), body, 'MANUAL'),
  );

  registerEndpoint(app, ticketEndpoints.getTicket, async ({ params, principal }) =>
    getTicket(await contextOf(), params.id, viewerOf(principal)),
  );

  registerEndpoint(app, ticketEndpoints.updateTicket, async ({ params, body, principal }) =>
    modifyTicket(await contextOf(), viewerOf(principal), params.id, body),
  );

  registerEndpoint(app, ticketEndpoints.ticketAction, async ({ params, principal }) => {
    const context = await contextOf();
    const viewer = viewerOf(principal);
    const { id, action } = params;
    if (action === 'confirm') return confirmTicket(context, viewer, id);
    if (action === 'accept') return acceptTicketPrice(context, viewer, id);
    return applyTicketEvent(context, viewer, id, (row) =>
      eventOfPathAction(action, row.state as TradeTicketState),
    );
  });

  registerEndpoint(app, ticketEndpoints.sendTicketToBroker, async ({ params, body, principal }) =>
    sendTicketToBroker(await contextOf(), viewerOf(principal), params.id, body),
  );

  registerEndpoint(app, ticketEndpoints.acceptTicketConsideration, async ({ params, body, principal }) =>
    acceptTicketConsideration(await contextOf(), viewerOf(principal), params.id, body.custodian_id),
  );

  registerEndpoint(app, ticketEndpoints.proposeTicketPrice, async ({ params, body, principal }) =>
    proposeTicketPrice(await contextOf(), viewerOf(principal), params.id, body),
  );

  registerEndpoint(app, ticketEndpoints.getConfirmedTrade, async ({ params, principal }) =>
    confirmedTrade(await contextOf(), params.id, viewerOf(principal)),
  );

  registerEndpoint(app, ticketEndpoints.downloadTicketConfirmation, async ({ params, principal }) => {
    const confirmation = await ticketConfirmationPdf(
      await contextOf(),
      params.id,
      viewerOf(principal),
      principal.client.brandName ?? principal.client.name,
    );
    return { fileName: confirmation.fileName, contentType: 'application/pdf', content: confirmation.pdf };
  });
}
