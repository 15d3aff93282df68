// What the client needs of each platform chat endpoint: where to send it and how to read the answer (the
// request schemas stay in chatEndpoints.ts, which the client imports only as types). The chat session's
// heads are in chatSessionHeads.ts.
import * as z from 'zod/mini';
import { detailResponseSchema } from '../client/schemas/common';
import { pageSchema } from '../client/schemas/pagination';
import { quoteChannelSchema } from '../client/schemas/quoteChannel';
import { chatUserSearchResultSchema } from '../validation/chatPayloads';
import type { EndpointHead } from './endpoint';

export const chatHeads = {
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
