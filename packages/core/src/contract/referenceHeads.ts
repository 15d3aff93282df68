// What the client needs of each endpoint: where to send it and how to read the answer (these take no
// input, so `referenceEndpoints.ts` adds only access and documentation).
import * as z from 'zod/mini';
import { labelledValueSchema, tradeIntermediarySchema } from '../client/schemas/account';
import type { EndpointHead } from './endpoint';

export const referenceHeads = {
  getClientCategories: {
    method: 'GET',
    path: '/api/client/categories/',
    response: z.array(labelledValueSchema),
  },
  getIndianStates: {
    method: 'GET',
    path: '/api/client/states/',
    response: z.array(z.string()),
  },
  getFacilitators: {
    method: 'GET',
    path: '/api/trade/facilitator/',
    response: z.array(tradeIntermediarySchema),
  },
  getAgents: {
    method: 'GET',
    path: '/api/trade/agent/',
    response: z.array(tradeIntermediarySchema),
  },
} as const satisfies Record<string, EndpointHead>;
