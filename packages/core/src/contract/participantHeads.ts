// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import * as z from 'zod/mini';
import { tradeTimingsSchema } from '../client/schemas/account';
import { unifiedCounterpartiesSchema } from '../client/schemas/counterparty';
import { custodianSchema } from '../client/schemas/custodian';
import type { EndpointHead } from './endpoint';

export const participantHeads = {
  searchCounterparties: {
    method: 'GET',
    path: '/api/chatter/users-clients-unified/',
    response: unifiedCounterpartiesSchema,
  },
  searchCustodians: {
    method: 'GET',
    path: '/api/client/search-custodians/',
    response: z.array(custodianSchema),
  },
  getTradeTimings: {
    method: 'GET',
    path: '/api/trade/timings',
    response: tradeTimingsSchema,
  },
} as const satisfies Record<string, EndpointHead>;
