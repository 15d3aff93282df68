// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them. The market's search heads are in `marketHeads.ts`: these
// load on a list's or a download's first call, outside the bond search's chunk.
import * as z from 'zod/mini';
import { bondCategorySchema, bondSchema, marketListBondSchema } from '../client/schemas/bond';
import { blobSchema } from '../client/schemas/common';
import { cursorPageSchema } from '../client/schemas/pagination';
import type { EndpointHead } from './endpoint';

export const marketDataHeads = {
  listTradableFinstruments: {
    method: 'GET',
    path: '/api/trade/finstrument/',
    response: z.array(bondSchema),
  },
  listCategories: {
    method: 'POST',
    path: '/api/categories/',
    response: z.array(bondCategorySchema),
  },
  listClientFinstruments: {
    method: 'POST',
    path: '/api/client-finstrument-list/',
    response: cursorPageSchema(marketListBondSchema),
  },
  downloadBondDetails: {
    method: 'POST',
    path: '/api/bond-details/:id/download/',
    response: blobSchema,
    responseType: 'blob',
  },
  downloadInformationMemorandum: {
    method: 'POST',
    path: '/api/im/download/',
    response: blobSchema,
    responseType: 'blob',
  },
} as const satisfies Record<string, EndpointHead>;
