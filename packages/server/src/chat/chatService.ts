import type { Db, DbOrTransaction } from '../database/connection';
import {
  advanceReceipt,
  bannedAmong,
  deleteBan,
  getBan,
  getChannelWithMember,
  getMemberRow,
  getMemberRows,
  getMemberRowsOf,
  insertBan,
  insertChannel,
  newChannelUrl,
  setMetadata,
  setRole,
  touchChannel,
  updateChannelProperties,
  upsertMember,
  upsertMembers,
  type ChannelRow,
  type MemberRow,
} from './chatChannels';
import { channelJson, currentMembers, memberJson, type ChannelViewOptions } from './chatChannelView';
import { ChatServiceError, chatErrorCodes, invalidValue, notAuthorized, notFound } from './chatErrors';
import type { ChatHub } from './chatHub';
import { deliverBroadcastCopies, isBroadcastList } from './chatBroadcast';
import { ChannelEventCoalescer } from './channelEventCoalescer';
import {
  deleteMessage,
  editMessage,
  getMessage,
  insertMessage,
  type MessageRevisionRefusal,
  type NewMessage,
} from './chatMessages';
import { requireMaySend } from './chatRestrictions';
import { loadChatUsers, type ChatUser } from './chatUsers';
import { connectedUserIds } from './chatConnections';
import { chatSecurityPreferences } from '@bondkit/core/internal';
import { messageJson, userJson, type MessageRow, type SendbirdJson } from './chatViews';

/** SYEV categories the SDK acts on (its `GroupChannelEventCategory`). */
const systemEventCategory = {
  channelJoin: 10000,
  channelLeave: 10001,
  operatorUpdate: 10002,
  channelInvite: 10020,
  channelAcceptInvite: 10021,
  channelDeclineInvite: 10022,
  typingStart: 10900,
  typingEnd: 10901,
  userBan: 10601,
  userUnban: 10600,
  propertyChanged: 11000,
  metadataChanged: 11100,
} as const;

/** The Sendbird error of a refused edit or delete. */
function revisionError(refusal: MessageRevisionRefusal, messageId: number): ChatServiceError {
  if (refusal === 'not-found') return notFound(String(messageId));
  if (refusal === 'not-sender') return notAuthorized('Only its sender can change this message.');
  return invalidValue('message_type');
}

/** Joins and delivery receipts of one channel within this time of an announced one go out together. */
const coalescingWindowMilliseconds = 250;

/** What a new channel asks for (`POST /v3/group_channels`). */
export interface CreateChannelRequest {
  userIds: readonly string[];
  operatorIds: readonly string[];
  name: string;
  coverUrl: string;
  customType: string;
  data: string;
  isDistinct: boolean;
  isBroadcast: boolean;
}

/**
 * The chat service's operations, each checked against the caller (a member acts only on channels they
 * belong to, operators alone ban and appoint), written in one transaction, then fanned out as socket
 * frames to the members concerned.
 */
/** What other parts of the server do with chat traffic (the trading side reads runs from messages). */
export interface ChatServiceHooks {
  /**
   * A user message was stored in a channel (not a broadcast list) and fanned out. Awaited before the send
   * answers; a hook handles its own failures (the message is sent whatever it does). Default: none.
   */
  afterUserMessage?: ((message: MessageRow) => Promise<void>) | undefined;
}

