import type { ChatUser } from './chatUsers';

/** JSON the Sendbird SDK parses, built from our rows. Field names are the Platform API's. */
export type SendbirdJson = Record<string, unknown>;

/** A user as the SDK reads it (`User`). Online state is what the socket hub knows in this process. */
export function userJson(user: ChatUser | undefined, userId: string, isOnline = false): SendbirdJson {
  return {
    user_id: userId,
    nickname: user?.nickname ?? '',
    profile_url: user?.profileUrl ?? '',
    require_auth_for_profile_image: false,
    metadata: user?.metadata ?? {},
    is_online: isOnline,
    is_active: user?.isActive ?? false,
    last_seen_at: 0,
  };
}

/** A stored message row (see `chatMessages.ts`). */
export interface MessageRow {
  id: number;
  channel_url: string;
  message_type: 'MESG' | 'FILE' | 'ADMM';
  sender_id: string | null;
  body: string;
  data: string;
  custom_type: string;
  request_id: string | null;
  file: StoredFile | null;
  created_at: number;
  updated_at: number;
  /** When members stopped seeing it (deleted; kept for compliance), or null. */
  deleted_at: number | null;
  parent_message_id: number | null;
  mentioned_user_ids: string[];
  /** Who reacted with what, oldest first (absent where not loaded: none). */
  reactions?: StoredReaction[];
}

/** One user's reaction on a message, as stored. */
export interface StoredReaction {
  key: string;
  user_id: string;
  at: number;
}

/** Reactions as the SDK reads them (`Reaction`): per key, who reacted and when it last changed. */
function reactionsJson(reactions: readonly StoredReaction[]): SendbirdJson[] {
  const byKey = new Map<string, { user_ids: string[]; updated_at: number }>();
  for (const reaction of reactions) {
    const entry = byKey.get(reaction.key) ?? { user_ids: [], updated_at: 0 };
    entry.user_ids.push(reaction.user_id);
    entry.updated_at = Math.max(entry.updated_at, reaction.at);
    byKey.set(reaction.key, entry);
  }
  return [...byKey].map(([key, entry]) => ({ key, ...entry }));
}

/** A file message's file, as stored on the message. */
export interface StoredFile {
  url: string;
  name: string;
  type: string;
  size: number;
  thumbnails: { url: string; width: number; height: number; real_width: number; real_height: number }[];
}

/** A message as the SDK reads it (`UserMessage`, `FileMessage`, `AdminMessage`). */
export function messageJson(
  row: MessageRow,
  users: ReadonlyMap<string, ChatUser>,
  /** The message this one replies to, when known: the SDK shows it as `parentMessage`. */
  parent?: MessageRow | null,
): SendbirdJson {
  const base: SendbirdJson = {
    type: row.message_type,
    msg_id: row.id,
    message_id: row.id,
    channel_url: row.channel_url,
    channel_type: 'group',
    data: row.data,
    custom_type: row.custom_type,
    created_at: row.created_at,
    updated_at: row.updated_at,
    mention_type: 'users',
    mentioned_users: row.mentioned_user_ids.map((userId) => userJson(users.get(userId), userId)),
    mentioned_user_ids: row.mentioned_user_ids,
    ...(row.parent_message_id ? { parent_message_id: row.parent_message_id } : {}),
    ...(parent
      ? {
          parent_message_info: {
            message: parent.body,
            ts: parent.created_at,
            type: parent.message_type,
            custom_type: parent.custom_type,
            ...(parent.sender_id ? { user: userJson(users.get(parent.sender_id), parent.sender_id) } : {}),
          },
        }
      : {}),
    reactions: reactionsJson(row.reactions ?? []),
    is_op_msg: false,
    silent: false,
    message_survival_seconds: -1,
    translations: {},
  };
  if (row.request_id) base.req_id = row.request_id;
  if (row.sender_id) base.user = userJson(users.get(row.sender_id), row.sender_id);
  if (row.message_type === 'MESG' || row.message_type === 'ADMM') return { ...base, message: row.body };
  const file = row.file ?? { url: '', name: '', type: '', size: 0, thumbnails: [] };
  return {
    ...base,
    message: row.body,
    custom: row.data,
    url: file.url,
    name: file.name,
    type: 'FILE',
    file: { url: file.url, name: file.name, type: file.type, size: file.size, data: row.data },
    thumbnails: file.thumbnails,
    // The SDK then appends the session's file key to `url` and the thumbnails' urls (`?auth=…`).
    require_auth: true,
  };
}
