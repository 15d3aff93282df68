import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';
import type { MessageRow, StoredFile } from './chatViews';

const messageColumns = sql`id, channel_url, message_type, sender_id, body, data, custom_type, request_id, file, created_at, updated_at`;

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
  if (message.requestId && message.senderId) {
    const existing = rowsOf(
      await db.execute(
        sql`SELECT ${messageColumns} FROM chat_messages WHERE sender_id = ${message.senderId} AND request_id = ${message.requestId}`,
      ),
    );
    if (existing[0]) return { row: toMessageRow(existing[0]), created: false };
  }
  const rows = rowsOf(
    await db.execute(sql`INSERT INTO chat_messages
      (channel_url, message_type, sender_id, body, data, custom_type, request_id, file, created_at)
      VALUES (${message.channelUrl}, ${message.type}, ${message.senderId}, ${message.body}, ${message.data ?? ''},
        ${message.customType ?? ''}, ${message.requestId ?? null}, ${message.file ? JSON.stringify(message.file) : null}::jsonb,
        GREATEST(${now}::double precision,
          COALESCE((SELECT max(created_at) + 1 FROM chat_messages WHERE channel_url = ${message.channelUrl}), 0)))
      RETURNING ${messageColumns}`),
  );
  return { row: toMessageRow(rows[0] as Record<string, unknown>), created: true };
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
            WHERE channel_url = ${query.channelUrl} AND created_at >= ${query.visibleFrom}
              AND created_at ${query.include ? sql`<=` : sql`<`} ${query.messageTimestamp} ${typeFilter}
            ORDER BY created_at DESC, id DESC LIMIT ${query.previousLimit}`),
        ).map(toMessageRow)
      : [];
  const newer =
    query.nextLimit > 0
      ? rowsOf(
          await db.execute(sql`SELECT ${messageColumns} FROM chat_messages
            WHERE channel_url = ${query.channelUrl} AND created_at >= ${query.visibleFrom}
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
      WHERE channel_url = ${channelUrl} AND created_at >= ${range.from} AND created_at <= ${range.to}
      ORDER BY created_at ${direction}, id ${direction} LIMIT ${range.limit + 1}`),
  ).map(toMessageRow);
  return { rows: rows.slice(0, range.limit), hasMore: rows.length > range.limit };
}

/** The newest message of a channel, or null. */
export async function lastMessage(db: DbOrTransaction, channelUrl: string): Promise<MessageRow | null> {
  const rows = rowsOf(
    await db.execute(
      sql`SELECT ${messageColumns} FROM chat_messages WHERE channel_url = ${channelUrl} ORDER BY created_at DESC, id DESC LIMIT 1`,
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
      sql`SELECT ${messageColumns} FROM chat_messages WHERE channel_url = ${channelUrl} AND id = ${messageId}`,
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
      WHERE channel_url = ${channelUrl} AND created_at > ${after} AND (sender_id IS NULL OR sender_id <> ${userId})`),
  );
  return Number(rows[0]?.unread ?? 0);
}
