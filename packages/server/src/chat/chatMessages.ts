import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';
import type { MessageRow, StoredFile, StoredReaction } from './chatViews';

const messageColumns = sql`id, channel_url, message_type, sender_id, body, data, custom_type, request_id, file, created_at, updated_at,
  deleted_at, parent_message_id, mentioned_user_ids,
  (SELECT COALESCE(jsonb_agg(jsonb_build_object('key', r.reaction, 'user_id', r.chat_user_id, 'at', r.created_at)
    ORDER BY r.created_at), '[]'::jsonb) FROM chat_reactions r WHERE r.message_id = chat_messages.id) AS reactions`;
/** What members see: a deleted message stays stored (for compliance) but is no longer listed. */
const visible = sql`deleted_at IS NULL`;

/** A stored message from a query row (any query selecting the message columns). */
export function toMessageRow(row: Record<string, unknown>): MessageRow {
  return {
    id: Number(row.id),
    channel_url: String(row.channel_url),
    message_type: row.message_type as MessageRow['message_type'],
    sender_id: row.sender_id === null ? null : String(row.sender_id),
    body: String(row.body ?? ''),
    data: String(row.data ?? ''),
    custom_type: String(row.custom_type ?? ''),
    request_id: row.request_id === null ? null : String(row.request_id),
    file: (typeof row.file === 'string' ? JSON.parse(row.file) : row.file) as StoredFile | null,
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    deleted_at: row.deleted_at === null || row.deleted_at === undefined ? null : Number(row.deleted_at),
    parent_message_id:
      row.parent_message_id === null || row.parent_message_id === undefined
        ? null
        : Number(row.parent_message_id),
    mentioned_user_ids: (typeof row.mentioned_user_ids === 'string'
      ? JSON.parse(row.mentioned_user_ids)
      : (row.mentioned_user_ids ?? [])) as string[],
    reactions: (typeof row.reactions === 'string'
      ? JSON.parse(row.reactions)
      : (row.reactions ?? [])) as StoredReaction[],
  };
}

/** What a new message carries. */
export interface NewMessage {
  channelUrl: string;
  type: MessageRow['message_type'];
  senderId: string | null;
  body: string;
  data?: string;
  customType?: string;
  requestId?: string | null;
  file?: StoredFile | null;
  /** The message this one replies to (a quoted reply), in the same channel. */
  parentMessageId?: number | null;
  /** Users the message mentions (`mention_type` users). */
  mentionedUserIds?: readonly string[];
}

/**
 * Stores a message. A request id the sender already used in this channel answers the stored message
 * (`created: false`): the SDK resends unacknowledged commands after a reconnect, and the message must not
 * appear twice. Creation times only move forward within a channel, so that `message_ts` paging is exact.
 */
export async function insertMessage(
  db: DbOrTransaction,
  message: NewMessage,
  now: number,
): Promise<{ row: MessageRow; created: boolean }> {
  const rows = rowsOf(
    await db.execute(sql`INSERT INTO chat_messages
      (channel_url, message_type, sender_id, body, data, custom_type, request_id, file, parent_message_id,
        mentioned_user_ids, created_at)
      VALUES (${message.channelUrl}, ${message.type}, ${message.senderId}, ${message.body}, ${message.data ?? ''},
        ${message.customType ?? ''}, ${message.requestId ?? null}, ${message.file ? JSON.stringify(message.file) : null}::jsonb,
        ${message.parentMessageId ?? null}, ${JSON.stringify(message.mentionedUserIds ?? [])}::jsonb,
        GREATEST(${now}::double precision,
          COALESCE((SELECT max(created_at) + 1 FROM chat_messages WHERE channel_url = ${message.channelUrl}), 0)))
      ON CONFLICT (sender_id, request_id) WHERE request_id IS NOT NULL DO NOTHING
      RETURNING ${messageColumns}`),
  );
  if (rows[0]) return { row: toMessageRow(rows[0]), created: true };
  // The sender's request id is taken: a resend (one statement for a new message, two for a resend).
  const existing = rowsOf(
    await db.execute(
      sql`SELECT ${messageColumns} FROM chat_messages WHERE sender_id = ${message.senderId} AND request_id = ${message.requestId ?? null}`,
    ),
  );
  if (!existing[0])
    throw new Error('A message insert neither stored a row nor found the one it conflicted with.');
  return { row: toMessageRow(existing[0]), created: false };
}

/** The query of `GET …/messages`: around a timestamp, older and newer. */
export interface MessageListQuery {
  channelUrl: string;
  /** The pivot time (ms). */
  messageTimestamp: number;
  previousLimit: number;
  nextLimit: number;
  /** Whether messages exactly at the pivot are included. */
  include: boolean;
  /** Newest first when true. */
  reverse: boolean;
  /** `MESG`, `FILE` or `ADMM`; empty: all. */
  messageType: string;
  /** Messages before this time (a member's join or a ban) are not shown; 0: all. */
  visibleFrom: number;
}

