import type { DbOrTransaction } from '../database/connection';
import { getChannel, getMemberRows, type ChannelRow, type MemberRow } from './chatChannels';
import { channelDeskState } from './chatChannelDeskState';
import { countUnread, getMessage, lastMessage } from './chatMessages';
import { loadChatUsers, type ChatUser } from './chatUsers';
import { messageJson, userJson, type SendbirdJson } from './chatViews';

/** Options of a channel view (the `show_*` query flags). */
export interface ChannelViewOptions {
  showMetadata?: boolean;
}

/** Current members (joined or invited) of a channel. */
export function currentMembers(rows: readonly MemberRow[]): MemberRow[] {
  return rows.filter((row) => row.state === 'joined' || row.state === 'invited');
}

/** A member as the SDK reads it (`Member`). */
export function memberJson(
  row: MemberRow,
  user: ChatUser | undefined,
  isOnline: boolean,
  /** Whether an operator muted them in this channel. Default false. */
  isMuted = false,
): SendbirdJson {
  return {
    ...userJson(user, row.chat_user_id, isOnline),
    state: row.state === 'invited' ? 'invited' : 'joined',
    role: row.role === 'operator' ? 'operator' : '',
    is_muted: isMuted,
    is_blocked_by_me: false,
    is_blocking_me: false,
  };
}

/**
 * A group channel as one user sees it: members, their read and delivery marks, the viewer's state, unread
 * count and the last message. Null when the channel does not exist.
 */
export async function channelJson(
  db: DbOrTransaction,
  url: string,
  viewerId: string,
  isOnline: (userId: string) => boolean,
  options: ChannelViewOptions = {},
  preloaded?: { channel: ChannelRow; members: MemberRow[] },
): Promise<SendbirdJson | null> {
  const channel = preloaded?.channel ?? (await getChannel(db, url));
  if (!channel) return null;
  const memberRows = preloaded?.members ?? (await getMemberRows(db, url));
  const members = currentMembers(memberRows);
  const viewer = memberRows.find((row) => row.chat_user_id === viewerId);
  const last = await lastMessage(db, url);
  const readUpTo = viewer ? Math.max(viewer.last_read_at, viewer.joined_at - 1) : 0;
  // A timed mute ends by the wall clock, as the service's own clock reads it in production.
  const desk = await channelDeskState(
    db,
    url,
    { userId: viewerId, readUpTo, joined: viewer?.state === 'joined' },
    Date.now(),
  );
  const pinnedIds = desk.pinnedMessageIds;
  const lastPinned = pinnedIds[0] ? await getMessage(db, url, pinnedIds[0]) : null;
  const userIds = [
    ...(lastPinned?.sender_id ? [lastPinned.sender_id] : []),
    ...members.map((row) => row.chat_user_id),
    ...(channel.created_by ? [channel.created_by] : []),
    ...(viewer?.inviter_id ? [viewer.inviter_id] : []),
    ...(last?.sender_id ? [last.sender_id] : []),
  ];
  const users = await loadChatUsers(db, userIds);
  const joined = members.filter((row) => row.state === 'joined');
  const viewerState = viewer?.state === 'joined' || viewer?.state === 'invited' ? viewer.state : 'none';
  const unread = viewer?.state === 'joined' ? await countUnread(db, url, viewerId, readUpTo) : 0;
  const unreadMentions = desk.unreadMentionCount;
  const mutedIds = desk.mutedUserIds;
  const json: SendbirdJson = {
    channel_url: channel.url,
    channel_type: 'group',
    name: channel.name,
    cover_url: channel.cover_url,
    custom_type: channel.custom_type,
    data: channel.data,
    created_at: Math.floor(channel.created_at / 1000),
    created_by: channel.created_by ? userJson(users.get(channel.created_by), channel.created_by) : null,
    freeze: channel.is_frozen,
    is_ephemeral: false,
    is_distinct: channel.is_distinct,
    is_super: false,
    is_broadcast: channel.is_broadcast,
    is_public: false,
    is_exclusive: false,
    is_discoverable: false,
    is_access_code_required: false,
    member_count: members.length,
    joined_member_count: joined.length,
    members: members.map((row) =>
      memberJson(
        row,
        users.get(row.chat_user_id),
        isOnline(row.chat_user_id),
        mutedIds.has(row.chat_user_id),
      ),
    ),
    member_state: viewerState,
    my_role: viewer?.role === 'operator' && viewerState === 'joined' ? 'operator' : 'none',
    is_muted: mutedIds.has(viewerId),
    count_preference: 'all',
    push_trigger_option: 'default',
    hidden_state: 'unhidden',
    user_last_read: viewer?.last_read_at ?? 0,
    unread_message_count: unread,
    unread_mention_count: unreadMentions,
    pinned_message_ids: pinnedIds,
    latest_pinned_message: lastPinned ? messageJson(lastPinned, users) : null,
    last_message: last ? messageJson(last, users) : null,
    read_receipt: Object.fromEntries(joined.map((row) => [row.chat_user_id, row.last_read_at])),
    delivery_receipt: Object.fromEntries(
      joined.map((row) => [row.chat_user_id, Math.max(row.delivered_at, row.last_read_at)]),
    ),
    inviter:
      viewer?.state === 'invited' && viewer.inviter_id
        ? userJson(users.get(viewer.inviter_id), viewer.inviter_id)
        : null,
    invited_at: viewer?.invited_at ?? 0,
    joined_ts: viewerState === 'joined' ? Math.floor((viewer?.joined_at ?? 0) / 1000) : 0,
    ts_message_offset: 0,
    message_survival_seconds: -1,
  };
  if (options.showMetadata) {
    json.metadata = channel.metadata;
    json.ts = channel.updated_at;
  }
  return json;
}
