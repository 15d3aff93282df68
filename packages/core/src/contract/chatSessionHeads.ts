// What the client's chat session module (`client/api/chatSession.ts`) needs of its endpoints: where to send
// each and how to read the answer. Kept apart from chatHeads.ts and surveillanceHeads.ts so that the chunk
// a chat loads to sign in to the chat service holds neither the people search's nor surveillance's schemas.
import * as z from 'zod/mini';
import { blobSchema } from '../client/schemas/common';
import { chatSessionTokenSchema } from '../validation/chatPayloads';
import type { EndpointHead } from './endpoint';

export const chatSessionHeads = {
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
  /** On the surveillance contract (compliance officers only); the client calls it from `chatSession`. */
  downloadChats: {
    method: 'POST',
    path: '/api/download-chats',
    response: blobSchema,
    responseType: 'blob',
  },
} as const satisfies Record<string, EndpointHead>;