/** Messages around a timestamp, as `GET /v3/group_channels/{url}/messages` answers them. */
export async function listMessages(db: DbOrTransaction, query: MessageListQuery): Promise<MessageRow[]> {
  const typeFilter = query.messageType ? sql`AND message_type = ${query.messageType}` : sql``;
  const older =
    query.previousLimit > 0
      ? rowsOf(
          await db.execute(sql`SELECT ${messageColumns} FROM chat_messages
            WHERE channel_url = ${query.channelUrl} AND created_at >= ${query.visibleFrom} AND ${visible}
              AND created_at ${query.include ? sql`<=` : sql`<`} ${query.messageTimestamp} ${typeFilter}
            ORDER BY created_at DESC, id DESC LIMIT ${query.previousLimit}`),
        ).map(toMessageRow)
      : [];
  const newer =
    query.nextLimit > 0
      ? rowsOf(
          await db.execute(sql`SELECT ${messageColumns} FROM chat_messages
            WHERE channel_url = ${query.channelUrl} AND created_at >= ${query.visibleFrom} AND ${visible}
              AND created_at > ${query.messageTimestamp} ${typeFilter}
            ORDER BY created_at ASC, id ASC LIMIT ${query.nextLimit}`),
        ).map(toMessageRow)
      : [];
  const all = [...older.reverse(), ...newer];
  return query.reverse ? all.reverse() : all;
}

/** One side of a gap: the messages in a time range (inclusive), at most `limit`, and whether more exist. */
export async function listMessagesBetween(
  db: DbOrTransaction,
  channelUrl: string,
  range: { from: number; to: number; limit: number; newestFirst: boolean },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  if (range.to < range.from || range.limit <= 0) return { rows: [], hasMore: false };
  const direction = range.newestFirst ? sql`DESC` : sql`ASC`;
  const rows = rowsOf(
    await db.execute(sql`SELECT ${messageColumns} FROM chat_messages
      WHERE channel_url = ${channelUrl} AND created_at >= ${range.from} AND created_at <= ${range.to} AND ${visible}
      ORDER BY created_at ${direction}, id ${direction} LIMIT ${range.limit + 1}`),
  ).map(toMessageRow);
  return { rows: rows.slice(0, range.limit), hasMore: rows.length > range.limit };
}

/** The newest message of a channel, or null. */
export async function lastMessage(db: DbOrTransaction, channelUrl: string): Promise<MessageRow | null> {
  const rows = rowsOf(
    await db.execute(
      sql`SELECT ${messageColumns} FROM chat_messages WHERE channel_url = ${channelUrl} AND ${visible} ORDER BY created_at DESC, id DESC LIMIT 1`,
    ),
  );
  return rows[0] ? toMessageRow(rows[0]) : null;
}

/** One message of a channel, or null. */
export async function getMessage(
  db: DbOrTransaction,
  channelUrl: string,
  messageId: number,
): Promise<MessageRow | null> {
  const rows = rowsOf(
    await db.execute(
      sql`SELECT ${messageColumns} FROM chat_messages WHERE channel_url = ${channelUrl} AND id = ${messageId} AND ${visible}`,
    ),
  );
  return rows[0] ? toMessageRow(rows[0]) : null;
}

/** Messages of others after a time: a member's unread count. */
export async function countUnread(
  db: DbOrTransaction,
  channelUrl: string,
  userId: string,
  after: number,
): Promise<number> {
  const rows = rowsOf(
    await db.execute(sql`SELECT count(*)::integer AS unread FROM chat_messages
      WHERE channel_url = ${channelUrl} AND created_at > ${after} AND ${visible}
        AND (sender_id IS NULL OR sender_id <> ${userId})`),
  );
  return Number(rows[0]?.unread ?? 0);
}

/** What a member searches for (`GET /v3/search/messages`). */
export interface MessageSearch {
  /** The member: only channels they have joined are searched. */
  userId: string;
  keyword: string;
  /** One channel of theirs only; '' for all. */
  channelUrl: string;
  limit: number;
  /** Results after this many (the previous page's cursor). */
  offset: number;
  /** Oldest first when true; default newest first. */
  oldestFirst: boolean;
  /** Only messages created within these times (epoch ms), when given. */
  from: number | null;
  to: number | null;
}

/**
 * User and file messages whose text contains the keyword (case-insensitive), in the channels the member
 * has joined and only there: a channel they never joined, left or were banned from is never searched.
 */
