import * as z from 'zod';
import type { RequestFunction } from '../http/createHttpClient';
import { blobSchema, emptyResponseSchema } from '../schemas/common';

/** `POST /api/issue-sb-session-token`: `{ token, expires_at }` (expires_at in epoch ms). */
export const chatSessionTokenSchema = z.looseObject({ token: z.string().min(1), expires_at: z.number() });
export type ChatSessionToken = z.infer<typeof chatSessionTokenSchema>;

/** `POST /api/download-chats` body. Times are epoch milliseconds. */
export interface DownloadChatsRequest {
  startTime: number;
  endTime: number;
  channelIds: readonly string[];
}

/** The chat service's session calls (trading-and-chat 7 'Chat session'). */
export function createChatSessionApi(request: RequestFunction) {
  return {
    /**
     * `POST api/issue-sb-session-token`. Errors are swallowed (the spec): resolves null when no token
     * could be issued, and the chat stays offline.
     */
    issueSessionToken: async (userId: string): Promise<ChatSessionToken | null> => {
      try {
        return await request({
          method: 'POST',
          path: 'api/issue-sb-session-token',
          body: { userId },
          schema: chatSessionTokenSchema,
        });
      } catch {
        return null;
      }
    },
    /** `DELETE api/remove-sb-session`. */
    removeSession: (userId: string): Promise<undefined> =>
      request({
        method: 'DELETE',
        path: 'api/remove-sb-session',
        body: { userId },
        schema: emptyResponseSchema,
      }),
    /** `POST api/download-chats`: the transcripts as a file. */
    downloadChats: (body: DownloadChatsRequest): Promise<Blob> =>
      request({ method: 'POST', path: 'api/download-chats', body, schema: blobSchema, responseType: 'blob' }),
  };
}

export type ChatSessionApi = ReturnType<typeof createChatSessionApi>;
