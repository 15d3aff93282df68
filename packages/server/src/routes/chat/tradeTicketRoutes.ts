import * as z from 'zod';
import { eq } from 'drizzle-orm';
import { confirmedTradeSchema, tradeTicketSchema } from '@bondkit/core/internal';
import {
  tradeTicketActionBodySchema,
  tradeTicketBrokerSchema,
  tradeTicketConsiderationSchema,
  tradeTicketCreateSchema,
  tradeTicketManualSchema,
  tradeTicketPathActionSchema,
  tradeTicketPriceSchema,
  tradeTicketUpdateSchema,
  type TradeTicketState,
} from '@bondkit/core/validation';
import type { FastifyRequest } from 'fastify';
import { ChatHub } from '../../chat/chatHub';
import { ChatService } from '../../chat/chatService';
import { clients, orders } from '../../database/schema/index';
import { renderTradeConfirmationPdf } from '../../documents/pdfTradeConfirmation';
import type { ApiApp } from '../../http/fastifyTypes';
import { idParametersSchema } from '../../http/commonSchemas';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { orderView } from '../../trading/orderView';
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
  loadConfirmedTicket,
  modifyTicket,
  proposeTicketPrice,
  sendTicketToBroker,
  viewTicket,
  type TicketContext,
} from '../../trading/ticketService';
import type { TicketViewer } from '../../trading/ticketView';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

