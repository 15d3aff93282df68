import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';

/** What a channel view adds for the desk's features, read in one round trip. */
export interface ChannelDeskState {
  /** Pinned messages members still see, the latest pin first. */
  pinnedMessageIds: number[];
  /** Members muted now. */
  mutedUserIds: Set<string>;
  /** The viewer's unread messages that mention them. */
  unreadMentionCount: number;
}

/**
 * The pins, the mutes in force and the viewer's unread mentions of a channel, in one query (a channel view
 * is built for every channel of a list: one round trip, not three).
 */
export async function channelDeskState(
  db: DbOrTransaction,
  url: string,
  viewer: { userId: string; readUpTo: number; joined: boolean },
  now: number,
): Promise<ChannelDeskState> {
  const rows = rowsOf(
    await db.execute(sql`SELECT
      (SELECT COALESCE(jsonb_agg(p.message_id ORDER BY p.pinned_at DESC, p.message_id DESC), '[]'::jsonb)
        FROM chat_pinned_messages p JOIN chat_messages m ON m.id = p.message_id AND m.deleted_at IS NULL
        WHERE p.channel_url = ${url}) AS pinned,
      (SELECT COALESCE(jsonb_agg(chat_user_id), '[]'::jsonb) FROM chat_mutes
        WHERE channel_url = ${url} AND (ends_at < 0 OR ends_at > ${now})) AS muted,
      ${
        viewer.joined
          ? sql`(SELECT count(*)::integer FROM chat_messages WHERE channel_url = ${url}
              AND created_at > ${viewer.readUpTo} AND deleted_at IS NULL
              AND (sender_id IS NULL OR sender_id <> ${viewer.userId})
              AND mentioned_user_ids ? ${viewer.userId})`
          : sql`0`
      } AS mentions`),
  );
  const row = rows[0] ?? {};
  const parse = (value: unknown): unknown[] =>
    (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as unknown[];
  return {
    pinnedMessageIds: parse(row.pinned).map(Number),
    mutedUserIds: new Set(parse(row.muted).map(String)),
    unreadMentionCount: Number(row.mentions ?? 0),
  };
}
