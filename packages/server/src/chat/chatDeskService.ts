import type { Db } from '../database/connection';
import { getMemberRows, touchChannel } from './chatChannels';
import { currentMembers } from './chatChannelView';
import { ChatServiceError, chatErrorCodes, invalidValue, notFound } from './chatErrors';
import type { ChatHub } from './chatHub';
import { getMessage, recordMessageActivity, searchMessages, type MessageSearch } from './chatMessages';
import { pinMessage, pinnedMessageIds, unpinMessage } from './chatPins';
import { addReaction, chatReactionKeys, removeReaction } from './chatReactions';
import {
  deleteMute,
  getMute,
  insertMute,
  listMutes,
  requireMayReact,
  setFrozen,
  type ChatMute,
} from './chatRestrictions';
import type { ChatService } from './chatService';
import { loadChatUsers } from './chatUsers';
import { messageJson, userJson, type SendbirdJson } from './chatViews';

/** SYEV categories of restrictions and pins, as the SDK reads them (`ChannelEventCategory`). */
const deskEventCategory = {
  userMute: 10201,
  userUnmute: 10200,
  channelFreeze: 10701,
  channelUnfreeze: 10700,
  pinnedMessageChanged: 11300,
} as const;

/** An operator-only action refused to a member: 403 with Sendbird's "not authorized" code. */
function operatorsOnly(what: string): ChatServiceError {
  return new ChatServiceError(
    chatErrorCodes.notAuthorized,
    `Only an operator of the channel can ${what}.`,
    403,
  );
}

/** A mute as the SDK reads it (`RestrictedUser` with its `RestrictionInfo`, and `MutedInfo`). */
function muteJson(mute: ChatMute, user: SendbirdJson, now: number): SendbirdJson {
  return {
    ...user,
    restriction_type: 'muted',
    description: mute.description,
    start_at: mute.startAt,
    end_at: mute.endsAt,
    remaining_duration: mute.endsAt < 0 ? -1 : Math.max(0, mute.endsAt - now),
  };
}

/**
 * The desk's message features on the chat service: reactions, pins, message search for members, and the
 * operators' mute and freeze. Each is checked against the caller (a joined member; operators alone mute and
 * freeze), written, then announced to the channel's joined members as the SDK expects it.
 */
export class ChatDeskService {
  constructor(
    private readonly db: Db,
    private readonly hub: ChatHub,
    private readonly chat: ChatService,
    private readonly now: () => number,
  ) {}

