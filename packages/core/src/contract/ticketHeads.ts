// What the client needs of each trade ticket endpoint: where to send it and how to read the answer (the
// request schemas stay in ticketEndpoints.ts, which the client imports only as types).
import * as z from 'zod/mini';
import { blobSchema } from '../client/schemas/common';
import { confirmedTradeSchema, tradeTicketSchema } from '../client/schemas/ticket';
import type { EndpointHead } from './endpoint';

export const ticketHeads = {
  createTicket: {
    method: 'POST',
    path: '/api/chatter/trade/',
    response: tradeTicketSchema,
    status: 201,
  },
  listTickets: {
    method: 'GET',
    path: '/api/chatter/trade/',
    response: z.array(tradeTicketSchema),
  },
  createManualTicket: {
    method: 'POST',
    path: '/api/chatter/trade/manual-ticket/',
    response: tradeTicketSchema,
    status: 201,
  },
  getTicket: {
    method: 'GET',
    path: '/api/chatter/trade/:id/',
    response: tradeTicketSchema,
  },
  updateTicket: {
    method: 'PATCH',
    path: '/api/chatter/trade/:id/',
    response: tradeTicketSchema,
  },
  ticketAction: {
    method: 'PATCH',
    path: '/api/chatter/trade/actions/:id/:action/',
    response: tradeTicketSchema,
  },
  sendTicketToBroker: {
    method: 'PATCH',
    path: '/api/chatter/trade/send-to-broker/:id/',
    response: tradeTicketSchema,
  },
  acceptTicketConsideration: {
    method: 'PATCH',
    path: '/api/chatter/trade/accept-consideration/:id/',
    response: tradeTicketSchema,
  },
  proposeTicketPrice: {
    method: 'PATCH',
    path: '/api/chatter/trade/:id/price/',
    response: tradeTicketSchema,
  },
  getConfirmedTrade: {
    method: 'GET',
    path: '/api/chatter/trade/confirmed-trade/:id/',
    response: confirmedTradeSchema,
  },
  downloadTicketConfirmation: {
    method: 'GET',
    path: '/api/chatter/trade/confirmed-trade/:id/confirmation/',
    response: blobSchema,
    responseType: 'blob',
  },
} as const satisfies Record<string, EndpointHead>;
