// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import * as z from 'zod/mini';
import { clusterAcceptanceSchema, clusterSchema } from '../client/schemas/cluster';
import type { EndpointHead } from './endpoint';

export const clusterHeads = {
  listClusters: { method: 'GET', path: '/api/trade/cluster/', response: z.array(clusterSchema) },
  getCluster: { method: 'GET', path: '/api/trade/cluster/:id/', response: clusterSchema },
  getClusterAtPrice: { method: 'GET', path: '/api/cluster/:id/', response: clusterSchema },
  updateCluster: { method: 'PUT', path: '/api/trade/cluster/:id/', response: clusterSchema },
  acceptCluster: { method: 'POST', path: '/api/cluster/:id/accept/', response: clusterAcceptanceSchema },
  tradeFirmQuote: { method: 'POST', path: '/api/eoi/:id/trade/', response: clusterAcceptanceSchema },
} as const satisfies Record<string, EndpointHead>;
