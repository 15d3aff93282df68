import type { TradeTicket } from '@bondkit/core';
import { getMemberRow } from '../chat/chatChannels';
import { ChatServiceError } from '../chat/chatErrors';
import type { ChatService } from '../chat/chatService';
import type { DbOrTransaction } from '../database/connection';
import { ApiProblem } from '../errors/ApiProblem';

/** The custom type of a chat message that carries a trade ticket (its JSON in `data`). */
const tradeTicketMessageType = 'trade_ticket';

/**
 * The chat a ticket lives in: the one named (both dealers must be in it), or the direct chat between them,
 * opened if they have none (the chat service's distinct direct channel, as the Chat pane opens it). A chat
 * the caller may not use is a 400 on the field that named it.
 */
export async function resolveTicketChannel(
  db: DbOrTransaction,
  chat: ChatService,
  creatorChatId: string,
  counterpartyChatId: string,
  channelUrl: string | undefined,
): Promise<string> {
  if (channelUrl !== undefined) {
    for (const userId of [creatorChatId, counterpartyChatId]) {
      const member = await getMemberRow(db, channelUrl, userId);
      if (!member || member.state !== 'joined')
        throw ApiProblem.field('channel_url', 'Both dealers must be members of this chat.');
    }
    return channelUrl;
  }
  try {
    const channel = await chat.createChannel(creatorChatId, {
      userIds: [counterpartyChatId],
      operatorIds: [],
      name: '',
      coverUrl: '',
      customType: 'direct',
      data: '',
      isDistinct: true,
      isBroadcast: false,
    });
    return String(channel.channel_url);
  } catch (error) {
    if (error instanceof ChatServiceError) throw ApiProblem.field('counterparty_user_id', error.message);
    throw error;
  }
}

/**
 * Posts a ticket's step into its chat as a `trade_ticket` message (the ticket as both parties see it in
 * `data`, a readable line in the body for clients that do not render tickets), through the chat service so
 * that open chat sockets get it at once. Someone outside the chat (a broker) posts as the system.
 */
export async function postTicketMessage(
  db: DbOrTransaction,
  chat: ChatService,
  channelUrl: string,
  actorChatId: string,
  ticket: TradeTicket,
  text: string,
): Promise<void> {
  const data = JSON.stringify(ticket);
  const member = await getMemberRow(db, channelUrl, actorChatId);
  if (member?.state === 'joined') {
    await chat.sendMessage(actorChatId, {
      channelUrl,
      type: 'MESG',
      body: text,
      data,
      customType: tradeTicketMessageType,
    });
    return;
  }
  await chat.sendAdminMessage(channelUrl, text, data, tradeTicketMessageType);
}