export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly hub: ChatHub,
    private readonly now: () => number,
    private readonly hooks: ChatServiceHooks = {},
  ) {}

  readonly isOnline = (userId: string): boolean => this.hub.isOnline(userId);

  /** Joins announced together within a window (see {@link ChannelEventCoalescer}). */
  readonly #joins = new ChannelEventCoalescer<true>(coalescingWindowMilliseconds, (url, joined) =>
    this.#announceJoins(url, [...joined.keys()]),
  );
  /** Delivery receipts announced together within a window: `DLVR` carries a map of them. */
  readonly #deliveries = new ChannelEventCoalescer<number>(coalescingWindowMilliseconds, (url, updated) =>
    this.#announceDeliveries(url, updated),
  );

  /** Stops the announcement windows (shutdown). */
  dispose(): void {
    this.#joins.dispose();
    this.#deliveries.dispose();
  }

  async #announceDeliveries(url: string, updated: ReadonlyMap<string, number>): Promise<void> {
    const rows = currentMembers(await getMemberRows(this.db, url));
    // Each member hears the others' receipts; one who is alone in the batch does not hear their own.
    const recipients = rows
      .filter((row) => row.state === 'joined')
      .map((row) => row.chat_user_id)
      .filter((userId) => !(updated.size === 1 && updated.has(userId)));
    this.hub.deliver(recipients, 'DLVR', {
      channel_url: url,
      channel_type: 'group',
      updated: Object.fromEntries(updated),
    });
  }

  async #announceJoins(url: string, userIds: readonly string[]): Promise<void> {
    const rows = currentMembers(await getMemberRows(this.db, url));
    // One who left or was banned meanwhile is not announced as joined.
    const joinedNow = new Set(rows.filter((row) => row.state === 'joined').map((row) => row.chat_user_id));
    const joined = userIds.filter((userId) => joinedNow.has(userId));
    if (joined.length === 0) return;
    const users = await loadChatUsers(this.db, joined);
    const members = joined.map((userId) => ({ ...userJson(users.get(userId), userId), state: 'joined' }));
    this.hub.deliver(
      rows.map((row) => row.chat_user_id),
      'SYEV',
      {
        cat: systemEventCategory.channelJoin,
        channel_url: url,
        channel_type: 'group',
        ts: this.now(),
        data: {
          ...(members.length === 1 ? members[0] : {}),
          users: members,
          member_count: rows.length,
          joined_member_count: rows.filter((row) => row.state === 'joined').length,
        },
      },
    );
  }

  /** The channel as the caller sees it; only current members (joined or invited) may. */
  async channelFor(callerId: string, url: string, options: ChannelViewOptions = {}): Promise<SendbirdJson> {
    const { channel } = await this.requireMember(this.db, url, callerId, ['joined', 'invited']);
    const json = await channelJson(this.db, url, callerId, this.isOnline, options, {
      channel,
      members: await getMemberRows(this.db, url),
    });
    if (!json) throw notFound(url);
    return json;
  }

  /** A current membership of the caller, or the error the SDK expects. */
  async requireMember(
    db: DbOrTransaction,
    url: string,
    userId: string,
    states: readonly MemberRow['state'][],
  ): Promise<{ channel: ChannelRow; member: MemberRow }> {
    const found = await getChannelWithMember(db, url, userId);
    if (!found) throw notFound(url);
    const { channel, member } = found;
    if (!member || !states.includes(member.state)) {
      if (member?.state === 'banned' || (await getBan(db, url, userId, this.now())))
        throw new ChatServiceError(chatErrorCodes.bannedUser, 'User is banned from this channel.');
      throw new ChatServiceError(chatErrorCodes.notAMember, 'User must be a member of the channel.');
    }
    return { channel, member };
  }

  async requireOperator(db: DbOrTransaction, url: string, userId: string) {
    const found = await this.requireMember(db, url, userId, ['joined']);
    if (found.member.role !== 'operator') throw notAuthorized('Only an operator of the channel can do this.');
    return found;
  }

  /** Refuses invitees who accept invitations from their connections only, unless connected to the caller. */
  async requireInvitable(
    callerId: string,
    users: ReadonlyMap<string, ChatUser>,
    invitees: readonly string[],
  ) {
    const guarded = invitees.filter((userId) =>
      users.get(userId)?.securityPreferences.includes(chatSecurityPreferences.invitesFromConnectionsOnly),
    );
    if (guarded.length === 0) return;
    const connected = await connectedUserIds(this.db, callerId);
    for (const userId of guarded) {
      if (!connected.includes(userId))
        throw notAuthorized(
          `${users.get(userId)?.nickname ?? userId} accepts invitations from connections only.`,
        );
    }
  }

  async createChannel(callerId: string, request: CreateChannelRequest): Promise<SendbirdJson> {
    const now = this.now();
    const memberIds = [...new Set([callerId, ...request.userIds])];
    const users = await loadChatUsers(this.db, memberIds);
    for (const userId of memberIds) if (!users.has(userId)) throw notFound(userId);
    await this.requireInvitable(
      callerId,
      users,
      memberIds.filter((userId) => userId !== callerId),
    );
    for (const operatorId of request.operatorIds)
      if (!memberIds.includes(operatorId)) throw invalidValue('operator_ids');
    const distinctKey = request.isDistinct
      ? `${request.customType}|${[...memberIds].sort().join('|')}`
      : null;
    const url = newChannelUrl();
    const created = await this.db.transaction(async (transaction) => {
      const result = await insertChannel(
        transaction,
        {
          url,
          name: request.name,
          coverUrl: request.coverUrl,
          customType: request.customType,
          data: request.data,
          isDistinct: request.isDistinct,
          isBroadcast: request.isBroadcast,
          createdBy: callerId,
          distinctKey,
        },
        now,
      );
      if (!result.created) {
        // A distinct channel the caller left or declined: rejoin it.
        await upsertMember(
          transaction,
          { channel_url: result.url, chat_user_id: callerId, state: 'joined', joined_at: now },
          now,
        );
        return result;
      }
      const operators = request.operatorIds.length > 0 ? request.operatorIds : [callerId];
      await upsertMembers(
        transaction,
        memberIds.map((userId) => {
          // A direct (distinct) chat joins both people at once; a group, trading group or broadcast list
          // invites the others, who accept or decline (the spec's declined-invitation rules).
          const joinsNow = userId === callerId || request.isDistinct;
          return {
            channel_url: url,
            chat_user_id: userId,
            state: joinsNow ? 'joined' : 'invited',
            role: operators.includes(userId) ? 'operator' : 'none',
            inviter_id: userId === callerId ? null : callerId,
            invited_at: userId === callerId ? 0 : now,
            joined_at: joinsNow ? now : 0,
          };
        }),
        now,
      );
      return result;
    });
    if (created.created) {
      const others = memberIds.filter((userId) => userId !== callerId);
      const joinedCount = request.isDistinct ? memberIds.length : 1;
      this.hub.deliver(
        others,
        'SYEV',
        request.isDistinct
          ? {
              cat: systemEventCategory.channelJoin,
              channel_url: created.url,
              channel_type: 'group',
              ts: now,
              data: {
                users: memberIds.map((userId) => userJson(users.get(userId), userId)),
                member_count: memberIds.length,
                joined_member_count: joinedCount,
              },
            }
          : {
              cat: systemEventCategory.channelInvite,
              channel_url: created.url,
              channel_type: 'group',
              ts: now,
              data: {
                inviter: userJson(users.get(callerId), callerId),
                invitees: others.map((userId) => ({
                  ...userJson(users.get(userId), userId),
                  state: 'invited',
                })),
                member_count: memberIds.length,
                joined_member_count: joinedCount,
              },
            },
      );
    }
    return this.channelFor(callerId, created.url);
  }

  async invite(callerId: string, url: string, userIds: readonly string[]): Promise<SendbirdJson> {
    const now = this.now();
    const users = await loadChatUsers(this.db, [callerId, ...userIds]);
    for (const userId of userIds) if (!users.has(userId)) throw notFound(userId);
    await this.requireInvitable(callerId, users, userIds);
    // One statement each for the invitees' memberships, their bans and the invitations, however many.
    const { invitees, rows } = await this.db.transaction(async (transaction) => {
      const { channel, member } = await this.requireMember(transaction, url, callerId, ['joined']);
      if (isBroadcastList(channel) && member.role !== 'operator')
        throw notAuthorized('Only an operator can add to a broadcast list.');
      const requested = [...new Set(userIds)];
      const current = new Set(
        (await getMemberRowsOf(transaction, url, requested))
          .filter((row) => row.state === 'joined' || row.state === 'invited')
          .map((row) => row.chat_user_id),
      );
      const invitees = requested.filter((userId) => !current.has(userId));
      const banned = await bannedAmong(transaction, url, invitees, now);
      const refused = invitees.find((userId) => banned.has(userId));
      if (refused)
        throw new ChatServiceError(chatErrorCodes.bannedUser, `${refused} is banned from this channel.`);
      await upsertMembers(
        transaction,
        invitees.map((userId) => ({
          channel_url: url,
          chat_user_id: userId,
          state: 'invited',
          inviter_id: callerId,
          invited_at: now,
          role: 'none',
        })),
        now,
      );
      return { invitees, rows: await touchChannel(transaction, url, now) };
    });
    if (invitees.length > 0) {
      this.hub.deliver(
        rows.map((row) => row.chat_user_id),
        'SYEV',
        {
          cat: systemEventCategory.channelInvite,
          channel_url: url,
          channel_type: 'group',
          ts: now,
          data: {
            inviter: userJson(users.get(callerId), callerId),
            invitees: invitees.map((userId) => ({
              ...userJson(users.get(userId), userId),
              state: 'invited',
            })),
            member_count: rows.length,
            joined_member_count: rows.filter((row) => row.state === 'joined').length,
          },
        },
      );
    }
    return this.channelFor(callerId, url);
  }

  async acceptInvitation(callerId: string, url: string): Promise<SendbirdJson> {
    const now = this.now();
    const { channel, members } = await this.db.transaction(async (transaction) => {
      const found = await this.requireMember(transaction, url, callerId, ['invited']);
      await upsertMember(
        transaction,
        { channel_url: url, chat_user_id: callerId, state: 'joined', joined_at: now },
        now,
      );
      return { channel: found.channel, members: await touchChannel(transaction, url, now) };
    });
    this.#joins.add(url, callerId, true);
    // The channel as the transaction left it: no second read of what it just wrote.
    const json = await channelJson(this.db, url, callerId, this.isOnline, {}, { channel, members });
    if (!json) throw notFound(url);
    return json;
  }

  async declineInvitation(callerId: string, url: string): Promise<void> {
    const now = this.now();
    const { member, current } = await this.db.transaction(async (transaction) => {
      const found = await this.requireMember(transaction, url, callerId, ['invited']);
      await upsertMember(transaction, { channel_url: url, chat_user_id: callerId, state: 'declined' }, now);
      return { member: found.member, current: await touchChannel(transaction, url, now) };
    });
    const users = await loadChatUsers(this.db, [callerId, ...(member.inviter_id ? [member.inviter_id] : [])]);
    this.hub.deliver([...current.map((row) => row.chat_user_id), callerId], 'SYEV', {
      cat: systemEventCategory.channelDeclineInvite,
      channel_url: url,
      channel_type: 'group',
      ts: now,
      data: {
        inviter: member.inviter_id ? userJson(users.get(member.inviter_id), member.inviter_id) : {},
        invitee: { ...userJson(users.get(callerId), callerId), state: 'none' },
        member_count: current.length,
        joined_member_count: current.filter((row) => row.state === 'joined').length,
      },
    });
  }

  async leave(callerId: string, url: string): Promise<void> {
    const now = this.now();
    const rows = await this.db.transaction(async (transaction) => {
      await this.requireMember(transaction, url, callerId, ['joined', 'invited']);
      await upsertMember(
        transaction,
        { channel_url: url, chat_user_id: callerId, state: 'left', role: 'none' },
        now,
      );
      return touchChannel(transaction, url, now);
    });
    await this.announceMembership(url, callerId, systemEventCategory.channelLeave, now, [callerId], rows);
  }

  async ban(
    callerId: string,
    url: string,
    userId: string,
    seconds: number,
    description: string,
  ): Promise<void> {
    const now = this.now();
    if (userId === callerId) throw invalidValue('user_id');
    const users = await loadChatUsers(this.db, [userId]);
    if (!users.has(userId)) throw notFound(userId);
    const before = await this.db.transaction(async (transaction) => {
      await this.requireOperator(transaction, url, callerId);
      const rows = currentMembers(await getMemberRows(transaction, url));
      await insertBan(transaction, { url, userId, bannedBy: callerId, description, seconds }, now);
      const existing = await getMemberRow(transaction, url, userId);
      if (existing)
        await upsertMember(
          transaction,
          { channel_url: url, chat_user_id: userId, state: 'banned', role: 'none' },
          now,
        );
      await touchChannel(transaction, url, now);
      return rows;
    });
    const endAt = seconds < 0 ? -1 : now + seconds * 1000;
    this.hub.deliver([...before.map((row) => row.chat_user_id), userId], 'SYEV', {
      cat: systemEventCategory.userBan,
      channel_url: url,
      channel_type: 'group',
      ts: now,
      data: {
        ...userJson(users.get(userId), userId),
        restriction_type: 'banned',
        description,
        end_at: endAt,
        member_count: before.length - 1,
        joined_member_count: before.filter((row) => row.state === 'joined' && row.chat_user_id !== userId)
          .length,
      },
    });
  }

  async unban(callerId: string, url: string, userId: string): Promise<void> {
    const now = this.now();
    const lifted = await this.db.transaction(async (transaction) => {
      await this.requireOperator(transaction, url, callerId);
      const removed = await deleteBan(transaction, url, userId);
      if (removed)
        await upsertMember(transaction, { channel_url: url, chat_user_id: userId, state: 'left' }, now);
      return removed;
    });
    if (!lifted) throw notFound(userId);
    const users = await loadChatUsers(this.db, [userId]);
    const rows = currentMembers(await getMemberRows(this.db, url));
    this.hub.deliver([...rows.map((row) => row.chat_user_id), userId], 'SYEV', {
      cat: systemEventCategory.userUnban,
      channel_url: url,
      channel_type: 'group',
      ts: now,
      data: userJson(users.get(userId), userId),
    });
  }

  async setOperators(
    callerId: string,
    url: string,
    userIds: readonly string[],
    role: 'operator' | 'none',
  ): Promise<void> {
    const now = this.now();
    await this.db.transaction(async (transaction) => {
      await this.requireOperator(transaction, url, callerId);
      const joined = new Set(
        (await getMemberRowsOf(transaction, url, userIds))
          .filter((member) => member.state === 'joined')
          .map((member) => member.chat_user_id),
      );
      const missing = userIds.find((userId) => !joined.has(userId));
      if (missing !== undefined) throw notFound(missing);
      await setRole(transaction, url, userIds, role);
      await touchChannel(transaction, url, now);
    });
    const rows = currentMembers(await getMemberRows(this.db, url));
    const operators = rows.filter((row) => row.role === 'operator' && row.state === 'joined');
    const users = await loadChatUsers(
      this.db,
      operators.map((row) => row.chat_user_id),
    );
    this.hub.deliver(
      rows.map((row) => row.chat_user_id),
      'SYEV',
      {
        cat: systemEventCategory.operatorUpdate,
        channel_url: url,
        channel_type: 'group',
        ts: now,
        data: { operators: operators.map((row) => userJson(users.get(row.chat_user_id), row.chat_user_id)) },
      },
    );
  }

  async operatorsOf(callerId: string, url: string): Promise<SendbirdJson[]> {
    await this.requireMember(this.db, url, callerId, ['joined', 'invited']);
    const operators = currentMembers(await getMemberRows(this.db, url)).filter(
      (row) => row.role === 'operator',
    );
    const users = await loadChatUsers(
      this.db,
      operators.map((row) => row.chat_user_id),
    );
    return operators.map((row) =>
      userJson(users.get(row.chat_user_id), row.chat_user_id, this.isOnline(row.chat_user_id)),
    );
  }

  async membersOf(callerId: string, url: string): Promise<SendbirdJson[]> {
    await this.requireMember(this.db, url, callerId, ['joined', 'invited']);
    const rows = currentMembers(await getMemberRows(this.db, url));
    const users = await loadChatUsers(
      this.db,
      rows.map((row) => row.chat_user_id),
    );
    return rows.map((row) => memberJson(row, users.get(row.chat_user_id), this.isOnline(row.chat_user_id)));
  }

  async bansOf(callerId: string, url: string) {
    await this.requireOperator(this.db, url, callerId);
    const { listBans } = await import('./chatChannels');
    const bans = await listBans(this.db, url, this.now());
    const users = await loadChatUsers(
      this.db,
      bans.map((ban) => ban.chat_user_id),
    );
    return bans.map((ban) => ({
      user: userJson(users.get(ban.chat_user_id), ban.chat_user_id),
      ...userJson(users.get(ban.chat_user_id), ban.chat_user_id),
      restriction_type: 'banned',
      description: ban.description,
      start_at: ban.created_at,
      end_at: ban.ends_at,
    }));
  }

  async updateChannel(
    callerId: string,
    url: string,
    changes: { name?: string; coverUrl?: string; customType?: string; data?: string },
  ): Promise<SendbirdJson> {
    const now = this.now();
    await this.db.transaction(async (transaction) => {
      await this.requireOperator(transaction, url, callerId);
      await updateChannelProperties(transaction, url, changes);
      await touchChannel(transaction, url, now);
    });
    const rows = currentMembers(await getMemberRows(this.db, url));
    this.hub.deliver(
      rows.map((row) => row.chat_user_id),
      'SYEV',
      {
        cat: systemEventCategory.propertyChanged,
        channel_url: url,
        channel_type: 'group',
        ts: now,
        data: {},
      },
    );
    return this.channelFor(callerId, url);
  }

  /** Changes metadata keys (`upsert` false refuses keys that exist, as the Platform API does). */
  async changeMetadata(
    callerId: string,
    url: string,
    change: {
      set?: Record<string, string>;
      remove?: readonly string[];
      upsert: boolean;
      createOnly?: boolean;
    },
  ): Promise<Record<string, string>> {
    const now = this.now();
    const result = await this.db.transaction(async (transaction) => {
      const { channel } = await this.requireMember(transaction, url, callerId, ['joined']);
      const metadata = { ...channel.metadata };
      const created: Record<string, string> = {};
      const updated: Record<string, string> = {};
      for (const [key, value] of Object.entries(change.set ?? {})) {
        if (typeof value !== 'string') throw invalidValue(`metadata.${key}`);
        if (key in metadata) {
          if (change.createOnly)
            throw new ChatServiceError(chatErrorCodes.duplicated, `"${key}" already exists.`);
          updated[key] = value;
        } else {
          if (!change.upsert && !change.createOnly) throw notFound(key);
          created[key] = value;
        }
        metadata[key] = value;
      }
      const deleted: string[] = [];
      for (const key of change.remove ?? []) {
        if (key in metadata) {
          delete metadata[key];
          deleted.push(key);
        }
      }
      await setMetadata(transaction, url, metadata);
      await touchChannel(transaction, url, now);
      return { metadata, created, updated, deleted, changed: { ...created, ...updated } };
    });
    const rows = currentMembers(await getMemberRows(this.db, url));
    this.hub.deliver(
      rows.map((row) => row.chat_user_id),
      'SYEV',
      {
        cat: systemEventCategory.metadataChanged,
        channel_url: url,
        channel_type: 'group',
        ts: now,
        data: { created: result.created, updated: result.updated, deleted: result.deleted },
      },
    );
    return result.changed;
  }

  async metadataOf(callerId: string, url: string, keys: readonly string[]): Promise<Record<string, string>> {
    const { channel } = await this.requireMember(this.db, url, callerId, ['joined', 'invited']);
    if (keys.length === 0) return channel.metadata;
    return Object.fromEntries(Object.entries(channel.metadata).filter(([key]) => keys.includes(key)));
  }

  /**
   * Stores and fans out a user or file message. The sender's socket receives it with its `req_id` (the
   * SDK's acknowledgement); a resend of an acknowledged request answers the stored message.
   */
  async sendMessage(
    callerId: string,
    message: Omit<NewMessage, 'senderId' | 'type'> & { type: 'MESG' | 'FILE' },
  ): Promise<{ json: SendbirdJson; created: boolean }> {
    const now = this.now();
    if (message.type === 'MESG' && message.body.length === 0) throw invalidValue('message');
    if (message.body.length > 10_000) throw invalidValue('message');
    const { row, created, members, broadcast, parent } = await this.db.transaction(async (transaction) => {
      const { channel, member } = await this.requireMember(transaction, message.channelUrl, callerId, [
        'joined',
      ]);
      const broadcast = isBroadcastList(channel);
      if (broadcast && member.role !== 'operator')
        throw notAuthorized('Only an operator can send to a broadcast list.');
      await requireMaySend(transaction, channel, member, now);
      // A reply quotes a message of the same channel that members still see.
      const parent: MessageRow | null = message.parentMessageId
        ? await getMessage(transaction, message.channelUrl, message.parentMessageId)
        : null;
      if (message.parentMessageId && !parent) throw invalidValue('parent_message_id');
      const inserted = await insertMessage(transaction, { ...message, senderId: callerId }, now);
      // One statement marks the channel changed, the sender's read mark, and answers who receives it.
      const members = inserted.created
        ? await touchChannel(transaction, message.channelUrl, now, {
            userId: callerId,
            at: inserted.row.created_at,
          })
        : currentMembers(await getMemberRows(transaction, message.channelUrl));
      return { ...inserted, members, broadcast, parent };
    });
    const users = await loadChatUsers(this.db, [
      callerId,
      ...row.mentioned_user_ids,
      ...(parent?.sender_id ? [parent.sender_id] : []),
    ]);
    const json = messageJson(row, users, parent);
    if (created && broadcast) {
      // A broadcast list's recipients never see the list (hidden to all but its creator): the message goes
      // to each of them in their direct chat with the sender instead.
      this.hub.deliver([callerId], row.message_type, json);
      await deliverBroadcastCopies(
        this.db,
        this.hub,
        {
          message: row,
          senderId: callerId,
          recipientIds: members.map((member) => member.chat_user_id),
        },
        now,
      );
    } else if (created) {
      // Only the sender's sockets get the request id (their acknowledgement); to the others it is news.
      const { req_id: _requestId, ...withoutRequestId } = json;
      this.hub.deliver([callerId], row.message_type, json);
      this.hub.deliver(
        members
          .filter((member) => member.state === 'joined' && member.chat_user_id !== callerId)
          .map((member) => member.chat_user_id),
        row.message_type,
        withoutRequestId,
      );
      if (row.message_type === 'MESG') await this.hooks.afterUserMessage?.(row);
    }
    return { json, created };
  }

  /**
   * Edits the caller's own user message (`MEDI`); the members hear the new text, and its previous text is
   * kept for compliance. The caller's sockets get it with `req_id` (the SDK's acknowledgement).
   */
  async editMessage(
    callerId: string,
    edit: { channelUrl: string; messageId: number; body?: string; data?: string; customType?: string },
    requestId: string,
  ): Promise<SendbirdJson> {
    const now = this.now();
    if (edit.body !== undefined && (edit.body.length === 0 || edit.body.length > 10_000))
      throw invalidValue('message');
    const { row, members } = await this.db.transaction(async (transaction) => {
      await this.requireMember(transaction, edit.channelUrl, callerId, ['joined']);
      const edited = await editMessage(transaction, { ...edit, editorId: callerId }, now);
      if (!edited.ok) throw revisionError(edited.refusal, edit.messageId);
      await touchChannel(transaction, edit.channelUrl, now);
      return {
        row: edited.row,
        members: currentMembers(await getMemberRows(transaction, edit.channelUrl)),
      };
    });
    const users = await loadChatUsers(this.db, [callerId, ...row.mentioned_user_ids]);
    const json = messageJson(row, users);
    const { req_id: _storedRequestId, ...withoutRequestId } = json;
    this.hub.deliver([callerId], 'MEDI', {
      ...withoutRequestId,
      ...(requestId ? { req_id: requestId } : {}),
    });
    this.hub.deliver(
      members
        .filter((member) => member.state === 'joined' && member.chat_user_id !== callerId)
        .map((member) => member.chat_user_id),
      'MEDI',
      withoutRequestId,
    );
    return json;
  }

  /** Deletes a message for the members (its sender, or an operator); compliance keeps it. */
  async deleteMessage(callerId: string, channelUrl: string, messageId: number): Promise<void> {
    const now = this.now();
    const { row, members } = await this.db.transaction(async (transaction) => {
      const { member } = await this.requireMember(transaction, channelUrl, callerId, ['joined']);
      const deleted = await deleteMessage(
        transaction,
        { channelUrl, messageId, userId: callerId, isOperator: member.role === 'operator' },
        now,
      );
      if (!deleted.ok) throw revisionError(deleted.refusal, messageId);
      await touchChannel(transaction, channelUrl, now);
      return { row: deleted.row, members: currentMembers(await getMemberRows(transaction, channelUrl)) };
    });
    this.hub.deliver(
      members.filter((member) => member.state === 'joined').map((member) => member.chat_user_id),
      'DELM',
      {
        channel_url: channelUrl,
        channel_type: 'group',
        msg_id: row.id,
        message_created_at: row.created_at,
        sender_id: row.sender_id ?? '',
      },
    );
  }

  /**
   * Sends an admin message (demo seed, system notices, a trade ticket's step taken by someone outside the
   * chat, such as a broker) to a channel's members. `customType` marks rich messages (`trade_ticket`).
   */
  async sendAdminMessage(url: string, body: string, data = '', customType = ''): Promise<MessageRow> {
    const now = this.now();
    const { row } = await insertMessage(
      this.db,
      { channelUrl: url, type: 'ADMM', senderId: null, body, data, customType },
      now,
    );
    await touchChannel(this.db, url, now);
    const members = currentMembers(await getMemberRows(this.db, url)).filter(
      (member) => member.state === 'joined',
    );
    this.hub.deliver(
      members.map((member) => member.chat_user_id),
      'ADMM',
      messageJson(row, new Map()),
    );
    return row;
  }

  /** Marks a channel read up to now; the other members hear a `READ`. */
  async markRead(callerId: string, url: string): Promise<{ ts: number; user: SendbirdJson }> {
    const now = this.now();
    await this.requireMember(this.db, url, callerId, ['joined']);
    await advanceReceipt(this.db, url, callerId, 'last_read_at', now);
    const users = await loadChatUsers(this.db, [callerId]);
    const user = userJson(users.get(callerId), callerId);
    const rows = currentMembers(await getMemberRows(this.db, url));
    this.hub.deliver(
      rows
        .filter((row) => row.chat_user_id !== callerId && row.state === 'joined')
        .map((row) => row.chat_user_id),
      'READ',
      { channel_url: url, channel_type: 'group', user, ts: now },
    );
    return { ts: now, user };
  }

  /** Marks messages delivered up to a time; the other members hear a `DLVR`. */
  async markDelivered(callerId: string, url: string, at?: number): Promise<number> {
    const now = this.now();
    const ts = Math.min(at ?? now, now);
    await this.requireMember(this.db, url, callerId, ['joined']);
    const moved = await advanceReceipt(this.db, url, callerId, 'delivered_at', ts);
    if (moved) this.#deliveries.add(url, callerId, ts);
    return ts;
  }

  /** Typing start or end, to the other joined members. */
  async typing(callerId: string, url: string, started: boolean): Promise<void> {
    const now = this.now();
    await this.requireMember(this.db, url, callerId, ['joined']);
    const users = await loadChatUsers(this.db, [callerId]);
    const rows = currentMembers(await getMemberRows(this.db, url));
    this.hub.deliver(
      rows
        .filter((row) => row.chat_user_id !== callerId && row.state === 'joined')
        .map((row) => row.chat_user_id),
      'SYEV',
      {
        cat: started ? systemEventCategory.typingStart : systemEventCategory.typingEnd,
        channel_url: url,
        channel_type: 'group',
        ts: now,
        data: userJson(users.get(callerId), callerId),
      },
    );
  }

  async announceMembership(
    url: string,
    userId: string,
    category: number,
    now: number,
    alsoTo: readonly string[] = [],
    /** The channel's current members, when the caller has just read them. */
    currentRows?: readonly MemberRow[],
  ) {
    const rows = currentRows ?? currentMembers(await getMemberRows(this.db, url));
    const users = await loadChatUsers(this.db, [userId]);
    const member = {
      ...userJson(users.get(userId), userId),
      state: category === systemEventCategory.channelJoin ? 'joined' : 'none',
    };
    this.hub.deliver([...rows.map((row) => row.chat_user_id), ...alsoTo], 'SYEV', {
      cat: category,
      channel_url: url,
      channel_type: 'group',
      ts: now,
      data: {
        ...member,
        users: [member],
        member_count: rows.length,
        joined_member_count: rows.filter((row) => row.state === 'joined').length,
      },
    });
  }
}
