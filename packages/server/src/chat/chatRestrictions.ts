import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';
import { ChatServiceError, chatErrorCodes } from './chatErrors';

/** A member an operator muted: until `endsAt` (epoch ms), or -1 until unmuted. */
export interface ChatMute {
  userId: string;
  description: string;
  startAt: number;
  endsAt: number;
}

function toMute(row: Record<string, unknown>): ChatMute {
  return {
    userId: String(row.chat_user_id),
    description: String(row.description ?? ''),
    startAt: Number(row.created_at),
    endsAt: Number(row.ends_at),
  };
}

const inForce = (now: number) => sql`(ends_at < 0 OR ends_at > ${now})`;

/** Mutes a member (replacing an earlier mute). */
export async function insertMute(
  db: DbOrTransaction,
  mute: { channelUrl: string; userId: string; description: string; endsAt: number },
  now: number,
): Promise<void> {
  await db.execute(sql`INSERT INTO chat_mutes (channel_url, chat_user_id, description, ends_at, created_at)
    VALUES (${mute.channelUrl}, ${mute.userId}, ${mute.description}, ${mute.endsAt}, ${now})
    ON CONFLICT (channel_url, chat_user_id) DO UPDATE SET description = EXCLUDED.description,
      ends_at = EXCLUDED.ends_at, created_at = EXCLUDED.created_at`);
}

/** Unmutes a member; false when they were not muted. */
export async function deleteMute(db: DbOrTransaction, channelUrl: string, userId: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(
      sql`DELETE FROM chat_mutes WHERE channel_url = ${channelUrl} AND chat_user_id = ${userId} RETURNING chat_user_id`,
    ),
  );
  return rows.length > 0;
}

/** A member's mute in force, or null. */
export async function getMute(
  db: DbOrTransaction,
  channelUrl: string,
  userId: string,
  now: number,
): Promise<ChatMute | null> {
  const rows = rowsOf(
    await db.execute(
      sql`SELECT * FROM chat_mutes WHERE channel_url = ${channelUrl} AND chat_user_id = ${userId} AND ${inForce(now)}`,
    ),
  );
  return rows[0] ? toMute(rows[0]) : null;
}

/** The mutes in force in a channel, oldest first. */
export async function listMutes(db: DbOrTransaction, channelUrl: string, now: number): Promise<ChatMute[]> {
  return rowsOf(
    await db.execute(
      sql`SELECT * FROM chat_mutes WHERE channel_url = ${channelUrl} AND ${inForce(now)} ORDER BY created_at, chat_user_id`,
    ),
  ).map(toMute);
}

/** Freezes or unfreezes a channel. */
export async function setFrozen(db: DbOrTransaction, channelUrl: string, frozen: boolean): Promise<void> {
  await db.execute(sql`UPDATE chat_channels SET is_frozen = ${frozen} WHERE url = ${channelUrl}`);
}

/**
 * Refuses a message from a member who may not send now: muted in the channel (900041), or any member but an
 * operator while the channel is frozen (900050), each with a message that says why.
 */
export async function requireMaySend(
  db: DbOrTransaction,
  channel: { url: string; is_frozen: boolean },
  member: { chat_user_id: string; role: 'operator' | 'none' },
  now: number,
): Promise<void> {
  if (channel.is_frozen && member.role !== 'operator')
    throw new ChatServiceError(
      chatErrorCodes.channelFrozen,
      'This chat is frozen: only its operators can send until it is unfrozen.',
    );
  if (await getMute(db, channel.url, member.chat_user_id, now))
    throw new ChatServiceError(
      chatErrorCodes.mutedUser,
      'You are muted in this chat: an operator must unmute you before you can send.',
    );
}

/**
 * Refuses a reaction from anyone but an operator while the channel is frozen, with the code a frozen send
 * answers (900050): a frozen chat is closed to everything members add to it, as Sendbird closes it. A muted
 * member may still react: Sendbird's mute stops sending messages only (its 900041 names message sending).
 */
export function requireMayReact(
  channel: { is_frozen: boolean },
  member: { role: 'operator' | 'none' },
): void {
  if (channel.is_frozen && member.role !== 'operator')
    throw new ChatServiceError(
      chatErrorCodes.channelFrozen,
      'This chat is frozen: only its operators can react until it is unfrozen.',
    );
}
