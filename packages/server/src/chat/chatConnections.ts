import { sql } from 'drizzle-orm';
import type { ChatConnectionStatus } from '@bondkit/core/internal';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';

/** Where `userId` stands with each of `others` in the Build Network. */
export async function connectionStatuses(
  db: DbOrTransaction,
  userId: string,
  others: readonly string[],
): Promise<Map<string, ChatConnectionStatus>> {
  const statuses = new Map<string, ChatConnectionStatus>(others.map((other) => [other, 'none']));
  if (others.length === 0) return statuses;
  const rows = rowsOf(
    await db.execute(sql`SELECT requester_id, addressee_id, state FROM chat_connections
      WHERE requester_id = ${userId} OR addressee_id = ${userId}`),
  );
  for (const row of rows) {
    const requester = String(row.requester_id);
    const other = requester === userId ? String(row.addressee_id) : requester;
    if (!statuses.has(other)) continue;
    if (row.state === 'accepted') statuses.set(other, 'connected');
    else if (statuses.get(other) !== 'connected')
      statuses.set(other, requester === userId ? 'pending_sent' : 'pending_received');
  }
  return statuses;
}

/** The chat user ids `userId` is connected to. */
export async function connectedUserIds(db: DbOrTransaction, userId: string): Promise<string[]> {
  const rows = rowsOf(
    await db.execute(sql`SELECT CASE WHEN requester_id = ${userId} THEN addressee_id ELSE requester_id END AS other
      FROM chat_connections WHERE state = 'accepted' AND (requester_id = ${userId} OR addressee_id = ${userId})`),
  );
  return rows.map((row) => String(row.other));
}

/**
 * Connection requests from `userId` (`POST api/chatter/invite-users`): a request the other person already
 * sent is accepted (both asked), an existing connection stays, anything else becomes a pending request.
 */
export async function requestConnections(
  db: DbOrTransaction,
  userId: string,
  targets: readonly string[],
  now: number,
): Promise<{ requested: string[]; connected: string[] }> {
  const statuses = await connectionStatuses(db, userId, targets);
  const requested: string[] = [];
  const connected: string[] = [];
  for (const target of new Set(targets)) {
    const status = statuses.get(target);
    if (status === 'connected' || status === 'pending_sent') continue;
    if (status === 'pending_received') {
      await db.execute(sql`UPDATE chat_connections SET state = 'accepted', updated_at = ${now}
        WHERE requester_id = ${target} AND addressee_id = ${userId}`);
      connected.push(target);
    } else {
      await db.execute(sql`INSERT INTO chat_connections (requester_id, addressee_id, state, created_at, updated_at)
        VALUES (${userId}, ${target}, 'pending', ${now}, ${now}) ON CONFLICT DO NOTHING`);
      requested.push(target);
    }
  }
  return { requested, connected };
}
