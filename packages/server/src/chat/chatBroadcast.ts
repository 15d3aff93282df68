import { chatChannelTypes } from '@bondkit/core/chat';
import type { Db } from '../database/connection';
import {
  advanceReceipt,
  getBan,
  getMemberRow,
  insertChannel,
  newChannelUrl,
  touchChannel,
  upsertMember,
  type ChannelRow,
  type MemberRow,
} from './chatChannels';
import type { ChatHub } from './chatHub';
import { insertMessage } from './chatMessages';
import { loadChatUsers } from './chatUsers';
import { messageJson, userJson, type MessageRow } from './chatViews';

/** SYEV category of a member joining (the SDK's `GroupChannelEventCategory.CHANNEL_JOIN`). */
const channelJoinCategory = 10000;

/**
 * Whether a channel is a broadcast list: made with `is_broadcast`, or by its custom type (ChatWorkspace makes
 * its lists with `customType: 'broadcast'`).
 */
export function isBroadcastList(channel: Pick<ChannelRow, 'is_broadcast' | 'custom_type'>): boolean {
  return channel.is_broadcast || channel.custom_type === chatChannelTypes.broadcast;
}

/** The `data` of a direct chat that a broadcast opened: the spec's list rule puts it at the sender's bottom. */
const createdFromBroadcastData = JSON.stringify({ created_from: chatChannelTypes.broadcast });

/** The distinct key of the direct chat between two users, as `createChannel` makes it. */
function directDistinctKey(firstUserId: string, secondUserId: string): string {
  return `${chatChannelTypes.direct}|${[firstUserId, secondUserId].sort().join('|')}`;
}

function isBannedState(member: MemberRow | null): boolean {
  return member?.state === 'banned';
}

/**
 * Delivers a message sent to a broadcast list to its recipients: each one gets a copy in the direct chat
 * between the sender and them (made, both joined, when there is none yet; rejoined when either had left), as
 * the recipients never see the list itself (the spec hides broadcast channels not created by the viewer). A
 * recipient banned from that direct chat, or who banned the sender there, gets nothing. The copies carry no
 * request id: the sender's acknowledgement belongs to the list's message alone.
 */
export async function deliverBroadcastCopies(
  db: Db,
  hub: ChatHub,
  broadcast: { message: MessageRow; senderId: string; recipientIds: readonly string[] },
  now: number,
): Promise<void> {
  const { message, senderId } = broadcast;
  const recipientIds = broadcast.recipientIds.filter((userId) => userId !== senderId);
  if (recipientIds.length === 0) return;
  const copies = await db.transaction(async (transaction) => {
    const made: { recipientId: string; row: MessageRow; channelCreated: boolean }[] = [];
    for (const recipientId of recipientIds) {
      const channel = await insertChannel(
        transaction,
        {
          url: newChannelUrl(),
          name: '',
          coverUrl: '',
          customType: chatChannelTypes.direct,
          data: createdFromBroadcastData,
          isDistinct: true,
          isBroadcast: false,
          createdBy: senderId,
          distinctKey: directDistinctKey(senderId, recipientId),
        },
        now,
      );
      if (!channel.created) {
        const [senderMember, recipientMember] = await Promise.all([
          getMemberRow(transaction, channel.url, senderId),
          getMemberRow(transaction, channel.url, recipientId),
        ]);
        if (
          isBannedState(senderMember) ||
          isBannedState(recipientMember) ||
          (await getBan(transaction, channel.url, senderId, now)) ||
          (await getBan(transaction, channel.url, recipientId, now))
        )
          continue;
      }
      // A direct chat joins both people at once (as `createChannel` makes one); the sender operates it.
      for (const userId of [senderId, recipientId]) {
        const member = channel.created ? null : await getMemberRow(transaction, channel.url, userId);
        if (member?.state === 'joined') continue;
        await upsertMember(
          transaction,
          {
            channel_url: channel.url,
            chat_user_id: userId,
            state: 'joined',
            ...(channel.created ? { role: userId === senderId ? 'operator' : 'none' } : {}),
            inviter_id: userId === senderId ? null : senderId,
            joined_at: now,
          },
          now,
        );
      }
      const { row } = await insertMessage(
        transaction,
        {
          channelUrl: channel.url,
          type: message.message_type,
          senderId,
          body: message.body,
          data: message.data,
          customType: message.custom_type,
          requestId: null,
          file: message.file,
        },
        now,
      );
      await advanceReceipt(transaction, channel.url, senderId, 'last_read_at', row.created_at);
      await touchChannel(transaction, channel.url, now);
      made.push({ recipientId, row, channelCreated: channel.created });
    }
    return made;
  });
  const users = await loadChatUsers(db, [senderId, ...copies.map((copy) => copy.recipientId)]);
  for (const copy of copies) {
    if (copy.channelCreated)
      hub.deliver([copy.recipientId], 'SYEV', {
        cat: channelJoinCategory,
        channel_url: copy.row.channel_url,
        channel_type: 'group',
        ts: now,
        data: {
          users: [senderId, copy.recipientId].map((userId) => userJson(users.get(userId), userId)),
          member_count: 2,
          joined_member_count: 2,
        },
      });
    // To both sides as news (no request id): the sender's own direct chat shows it too.
    const { req_id: _requestId, ...json } = messageJson(copy.row, users);
    hub.deliver([copy.recipientId, senderId], copy.row.message_type, json);
  }
}
