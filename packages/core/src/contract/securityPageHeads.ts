// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import { bondSchema, bondTradeSchema, cashflowsResponseSchema } from '../client/schemas/bond';
import { pageSchema } from '../client/schemas/pagination';
import { blobSchema } from '../client/schemas/common';
import {
  bondMarketQuoteSchema,
  creditRationaleSchema,
  finstrumentInfoSchema,
  finstrumentRecordSchema,
  masterQuoteSchema,
  twoWayQuoteSchema,
} from '../client/schemas/securityPage';
import type { EndpointHead } from './endpoint';

export const securityPageHeads = {
  getFinstrumentRecord: {
    method: 'POST',
    path: '/api/v1/finstrument/:id/',
    response: finstrumentRecordSchema,
  },
  getFinstrumentInfo: {
    method: 'GET',
    path: '/api/v2/finstrument/info/:id',
    response: finstrumentInfoSchema,
  },
  getMarketQuote: {
    method: 'POST',
    path: '/api/quote/market/:id/',
    response: bondMarketQuoteSchema,
  },
  getQuote: {
    method: 'POST',
    path: '/api/quote/:id/',
    response: twoWayQuoteSchema,
  },
  getMasterQuote: {
    method: 'POST',
    path: '/api/v1/finstrument/master/quote/:id',
    response: masterQuoteSchema,
  },
  getCreditRationale: {
    method: 'GET',
    path: '/api/credit-rationale/:id/',
    response: creditRationaleSchema,
  },
  downloadQuote: {
    method: 'POST',
    path: '/api/quote/:id/download/',
    response: blobSchema,
    responseType: 'blob',
  },
  getCashflows: {
    method: 'POST',
    path: '/api/cashflow/:id/',
    response: cashflowsResponseSchema,
  },
  getBondsBySameIssuer: {
    method: 'POST',
    path: '/api/bonds-by-same-issuer/:id/',
    response: pageSchema(bondSchema),
  },
  getBondTrades: {
    method: 'POST',
    path: '/api/trades/:id/',
    response: pageSchema(bondTradeSchema),
  },
} as const satisfies Record<string, EndpointHead>;
