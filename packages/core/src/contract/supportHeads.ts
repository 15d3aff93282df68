// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import { createdTicketSchema } from '../client/schemas/support';
import type { EndpointHead } from './endpoint';

export const supportHeads = {
  createSupportTicket: {
    method: 'POST',
    path: '/ext/intercom/ticket/',
    response: createdTicketSchema,
    status: 201,
  },
} as const satisfies Record<string, EndpointHead>;
