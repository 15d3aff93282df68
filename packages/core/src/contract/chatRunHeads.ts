// What the client needs of the chat runs' list (see quoteListHeads.ts), in a module of its own: the client
// loads it on the list's first call, so a quote sheet or form does not download the chat runs' schema.
import * as z from 'zod/mini';
import { chatRunSchema } from '../client/schemas/chatRun';
import type { EndpointHead } from './endpoint';

export const chatRunHeads = {
  listChatRuns: {
    method: 'GET',
    path: '/api/eoi/chat-runs/',
    response: z.array(chatRunSchema),
  },
} as const satisfies Record<string, EndpointHead>;
