// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import * as z from 'zod/mini';
import { marketQuoteRowSchema, quoteDepthSchema, quoteListRowSchema } from '../client/schemas/eoi';
import { pageSchema } from '../client/schemas/pagination';
import type { EndpointHead } from './endpoint';

export const quoteListHeads = {
  listMarketQuotes: {
    method: 'GET',
    path: '/api/trade/d/market/',
    response: pageSchema(marketQuoteRowSchema),
  },
  listRfqQuotes: {
    method: 'GET',
    path: '/api/eoi/rfq-quote/',
    response: pageSchema(marketQuoteRowSchema),
  },
  listBondQuotes: {
    method: 'GET',
    path: '/api/trade/eoi/',
    response: z.array(quoteListRowSchema),
  },
  listPrivateRuns: {
    method: 'GET',
    path: '/api/eoi/private-run/',
    response: z.array(quoteListRowSchema),
  },
  getQuoteDepth: {
    method: 'GET',
    path: '/api/quote/depth/',
    response: quoteDepthSchema,
  },
} as const satisfies Record<string, EndpointHead>;
