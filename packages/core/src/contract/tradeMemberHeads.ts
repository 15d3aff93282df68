// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import * as z from 'zod/mini';
import { tradeMemberSchema } from '../client/schemas/account';
import type { EndpointHead } from './endpoint';

export const tradeMemberHeads = {
  updateMember: { method: 'PATCH', path: '/api/trade/members/:id/', response: tradeMemberSchema },
  listClientMembers: {
    method: 'GET',
    path: '/api/trade/client/users/:id/',
    response: z.array(tradeMemberSchema),
  },
} as const satisfies Record<string, EndpointHead>;
