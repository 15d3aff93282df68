import { sql } from 'drizzle-orm';
import type { QuoteChannel } from '@bondkit/core';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';

/**
 * The chats a dealer can share a quote in (private runs are "quotes that come from chats"): the chats
 * `viewer` has joined, broadcasts aside, where at least one other joined member is at another firm than
 * `viewer.clientId`; latest activity first, each with its other members' names and firms (a direct chat
 * has no name of its own).
 */
export async function quoteChannelsOf(
  db: DbOrTransaction,
  viewer: { chatUserId: string; clientId: number },
): Promise<QuoteChannel[]> {
  const rows = rowsOf(
    await db.execute(sql`
        SELECT ch.url, ch.name, ch.custom_type, ch.updated_at,
          u.first_name, u.last_name, COALESCE(c.brand_name, c.name) AS firm, a.client_id
        FROM chat_members me
        JOIN chat_channels ch ON ch.url = me.channel_url
        JOIN chat_members other ON other.channel_url = ch.url AND other.state = 'joined'
          AND other.chat_user_id <> me.chat_user_id
        JOIN users u ON u.unique_id = other.chat_user_id
        JOIN LATERAL (SELECT * FROM user_accounts x WHERE x.user_id = u.id AND x.status = 'active'
          ORDER BY x.id LIMIT 1) a ON true
        JOIN clients c ON c.id = a.client_id
        WHERE me.chat_user_id = ${viewer.chatUserId} AND me.state = 'joined' AND NOT ch.is_broadcast
        ORDER BY ch.updated_at DESC, ch.url, u.first_name, u.last_name`),
  );
  const channels = new Map<string, QuoteChannel & { otherFirm: boolean }>();
  for (const row of rows) {
    const url = String(row.url);
    const channel = channels.get(url) ?? {
      channel_url: url,
      name: String(row.name ?? ''),
      custom_type: String(row.custom_type ?? ''),
      members: [],
      otherFirm: false,
    };
    channel.members.push({
      name: `${String(row.first_name)} ${String(row.last_name ?? '')}`.trim(),
      firm: String(row.firm),
    });
    if (Number(row.client_id) !== viewer.clientId) channel.otherFirm = true;
    channels.set(url, channel);
  }
  return [...channels.values()]
    .filter((channel) => channel.otherFirm)
    .map(({ otherFirm: _otherFirm, ...channel }) => channel);
}
