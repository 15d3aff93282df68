// What the client needs of each platform chat endpoint: where to send it and how to read the answer (the
// request schemas stay in chatEndpoints.ts, which the client imports only as types).
import * as z from 'zod/mini';
import { detailResponseSchema } from '../client/schemas/common';
import { pageSchema } from '../client/schemas/pagination';
import { quoteChannelSchema } from '../client/schemas/quoteChannel';
import { chatSessionTokenSchema, chatUserSearchResultSchema } from '../validation/chatPayloads';
import type { EndpointHead } from './endpoint';

export const chatHeads = {
  issueChatSessionToken: {
    method: 'POST',
    path: '/api/issue-sb-session-token',
    response: chatSessionTokenSchema,
  },
  removeChatSession: {
    method: 'DELETE',
    path: '/api/remove-sb-session',
    // 204: no body (the client resolves undefined).
    response: z.optional(z.null()),
    status: 204,
  },
  inviteChatUsers: {
    method: 'POST',
    path: '/api/chatter/invite-users',
    response: detailResponseSchema,
  },
  searchChatUsers: {
    method: 'GET',
    path: '/api/chatter/user/search',
    response: pageSchema(chatUserSearchResultSchema),
  },
  listQuoteChannels: {
    method: 'GET',
    path: '/api/chatter/quote-channels/',
    response: z.array(quoteChannelSchema),
  },
} as const satisfies Record<string, EndpointHead>;
