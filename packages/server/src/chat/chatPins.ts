import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';

/** Pins a message to its channel; false when it was pinned already. */
export async function pinMessage(
  db: DbOrTransaction,
  pin: { channelUrl: string; messageId: number; userId: string },
  now: number,
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`INSERT INTO chat_pinned_messages (channel_url, message_id, pinned_by, pinned_at)
      VALUES (${pin.channelUrl}, ${pin.messageId}, ${pin.userId}, ${now})
      ON CONFLICT DO NOTHING RETURNING message_id`),
  );
  return rows.length > 0;
}

/** Unpins a message; false when it was not pinned. */
export async function unpinMessage(
  db: DbOrTransaction,
  pin: { channelUrl: string; messageId: number },
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`DELETE FROM chat_pinned_messages WHERE channel_url = ${pin.channelUrl}
      AND message_id = ${pin.messageId} RETURNING message_id`),
  );
  return rows.length > 0;
}

/** The ids of a channel's pinned messages that members still see, the latest pin first. */
export async function pinnedMessageIds(db: DbOrTransaction, channelUrl: string): Promise<number[]> {
  const rows = rowsOf(
    await db.execute(sql`SELECT p.message_id FROM chat_pinned_messages p
      JOIN chat_messages m ON m.id = p.message_id AND m.deleted_at IS NULL
      WHERE p.channel_url = ${channelUrl} ORDER BY p.pinned_at DESC, p.message_id DESC`),
  );
  return rows.map((row) => Number(row.message_id));
}
