import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';

/** The reaction keys a desk uses (thumbs up, done, looking, no); any other key is refused. */
export const chatReactionKeys: readonly string[] = ['👍', '✅', '👀', '❌'];

/** Adds a user's reaction to a message; false when they had already added it. */
export async function addReaction(
  db: DbOrTransaction,
  reaction: { messageId: number; channelUrl: string; userId: string; key: string },
  now: number,
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`INSERT INTO chat_reactions (message_id, channel_url, chat_user_id, reaction, created_at)
      VALUES (${reaction.messageId}, ${reaction.channelUrl}, ${reaction.userId}, ${reaction.key}, ${now})
      ON CONFLICT DO NOTHING RETURNING message_id`),
  );
  return rows.length > 0;
}

/** Removes a user's reaction from a message; false when they had none. */
export async function removeReaction(
  db: DbOrTransaction,
  reaction: { messageId: number; userId: string; key: string },
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`DELETE FROM chat_reactions WHERE message_id = ${reaction.messageId}
      AND chat_user_id = ${reaction.userId} AND reaction = ${reaction.key} RETURNING message_id`),
  );
  return rows.length > 0;
}
