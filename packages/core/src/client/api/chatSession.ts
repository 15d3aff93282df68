import { chatSessionTokenSchema, type ChatSessionToken } from '../../validation/chatPayloads';
import type { DownloadChatsRequest } from '../../validation/surveillanceRequests';
import type { DownloadProgress, RequestFunction } from '../http/createHttpClient';
import { blobSchema, emptyResponseSchema } from '../schemas/common';

export { chatSessionTokenSchema, type ChatSessionToken, type DownloadChatsRequest };

/** Options of a chat download. */
export interface DownloadChatsOptions {
  /** Called as the file arrives (bytes so far, and the total when known). Default none. */
  onProgress?: ((progress: DownloadProgress) => void) | undefined;
  /** Aborts the download. Default none. */
  signal?: AbortSignal | undefined;
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
    /**
     * `POST api/download-chats` (`startTime` and `endTime` in epoch ms, `channelIds`): the transcripts
     * of those of the firm's channels as a CSV file. Compliance officers only.
     */
    downloadChats: (body: DownloadChatsRequest, options: DownloadChatsOptions = {}): Promise<Blob> =>
      request({
        method: 'POST',
        path: 'api/download-chats',
        body,
        schema: blobSchema,
        responseType: 'blob',
        onDownloadProgress: options.onProgress,
        signal: options.signal,
      }),
  };
}

export type ChatSessionApi = ReturnType<typeof createChatSessionApi>;
