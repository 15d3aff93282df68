// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import { detailResponseSchema } from '../client/schemas/common';
import type { EndpointHead } from './endpoint';

export const userSettingsHeads = {
  acceptChatTerms: {
    method: 'PATCH',
    path: '/api/client/chat-terms/',
    response: detailResponseSchema,
  },
  updateSecurityPreferences: {
    method: 'POST',
    path: '/api/chatter/user/security-preference',
    response: detailResponseSchema,
  },
} as const satisfies Record<string, EndpointHead>;
