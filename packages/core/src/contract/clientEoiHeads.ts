// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server validates with) stay in the endpoint's module, so a client that only calls an
// endpoint does not load them.
import {
  clientEoiAcceptanceSchema,
  clientEoiListSchema,
  clientEoiSchema,
  clientPortfolioSchema,
} from '../client/schemas/clientEoi';
import * as z from 'zod/mini';
import type { EndpointHead } from './endpoint';

export const clientEoiHeads = {
  createClientEoi: { method: 'POST', path: '/api/client/eoi/', response: clientEoiSchema, status: 201 },
  listClientEois: { method: 'GET', path: '/api/client/eoi/', response: clientEoiListSchema },
  acceptClientEoiQuote: {
    method: 'POST',
    path: '/api/client/eoi/:id/accept/',
    response: clientEoiAcceptanceSchema,
  },
  withdrawClientEoi: { method: 'POST', path: '/api/client/eoi/:id/withdraw/', response: clientEoiSchema },
  getClientPortfolio: { method: 'GET', path: '/api/client/portfolio/', response: clientPortfolioSchema },
  listFirmClientEois: {
    method: 'GET',
    path: '/api/trade/client-eoi/',
    response: z.object({ eois: z.array(clientEoiSchema) }),
  },
  quoteClientEoi: { method: 'POST', path: '/api/trade/client-eoi/:id/quote/', response: clientEoiSchema },
} as const satisfies Record<string, EndpointHead>;