const tags = ['chat'];

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

  function viewerOf(request: FastifyRequest): TicketViewer {
    const principal = signedInPrincipal(request);
    return { userId: principal.user.id, clientId: principal.client.id, canTrade: hasTradeAccess(principal) };
  }

  app.post('/api/chatter/trade/', {
    config: { access: 'dealer' },
    schema: {
      tags,
      summary: 'Open a trade ticket with a dealer at another firm, posted into the chat between you',
      body: tradeTicketCreateSchema,
      response: { 201: tradeTicketSchema },
    },
    handler: async (request, reply) => {
      const ticket = await createTicket(await contextOf(), viewerOf(request), request.body, 'CHAT');
      return reply.code(201).send(ticket);
    },
  });

  app.get('/api/chatter/trade/', {
    config: { access: 'trading' },
    schema: {
      tags,
      summary: "Your firm's trade tickets: the open ones (default) or all, latest first",
      querystring: z.strictObject({ status: z.enum(['open', 'all']).default('open') }),
      response: { 200: z.array(tradeTicketSchema) },
    },
    handler: async (request) => listTickets(await contextOf(), viewerOf(request), request.query.status),
  });

  app.post('/api/chatter/trade/manual-ticket/', {
    config: { access: 'dealer' },
    schema: {
      tags,
      summary: 'Record a ticket for terms agreed elsewhere (its price is required)',
      body: tradeTicketManualSchema,
      response: { 201: tradeTicketSchema },
    },
    handler: async (request, reply) => {
      const ticket = await createTicket(await contextOf(), viewerOf(request), request.body, 'MANUAL');
      return reply.code(201).send(ticket);
    },
  });

  app.get('/api/chatter/trade/:id/', {
    config: { access: 'trading' },
    schema: {
      tags,
      summary: 'A trade ticket',
      params: idParametersSchema,
      response: { 200: tradeTicketSchema },
    },
    handler: async (request) => getTicket(await contextOf(), request.params.id, viewerOf(request)),
  });

  app.patch('/api/chatter/trade/:id/', {
    config: { access: 'dealer' },
    schema: {
      tags,
      summary: 'Change the terms before a price is agreed (send_to_clients posts the change in the chat)',
      params: idParametersSchema,
      body: tradeTicketUpdateSchema,
      response: { 200: tradeTicketSchema },
    },
    handler: async (request) =>
      modifyTicket(await contextOf(), viewerOf(request), request.params.id, request.body),
  });

  app.patch('/api/chatter/trade/actions/:id/:action/', {
    config: { access: 'dealer' },
    schema: {
      tags,
      summary:
        'Accept or reject the price on the table (reject on an agreed price refuses the consideration), cancel, or confirm (the seller)',
      params: z.strictObject({ id: z.coerce.number().int().positive(), action: tradeTicketPathActionSchema }),
      body: z.optional(tradeTicketActionBodySchema),
      response: { 200: tradeTicketSchema },
    },
    handler: async (request) => {
      const context = await contextOf();
      const viewer = viewerOf(request);
      const { id, action } = request.params;
      if (action === 'confirm') return confirmTicket(context, viewer, id);
      if (action === 'accept') return acceptTicketPrice(context, viewer, id);
      return applyTicketEvent(context, viewer, id, (row) =>
        eventOfPathAction(action, row.state as TradeTicketState),
      );
    },
  });

  app.patch('/api/chatter/trade/send-to-broker/:id/', {
    config: { access: 'dealer' },
    schema: {
      tags,
      summary: 'Name the broker of a ticket (a user at a broking firm) and the sides it acts for',
      params: idParametersSchema,
      body: tradeTicketBrokerSchema,
      response: { 200: tradeTicketSchema },
    },
    handler: async (request) =>
      sendTicketToBroker(await contextOf(), viewerOf(request), request.params.id, request.body),
  });

  app.patch('/api/chatter/trade/accept-consideration/:id/', {
    config: { access: 'dealer' },
    schema: {
      tags,
      summary: 'The buyer accepts the consideration, settling through a custodian on the ticket’s exchange',
      params: idParametersSchema,
      body: tradeTicketConsiderationSchema,
      response: { 200: tradeTicketSchema },
    },
    handler: async (request) =>
      acceptTicketConsideration(
        await contextOf(),
        viewerOf(request),
        request.params.id,
        request.body.custodian_id,
      ),
  });

  app.patch('/api/chatter/trade/:id/price/', {
    config: { access: 'dealer' },
    schema: {
      tags,
      summary: 'Propose or counter a price (a clean price or a yield, never both)',
      params: idParametersSchema,
      body: tradeTicketPriceSchema,
      response: { 200: tradeTicketSchema },
    },
    handler: async (request) =>
      proposeTicketPrice(await contextOf(), viewerOf(request), request.params.id, request.body),
  });

  app.get('/api/chatter/trade/confirmed-trade/:id/', {
    config: { access: 'trading' },
    schema: {
      tags,
      summary: 'A confirmed ticket, the order it made and its confirmation',
      params: idParametersSchema,
      response: { 200: confirmedTradeSchema },
    },
    handler: async (request) => {
      const context = await contextOf();
      const viewer = viewerOf(request);
      const row = await loadConfirmedTicket(context, request.params.id, viewer);
      const [order] = await context.db.select().from(orders).where(eq(orders.id, row.orderId!));
      const entry = context.catalogue.byId.get(row.instrumentId);
      return {
        ticket: await viewTicket(context, row, viewer),
        order: orderView(order!, viewer.clientId, {
          displayName: entry?.row.displayName,
          isin: entry?.row.isin,
        }),
        confirmation_url: `api/chatter/trade/confirmed-trade/${row.id}/confirmation/`,
      };
    },
  });

  app.get('/api/chatter/trade/confirmed-trade/:id/confirmation/', {
    config: { access: 'trading' },
    schema: {
      tags,
      summary: 'The confirmation of a confirmed ticket’s trade as a PDF, for either firm',
      params: idParametersSchema,
    },
    handler: async (request, reply) => {
      const context = await contextOf();
      const viewer = viewerOf(request);
      const row = await loadConfirmedTicket(context, request.params.id, viewer);
      const [order] = await context.db.select().from(orders).where(eq(orders.id, row.orderId!));
      const entry = context.catalogue.byId.get(row.instrumentId);
      const viewerBuys = row.buyerClientId === viewer.clientId;
      const otherFirmId = viewerBuys ? row.sellerClientId : row.buyerClientId;
      const [otherFirm] = await context.db
        .select({ name: clients.name, brandName: clients.brandName })
        .from(clients)
        .where(eq(clients.id, otherFirmId));
      const principal = signedInPrincipal(request);
      const body = await renderTradeConfirmationPdf(
        {
          order: {
            id: order!.id,
            status: order!.status,
            display_name: entry?.row.displayName,
            isin: entry?.row.isin,
            finstrument_id: row.instrumentId,
            buy_or_sell: viewerBuys ? 'buy' : 'sell',
            counterparty_name: otherFirm?.brandName ?? otherFirm?.name ?? null,
            quantity: order!.quantity,
            unit_clean_price: order!.unitCleanPrice,
            bond_yield: order!.bondYield,
            exchange: order!.exchange,
            settlement_date: order!.settlementDate,
            accrued_interest: order!.accruedInterest,
            consideration: order!.consideration,
            brokerage: order!.brokerage,
          },
          firmName: principal.client.brandName ?? principal.client.name,
          settledAt: null,
        },
        context.now,
      );
      reply.header('content-disposition', `attachment; filename="ticket-${row.id}-confirmation.pdf"`);
      reply.type('application/pdf');
      return reply.send(body);
    },
  });
}