export async function searchMessages(
  db: DbOrTransaction,
  search: MessageSearch,
): Promise<{ rows: MessageRow[]; total: number }> {
  const pattern = `%${search.keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const where = sql`channel_url IN (SELECT channel_url FROM chat_members
      WHERE chat_user_id = ${search.userId} AND state = 'joined')
    AND ${visible} AND message_type IN ('MESG', 'FILE') AND body ILIKE ${pattern}
    ${search.channelUrl ? sql`AND channel_url = ${search.channelUrl}` : sql``}
    ${search.from !== null ? sql`AND created_at >= ${search.from}` : sql``}
    ${search.to !== null ? sql`AND created_at <= ${search.to}` : sql``}`;
  const direction = search.oldestFirst ? sql`ASC` : sql`DESC`;
  const rows = rowsOf(
    await db.execute(sql`SELECT ${messageColumns} FROM chat_messages WHERE ${where}
      ORDER BY created_at ${direction}, id ${direction} LIMIT ${search.limit} OFFSET ${search.offset}`),
  ).map(toMessageRow);
  const counted = rowsOf(
    await db.execute(sql`SELECT count(*)::integer AS total FROM chat_messages WHERE ${where}`),
  );
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** Why an edit or a delete is refused. */
export type MessageRevisionRefusal = 'not-found' | 'not-sender' | 'not-editable';

/**
 * Edits a message's text (its sender only; user messages only), keeping what it said before in
 * `chat_message_revisions`. Runs in the caller's transaction.
 */
export async function editMessage(
  db: DbOrTransaction,
  edit: {
    channelUrl: string;
    messageId: number;
    editorId: string;
    body?: string;
    data?: string;
    customType?: string;
  },
  now: number,
): Promise<
  { ok: true; row: MessageRow; previousBody: string } | { ok: false; refusal: MessageRevisionRefusal }
> {
  const rows = rowsOf(
    await db.execute(sql`SELECT ${messageColumns} FROM chat_messages
      WHERE channel_url = ${edit.channelUrl} AND id = ${edit.messageId} AND ${visible} FOR UPDATE`),
  );
  if (!rows[0]) return { ok: false, refusal: 'not-found' };
  const current = toMessageRow(rows[0]);
  if (current.sender_id !== edit.editorId) return { ok: false, refusal: 'not-sender' };
  if (current.message_type !== 'MESG') return { ok: false, refusal: 'not-editable' };
  await db.execute(sql`INSERT INTO chat_message_revisions
    (message_id, channel_url, kind, previous_body, previous_data, revised_by, revised_at)
    VALUES (${current.id}, ${current.channel_url}, 'edit', ${current.body}, ${current.data}, ${edit.editorId}, ${now})`);
  const updated = rowsOf(
    await db.execute(sql`UPDATE chat_messages SET body = ${edit.body ?? current.body},
      data = ${edit.data ?? current.data}, custom_type = ${edit.customType ?? current.custom_type},
      updated_at = GREATEST(${now}::double precision, updated_at + 1)
      WHERE id = ${current.id} RETURNING ${messageColumns}`),
  );
  return { ok: true, row: toMessageRow(updated[0] as Record<string, unknown>), previousBody: current.body };
}

/**
 * Deletes a message for its channel's members (its sender, or an operator): the row stays, marked
 * `deleted_at`, and its text is kept as a revision, so that compliance still reads it.
 */
export async function deleteMessage(
  db: DbOrTransaction,
  removal: { channelUrl: string; messageId: number; userId: string; isOperator: boolean },
  now: number,
): Promise<{ ok: true; row: MessageRow } | { ok: false; refusal: MessageRevisionRefusal }> {
  const rows = rowsOf(
    await db.execute(sql`SELECT ${messageColumns} FROM chat_messages
      WHERE channel_url = ${removal.channelUrl} AND id = ${removal.messageId} AND ${visible} FOR UPDATE`),
  );
  if (!rows[0]) return { ok: false, refusal: 'not-found' };
  const current = toMessageRow(rows[0]);
  if (current.sender_id !== removal.userId && !removal.isOperator)
    return { ok: false, refusal: 'not-sender' };
  await db.execute(sql`INSERT INTO chat_message_revisions
    (message_id, channel_url, kind, previous_body, previous_data, revised_by, revised_at)
    VALUES (${current.id}, ${current.channel_url}, 'delete', ${current.body}, ${current.data}, ${removal.userId}, ${now})`);
  const updated = rowsOf(
    await db.execute(sql`UPDATE chat_messages SET deleted_at = ${now},
      updated_at = GREATEST(${now}::double precision, updated_at + 1)
      WHERE id = ${current.id} RETURNING ${messageColumns}`),
  );
  return { ok: true, row: toMessageRow(updated[0] as Record<string, unknown>) };
}

/** A channel's edits and deletions after a time (the SDK's message changelog), oldest change first. */
export async function messageChangesSince(
  db: DbOrTransaction,
  channelUrl: string,
  since: number,
  limit: number,
): Promise<{ updated: MessageRow[]; deleted: MessageRow[]; hasMore: boolean; lastChange: number }> {
  const rows = rowsOf(
    await db.execute(sql`SELECT ${messageColumns} FROM chat_messages
      WHERE channel_url = ${channelUrl} AND updated_at > ${since}
      ORDER BY updated_at, id LIMIT ${limit + 1}`),
  ).map(toMessageRow);
  const page = rows.slice(0, limit);
  return {
    updated: page.filter((row) => row.deleted_at === null),
    deleted: page.filter((row) => row.deleted_at !== null),
    hasMore: rows.length > limit,
    lastChange: page.at(-1)?.updated_at ?? since,
  };
}

/** One earlier state of a message: what it said before an edit, or before its deletion. */
export interface MessageRevision {
  messageId: number;
  kind: 'edit' | 'delete';
  previousBody: string;
  revisedBy: string;
  revisedAt: number;
}

/** The revisions of these messages, oldest first (compliance's history). */
export async function revisionsOf(
  db: DbOrTransaction,
  messageIds: readonly number[],
): Promise<Map<number, MessageRevision[]>> {
  const found = new Map<number, MessageRevision[]>();
  if (messageIds.length === 0) return found;
  const rows = rowsOf(
    await db.execute(sql`SELECT message_id, kind, previous_body, revised_by, revised_at FROM chat_message_revisions
      WHERE message_id IN (${sql.join(
        [...new Set(messageIds)].map((id) => sql`${id}`),
        sql`, `,
      )}) AND kind IN ('edit', 'delete') ORDER BY message_id, id`),
  );
  for (const row of rows) {
    const messageId = Number(row.message_id);
    const list = found.get(messageId) ?? [];
    list.push({
      messageId,
      kind: row.kind === 'delete' ? 'delete' : 'edit',
      previousBody: String(row.previous_body),
      revisedBy: String(row.revised_by),
      revisedAt: Number(row.revised_at),
    });
    found.set(messageId, list);
  }
  return found;
}

/** What a member did to a message besides editing or deleting it, kept for compliance. */
export type MessageActivityKind = 'reaction_added' | 'reaction_removed' | 'pinned' | 'unpinned';

/** One reaction added or removed, or one pin or unpin, with who and when. */
export interface MessageActivity {
  messageId: number;
  kind: MessageActivityKind;
  /** The reaction's key for a reaction; empty for a pin. */
  reaction: string;
  userId: string;
  at: number;
}

const activityKinds: readonly MessageActivityKind[] = [
  'reaction_added',
  'reaction_removed',
  'pinned',
  'unpinned',
];

/**
 * Records a reaction added or removed, or a pin or unpin, in `chat_message_revisions` beside the edits and
 * deletions (its `kind` says which; `previous_body` holds the reaction's key): reactions and pins are rows
 * that go when taken back, and compliance must still read that they were there. Runs in the caller's
 * transaction.
 */
export async function recordMessageActivity(
  db: DbOrTransaction,
  activity: {
    messageId: number;
    channelUrl: string;
    kind: MessageActivityKind;
    detail: string;
    userId: string;
  },
  now: number,
): Promise<void> {
  await db.execute(sql`INSERT INTO chat_message_revisions
    (message_id, channel_url, kind, previous_body, previous_data, revised_by, revised_at)
    VALUES (${activity.messageId}, ${activity.channelUrl}, ${activity.kind}, ${activity.detail}, '',
      ${activity.userId}, ${now})`);
}

/**
 * The reactions and pins of these messages, oldest first (compliance's view). The ids travel as one JSON
 * parameter: a download reads up to 50,000 messages, more than a statement's parameters allow.
 */
export async function activityOf(
  db: DbOrTransaction,
  messageIds: readonly number[],
): Promise<Map<number, MessageActivity[]>> {
  const found = new Map<number, MessageActivity[]>();
  if (messageIds.length === 0) return found;
  const rows = rowsOf(
    await db.execute(sql`SELECT message_id, kind, previous_body, revised_by, revised_at FROM chat_message_revisions
      WHERE message_id IN (SELECT jsonb_array_elements_text(${JSON.stringify([...new Set(messageIds)])}::jsonb)::integer)
        AND kind IN ('reaction_added', 'reaction_removed', 'pinned', 'unpinned')
      ORDER BY message_id, revised_at, id`),
  );
  for (const row of rows) {
    const kind = activityKinds.find((candidate) => candidate === row.kind);
    if (!kind) continue;
    const messageId = Number(row.message_id);
    const list = found.get(messageId) ?? [];
    list.push({
      messageId,
      kind,
      reaction: String(row.previous_body),
      userId: String(row.revised_by),
      at: Number(row.revised_at),
    });
    found.set(messageId, list);
  }
  return found;
}
