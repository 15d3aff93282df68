// What the client needs of each quote action: where to send it and how to read the answer (the request
// schemas stay in quoteActionEndpoints.ts, which the client imports only as types).
import { detailResponseSchema } from '../client/schemas/common';
import { quoteListRowSchema } from '../client/schemas/eoi';
import type { EndpointHead } from './endpoint';

export const quoteActionHeads = {
  closeQuote: {
    method: 'PUT',
    path: '/api/trade/d/eoi/:id/close/',
    response: quoteListRowSchema,
  },
  closeQuotes: {
    method: 'PUT',
    path: '/api/trade/d/eoi/close/',
    response: detailResponseSchema,
  },
  expireQuote: {
    method: 'POST',
    path: '/api/eoi/expire/:id/',
    response: quoteListRowSchema,
  },
} as const satisfies Record<string, EndpointHead>;
