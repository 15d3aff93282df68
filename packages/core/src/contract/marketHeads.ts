// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import { bondSchema, finstrumentListSchema } from '../client/schemas/bond';
import { priceInfoSchema } from '../client/schemas/priceInfo';
import type { EndpointHead } from './endpoint';

export const marketHeads = {
  searchFinstruments: {
    method: 'GET',
    path: '/api/finstrument/search/',
    response: finstrumentListSchema,
  },
  getFinstrument: {
    method: 'GET',
    path: '/api/finstrument/:id/',
    response: bondSchema,
  },
  getFinstrumentPriceInfo: {
    method: 'GET',
    path: '/api/finstrument/:id/price-info/',
    response: priceInfoSchema,
  },
  calculatePrice: {
    method: 'POST',
    path: '/api/finstrument/:id/price/',
    response: priceInfoSchema,
  },
} as const satisfies Record<string, EndpointHead>;
