// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import { clusterAcceptanceSchema, clusterSchema } from '../client/schemas/cluster';
import type { EndpointHead } from './endpoint';

export const clusterHeads = {
  updateCluster: { method: 'PUT', path: '/api/trade/cluster/:id/', response: clusterSchema },
  acceptCluster: { method: 'POST', path: '/api/cluster/:id/accept/', response: clusterAcceptanceSchema },
} as const satisfies Record<string, EndpointHead>;
