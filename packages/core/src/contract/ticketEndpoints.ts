import * as z from 'zod/mini';
import {
  tradeTicketActionBodySchema,
  tradeTicketBrokerSchema,
  tradeTicketConsiderationSchema,
  tradeTicketCreateSchema,
  tradeTicketManualSchema,
  tradeTicketPathActionSchema,
  tradeTicketPriceSchema,
  tradeTicketUpdateSchema,
} from '../validation/tradeTicketPayloads';
import { idParametersSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';
import { ticketHeads } from './ticketHeads';

/**
 * Trade tickets negotiated in chat (trading-and-chat section 7). Reading is for the trading roles, acting
 * for dealers; each ticket is visible to its two firms and a named broker's firm only (404 to anyone else).
 */
export const ticketEndpoints = {
  createTicket: defineEndpoint({
    ...ticketHeads.createTicket,
    body: tradeTicketCreateSchema,
    access: 'dealer',
    tag: 'chat',
    summary: 'Open a trade ticket with a dealer at another firm, posted into the chat between you',
  }),
  listTickets: defineEndpoint({
    ...ticketHeads.listTickets,
    query: z.strictObject({ status: z._default(z.enum(['open', 'all']), 'open') }),
    access: 'trading',
    tag: 'chat',
    summary: "Your firm's trade tickets: the open ones (default) or all, latest first",
  }),
  createManualTicket: defineEndpoint({
    ...ticketHeads.createManualTicket,
    body: tradeTicketManualSchema,
    access: 'dealer',
    tag: 'chat',
    summary: 'Record a ticket for terms agreed elsewhere (its price is required)',
  }),
  getTicket: defineEndpoint({
    ...ticketHeads.getTicket,
    params: idParametersSchema,
    access: 'trading',
    tag: 'chat',
    summary: 'A trade ticket',
  }),
  updateTicket: defineEndpoint({
    ...ticketHeads.updateTicket,
    params: idParametersSchema,
    body: tradeTicketUpdateSchema,
    access: 'dealer',
    tag: 'chat',
    summary: 'Change the terms before a price is agreed (send_to_clients posts the change in the chat)',
  }),
  ticketAction: defineEndpoint({
    ...ticketHeads.ticketAction,
    params: z.strictObject({ ...idParametersSchema.shape, action: tradeTicketPathActionSchema }),
    body: z.optional(tradeTicketActionBodySchema),
    access: 'dealer',
    tag: 'chat',
    summary:
      'Accept or reject the price on the table (reject on an agreed price refuses the consideration), cancel, or confirm (the seller)',
  }),
  sendTicketToBroker: defineEndpoint({
    ...ticketHeads.sendTicketToBroker,
    params: idParametersSchema,
    body: tradeTicketBrokerSchema,
    access: 'dealer',
    tag: 'chat',
    summary: 'Name the broker of a ticket (a user at a broking firm) and the sides it acts for',
  }),
  acceptTicketConsideration: defineEndpoint({
    ...ticketHeads.acceptTicketConsideration,
    params: idParametersSchema,
    body: tradeTicketConsiderationSchema,
    access: 'dealer',
    tag: 'chat',
    summary: 'The buyer accepts the consideration, settling through a custodian on the ticket’s exchange',
  }),
  proposeTicketPrice: defineEndpoint({
    ...ticketHeads.proposeTicketPrice,
    params: idParametersSchema,
    body: tradeTicketPriceSchema,
    access: 'dealer',
    tag: 'chat',
    summary: 'Propose or counter a price (a clean price or a yield, never both)',
  }),
  getConfirmedTrade: defineEndpoint({
    ...ticketHeads.getConfirmedTrade,
    params: idParametersSchema,
    access: 'trading',
    tag: 'chat',
    summary: 'A confirmed ticket, the order it made and its confirmation',
  }),
  downloadTicketConfirmation: defineEndpoint({
    ...ticketHeads.downloadTicketConfirmation,
    params: idParametersSchema,
    access: 'trading',
    tag: 'chat',
    summary: 'The confirmation of a confirmed ticket’s trade as a PDF, for either firm',
  }),
};
