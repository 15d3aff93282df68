import type * as z from 'zod/mini';
import type { RequestFunction } from '../http/createHttpClient';
import type { ConfirmedTrade, TradeTicket } from '../schemas/ticket';
import { PayloadValidationError } from '../../validation/PayloadValidationError';
import {
  tradeTicketActionBodySchema,
  tradeTicketBrokerSchema,
  tradeTicketConsiderationSchema,
  tradeTicketCreateSchema,
  tradeTicketManualSchema,
  tradeTicketPriceSchema,
  tradeTicketUpdateSchema,
  type TradeTicketActionBody,
  type TradeTicketBroker,
  type TradeTicketConsideration,
  type TradeTicketCreate,
  type TradeTicketManual,
  type TradeTicketPathAction,
  type TradeTicketPrice,
  type TradeTicketUpdate,
} from '../../validation/tradeTicketPayloads';
import { callEndpoint } from '../http/callEndpoint';
import type { QueryOf } from '../http/callEndpoint';
import type { ticketEndpoints } from '../../contract/ticketEndpoints';
import { ticketHeads } from '../../contract/ticketHeads';

// The trade tickets' calls of `client.chatter`, with their payload and answer schemas, in a module that
// `chatter.ts` loads on the first ticket call (issue 35): a chat page that searches people and talks does not
// download the tickets' schemas (about 3 kB gzip with the zod they use). Documented on `ChatterApi`.

/** The body as the server will read it, or a `PayloadValidationError` before anything is sent. */
function checked<Schema extends z.ZodMiniType>(
  schema: Schema,
  body: unknown,
  what: string,
): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PayloadValidationError(what, parsed.error.issues);
  return parsed.data;
}

/** The ticket calls over `request`. */
export function createTicketCalls(request: RequestFunction) {
  return {
    /** `POST api/chatter/trade/`: opens a ticket in the chat with the counterparty (posted there as a message). */
    createTicket: async (body: TradeTicketCreate): Promise<TradeTicket> =>
      callEndpoint<typeof ticketEndpoints.createTicket>(request, ticketHeads.createTicket, {
        body: checked(tradeTicketCreateSchema, body, 'trade ticket'),
      }),
    /** `GET api/chatter/trade/`: the firm's open tickets (`all`: closed ones too, latest first). */
    listTickets: (parameters: QueryOf<typeof ticketEndpoints.listTickets> = {}): Promise<TradeTicket[]> =>
      callEndpoint<typeof ticketEndpoints.listTickets>(request, ticketHeads.listTickets, {
        query: parameters,
      }),
    /** `GET api/chatter/trade/{id}/`. */
    getTicket: (ticketId: number): Promise<TradeTicket> =>
      callEndpoint<typeof ticketEndpoints.getTicket>(request, ticketHeads.getTicket, {
        params: { id: ticketId },
      }),
    /** `PATCH api/chatter/trade/{id}/`: changes terms before a price is agreed; `send_to_clients` posts it in the chat. */
    updateTicket: async (ticketId: number, body: TradeTicketUpdate): Promise<TradeTicket> =>
      callEndpoint<typeof ticketEndpoints.updateTicket>(request, ticketHeads.updateTicket, {
        params: { id: ticketId },
        body: checked(tradeTicketUpdateSchema, body, 'ticket update'),
      }),
    /**
     * `PATCH api/chatter/trade/actions/{id}/{action}/`: `accept` or `reject` the price on the table (in
     * PRICE_AGREED, `reject` refuses the consideration), `cancel`, or `confirm` the trade (the seller).
     */
    ticketAction: async (
      ticketId: number,
      action: TradeTicketPathAction,
      body: TradeTicketActionBody = {},
    ): Promise<TradeTicket> =>
      callEndpoint<typeof ticketEndpoints.ticketAction>(request, ticketHeads.ticketAction, {
        params: { id: ticketId, action },
        body: checked(tradeTicketActionBodySchema, body, 'ticket action'),
      }),
    /** `POST api/chatter/trade/manual-ticket/`: terms agreed elsewhere, price required. */
    createManualTicket: async (body: TradeTicketManual): Promise<TradeTicket> =>
      callEndpoint<typeof ticketEndpoints.createManualTicket>(request, ticketHeads.createManualTicket, {
        body: checked(tradeTicketManualSchema, body, 'manual ticket'),
      }),
    /** `PATCH api/chatter/trade/send-to-broker/{id}/`: names the broker and the sides it acts for. */
    sendToBroker: async (ticketId: number, body: TradeTicketBroker): Promise<TradeTicket> =>
      callEndpoint<typeof ticketEndpoints.sendTicketToBroker>(request, ticketHeads.sendTicketToBroker, {
        params: { id: ticketId },
        body: checked(tradeTicketBrokerSchema, body, 'broker details'),
      }),
    /** `PATCH api/chatter/trade/accept-consideration/{id}/` with the custodian (on the ticket's exchange). */
    acceptConsideration: async (ticketId: number, body: TradeTicketConsideration): Promise<TradeTicket> =>
      callEndpoint<typeof ticketEndpoints.acceptTicketConsideration>(
        request,
        ticketHeads.acceptTicketConsideration,
        { params: { id: ticketId }, body: checked(tradeTicketConsiderationSchema, body, 'consideration') },
      ),
    /** `PATCH api/chatter/trade/{id}/price/`: proposes (or counters with) a price or a yield, never both. */
    updatePrice: async (ticketId: number, body: TradeTicketPrice): Promise<TradeTicket> =>
      callEndpoint<typeof ticketEndpoints.proposeTicketPrice>(request, ticketHeads.proposeTicketPrice, {
        params: { id: ticketId },
        body: checked(tradeTicketPriceSchema, body, 'ticket price'),
      }),
    /** `GET api/chatter/trade/confirmed-trade/{id}/`: the confirmed ticket, its order and its confirmation. */
    getConfirmedTrade: (ticketId: number): Promise<ConfirmedTrade> =>
      callEndpoint<typeof ticketEndpoints.getConfirmedTrade>(request, ticketHeads.getConfirmedTrade, {
        params: { id: ticketId },
      }),
    /** `GET api/chatter/trade/confirmed-trade/{id}/confirmation/`: the confirmation PDF of a confirmed ticket's trade. */
    downloadTicketConfirmation: (ticketId: number): Promise<Blob> =>
      callEndpoint<typeof ticketEndpoints.downloadTicketConfirmation>(
        request,
        ticketHeads.downloadTicketConfirmation,
        { params: { id: ticketId } },
      ),
  };
}
