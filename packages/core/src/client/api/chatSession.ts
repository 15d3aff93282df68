import type { ChatSessionToken } from '../../validation/chatPayloads';
import type { DownloadChatsRequest } from '../../validation/surveillanceRequests';
import type { DownloadProgress, RequestFunction } from '../http/createHttpClient';
import { callEndpoint } from '../http/callEndpoint';
import type { chatEndpoints } from '../../contract/chatEndpoints';
import { chatSessionHeads } from '../../contract/chatSessionHeads';
import type { surveillanceEndpoints } from '../../contract/surveillanceEndpoints';

export { type ChatSessionToken, type DownloadChatsRequest };

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
        return await callEndpoint<typeof chatEndpoints.issueChatSessionToken>(
          request,
          chatSessionHeads.issueChatSessionToken,
          { body: { userId } },
        );
      } catch {
        return null;
      }
    },
    /** `DELETE api/remove-sb-session` (answered 204). */
    removeSession: async (userId: string): Promise<undefined> => {
      await callEndpoint<typeof chatEndpoints.removeChatSession>(
        request,
        chatSessionHeads.removeChatSession,
        {
          body: { userId },
        },
      );
      return undefined;
    },
    /**
     * `POST api/download-chats` (`startTime` and `endTime` in epoch ms, `channelIds`): the transcripts
     * of those of the firm's channels as a CSV file. Compliance officers only.
     */
    downloadChats: (body: DownloadChatsRequest, options: DownloadChatsOptions = {}): Promise<Blob> =>
      callEndpoint<typeof surveillanceEndpoints.downloadChats>(
        request,
        chatSessionHeads.downloadChats,
        { body },
        { onDownloadProgress: options.onProgress, signal: options.signal },
      ),
  };
}

export type ChatSessionApi = ReturnType<typeof createChatSessionApi>;