  async #joinedMemberIds(url: string): Promise<string[]> {
    return currentMembers(await getMemberRows(this.db, url))
      .filter((row) => row.state === 'joined')
      .map((row) => row.chat_user_id);
  }

  /** Adds or removes the caller's reaction on a message; every joined member hears `MRCT`. */
  async react(
    callerId: string,
    url: string,
    messageId: number,
    key: string,
    operation: 'ADD' | 'DELETE',
  ): Promise<SendbirdJson> {
    if (!chatReactionKeys.includes(key)) throw invalidValue('reaction');
    const now = this.now();
    await this.db.transaction(async (transaction) => {
      const { channel, member } = await this.chat.requireMember(transaction, url, callerId, ['joined']);
      requireMayReact(channel, member);
      if (!(await getMessage(transaction, url, messageId))) throw notFound(String(messageId));
      const changed =
        operation === 'ADD'
          ? await addReaction(transaction, { messageId, channelUrl: url, userId: callerId, key }, now)
          : await removeReaction(transaction, { messageId, userId: callerId, key });
      if (changed)
        await recordMessageActivity(
          transaction,
          {
            messageId,
            channelUrl: url,
            kind: operation === 'ADD' ? 'reaction_added' : 'reaction_removed',
            detail: key,
            userId: callerId,
          },
          now,
        );
    });
    const event = { msg_id: messageId, user_id: callerId, operation, reaction: key, updated_at: now };
    this.hub.deliver(await this.#joinedMemberIds(url), 'MRCT', {
      channel_url: url,
      channel_type: 'group',
      ...event,
    });
    return event;
  }

  /** Pins or unpins a message (any joined member); the members hear the channel's pinned list change. */
  async pin(callerId: string, url: string, messageId: number, pinned: boolean): Promise<void> {
    const now = this.now();
    await this.db.transaction(async (transaction) => {
      await this.chat.requireMember(transaction, url, callerId, ['joined']);
      if (pinned) {
        if (!(await getMessage(transaction, url, messageId))) throw notFound(String(messageId));
        if (await pinMessage(transaction, { channelUrl: url, messageId, userId: callerId }, now))
          await recordMessageActivity(
            transaction,
            { messageId, channelUrl: url, kind: 'pinned', detail: '', userId: callerId },
            now,
          );
      } else if (await unpinMessage(transaction, { channelUrl: url, messageId })) {
        await recordMessageActivity(
          transaction,
          { messageId, channelUrl: url, kind: 'unpinned', detail: '', userId: callerId },
          now,
        );
      }
      await touchChannel(transaction, url, now);
    });
    const ids = await pinnedMessageIds(this.db, url);
    const latest = ids[0] ? await getMessage(this.db, url, ids[0]) : null;
    const users = await loadChatUsers(this.db, latest?.sender_id ? [latest.sender_id] : []);
    this.hub.deliver(await this.#joinedMemberIds(url), 'SYEV', {
      cat: deskEventCategory.pinnedMessageChanged,
      channel_url: url,
      channel_type: 'group',
      ts: now,
      data: {
        pinned_message_ids: ids,
        latest_pinned_message: latest ? messageJson(latest, users) : null,
      },
    });
  }

  /** A channel's pinned messages, the latest pin first (`GET …/pinned_messages`). */
  async pinnedMessages(callerId: string, url: string): Promise<SendbirdJson[]> {
    await this.chat.requireMember(this.db, url, callerId, ['joined']);
    const rows = [];
    for (const id of await pinnedMessageIds(this.db, url)) {
      const row = await getMessage(this.db, url, id);
      if (row) rows.push(row);
    }
    const users = await loadChatUsers(
      this.db,
      rows.flatMap((row) => (row.sender_id ? [row.sender_id] : [])),
    );
    return rows.map((row) => ({ message: messageJson(row, users) }));
  }

  /** Messages of the caller's joined channels that contain the keyword (`GET /v3/search/messages`). */
  async search(search: MessageSearch): Promise<{ messages: SendbirdJson[]; total: number }> {
    const found = await searchMessages(this.db, search);
    const users = await loadChatUsers(
      this.db,
      found.rows.flatMap((row) => (row.sender_id ? [row.sender_id] : [])),
    );
    return { messages: found.rows.map((row) => messageJson(row, users)), total: found.total };
  }

  /** Mutes a member (operators only): they cannot send until unmuted or `seconds` pass (-1: for good). */
  async mute(callerId: string, url: string, userId: string, seconds: number, description: string) {
    const now = this.now();
    await this.db.transaction(async (transaction) => {
      const { member } = await this.chat.requireMember(transaction, url, callerId, ['joined']);
      if (member.role !== 'operator') throw operatorsOnly('mute a member');
      await this.chat.requireMember(transaction, url, userId, ['joined', 'invited']);
      const endsAt = seconds > 0 ? now + seconds * 1000 : -1;
      await insertMute(transaction, { channelUrl: url, userId, description, endsAt }, now);
      await touchChannel(transaction, url, now);
    });
    await this.#announceMute(url, userId, true, now);
  }

  /** Unmutes a member (operators only). */
  async unmute(callerId: string, url: string, userId: string) {
    const now = this.now();
    await this.db.transaction(async (transaction) => {
      const { member } = await this.chat.requireMember(transaction, url, callerId, ['joined']);
      if (member.role !== 'operator') throw operatorsOnly('unmute a member');
      if (!(await deleteMute(transaction, url, userId))) throw notFound(userId);
      await touchChannel(transaction, url, now);
    });
    await this.#announceMute(url, userId, false, now);
  }

  async #announceMute(url: string, userId: string, muted: boolean, now: number) {
    const users = await loadChatUsers(this.db, [userId]);
    const mute = muted ? await getMute(this.db, url, userId, now) : null;
    const user = userJson(users.get(userId), userId);
    this.hub.deliver(await this.#joinedMemberIds(url), 'SYEV', {
      cat: muted ? deskEventCategory.userMute : deskEventCategory.userUnmute,
      channel_url: url,
      channel_type: 'group',
      ts: now,
      data: mute ? muteJson(mute, user, now) : { ...user, restriction_type: 'muted', remaining_duration: -1 },
    });
  }

  /** The muted members (operators only), as `GET …/mute` answers them. */
  async mutedMembers(callerId: string, url: string): Promise<SendbirdJson[]> {
    const { member } = await this.chat.requireMember(this.db, url, callerId, ['joined']);
    if (member.role !== 'operator') throw operatorsOnly('list the muted members');
    const now = this.now();
    const mutes = await listMutes(this.db, url, now);
    const users = await loadChatUsers(
      this.db,
      mutes.map((mute) => mute.userId),
    );
    return mutes.map((mute) => muteJson(mute, userJson(users.get(mute.userId), mute.userId), now));
  }

  /** Whether a member is muted (`GET …/mute/{userId}`): a member asks for themself, an operator for anyone. */
  async mutedInfo(callerId: string, url: string, userId: string): Promise<SendbirdJson> {
    const { member } = await this.chat.requireMember(this.db, url, callerId, ['joined', 'invited']);
    if (userId !== callerId && member.role !== 'operator') throw operatorsOnly('see who is muted');
    const now = this.now();
    const mute = await getMute(this.db, url, userId, now);
    return mute
      ? {
          is_muted: true,
          start_at: mute.startAt,
          end_at: mute.endsAt,
          remaining_duration: mute.endsAt < 0 ? -1 : Math.max(0, mute.endsAt - now),
          description: mute.description,
        }
      : { is_muted: false, start_at: 0, end_at: 0, remaining_duration: -1, description: '' };
  }

  /** Freezes or unfreezes a channel (operators only): while frozen, only operators send. */
  async freeze(callerId: string, url: string, frozen: boolean): Promise<SendbirdJson> {
    const now = this.now();
    await this.db.transaction(async (transaction) => {
      const { member } = await this.chat.requireMember(transaction, url, callerId, ['joined']);
      if (member.role !== 'operator') throw operatorsOnly(frozen ? 'freeze it' : 'unfreeze it');
      await setFrozen(transaction, url, frozen);
      await touchChannel(transaction, url, now);
    });
    this.hub.deliver(await this.#joinedMemberIds(url), 'SYEV', {
      cat: frozen ? deskEventCategory.channelFreeze : deskEventCategory.channelUnfreeze,
      channel_url: url,
      channel_type: 'group',
      ts: now,
      data: { freeze: frozen },
    });
    return this.chat.channelFor(callerId, url);
  }
}
