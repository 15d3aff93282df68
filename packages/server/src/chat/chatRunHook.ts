import type { ApiApp } from '../http/fastifyTypes';
import { recordChatRuns } from '../trading/chatRuns';
import { instrumentCatalogue } from '../trading/instrumentCatalogue';
import type { ChatServiceHooks } from './chatService';

/**
 * The chat service's hook that reads each user message for runs (`GS33 6.43/6.41 25cr`) and stores them
 * for the channel's members (Private Runs). A failure is logged, never the sender's problem.
 */
export function readRunsFromMessages(app: ApiApp): NonNullable<ChatServiceHooks['afterUserMessage']> {
  return async (message) => {
    if (message.sender_id === null) return;
    try {
      const catalogue = await instrumentCatalogue(app.services.db, app.services.now());
      await recordChatRuns(app.services.db, catalogue, {
        messageId: message.id,
        channelUrl: message.channel_url,
        senderId: message.sender_id,
        body: message.body,
        createdAt: message.created_at,
      });
    } catch (error) {
      app.log.error({ err: error }, 'chat runs: reading a message failed');
    }
  };
}
