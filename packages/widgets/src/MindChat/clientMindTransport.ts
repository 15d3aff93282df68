import type { BondClient } from '@bondkit/core';
import type { MindClient, MindTransport } from '@bondkit/core/mind';

/** A chat id MindChat sends when it is given none: the preview, or a conversation made on the first question. */
const unnamedChatId = 'preview';

/**
 * The transport MindChat uses when it is given none, on the provider's client (`createMindClient(client)`,
 * loaded with the first question): a signed-in user's questions go to a conversation of their own, made on
 * the first question (when MindChat names no `chatId`); a visitor's, or those of a user without MIND access
 * (the server refuses the conversation with 403), go to the public preview. MIND's base is the client's
 * `mindApiBase`, else the server's `api/client-config/`.
 */
export function createClientMindTransport(client: BondClient): MindTransport {
  let mind: Promise<MindClient> | undefined;
  let conversation: Promise<string | null> | undefined;
  const loadMind = (): Promise<MindClient> => {
    mind ??= import('@bondkit/core/mind').then(({ createMindClient }) => createMindClient(client));
    return mind;
  };
  const conversationId = (mindClient: MindClient): Promise<string | null> => {
    conversation ??= mindClient.createConversation().then(
      ({ id }) => id,
      async (error: unknown) => {
        const { ApiError } = await import('@bondkit/core');
        // No MIND access: the preview is what this user may ask.
        if (ApiError.isInstance(error) && error.status === 403) return null;
        conversation = undefined;
        throw error;
      },
    );
    return conversation;
  };
  return {
    async sendMessages(request) {
      const mindClient = await loadMind();
      if (client.session.getSnapshot().status !== 'authenticated')
        return mindClient.previewTransport.sendMessages(request);
      if (request.chatId !== unnamedChatId) return mindClient.transport.sendMessages(request);
      const id = await conversationId(mindClient);
      return id === null
        ? mindClient.previewTransport.sendMessages(request)
        : mindClient.transport.sendMessages({ ...request, chatId: id });
    },
  };
}
