import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';
import type { EventPublisher } from '../events/eventPublisher';
import { publishChatSessionsRevoked } from './chatHub';

/** How long an issued chat session token lasts: 7 days (the SDK asks for a fresh one when it expires). */
const chatSessionTokenLifetimeMilliseconds = 7 * 24 * 60 * 60 * 1000;
/** How long a socket session key lasts before the SDK must refresh it with its token: 1 hour. */
const chatSessionKeyLifetimeMilliseconds = 60 * 60 * 1000;

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function newSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Issues a session token for a chat user (`POST /api/issue-sb-session-token`). Stored hashed. */
export async function issueChatSessionToken(
  db: DbOrTransaction,
  chatUserId: string,
  now: number,
  lifetime = chatSessionTokenLifetimeMilliseconds,
): Promise<{ token: string; expiresAt: number }> {
  const token = newSecret();
  const expiresAt = now + lifetime;
  await db.execute(sql`INSERT INTO chat_session_tokens (token_hash, chat_user_id, expires_at, created_at)
    VALUES (${hashSecret(token)}, ${chatUserId}, ${expiresAt}, ${now})`);
  return { token, expiresAt };
}

/**
 * Revokes every token and session key of a chat user (`DELETE /api/remove-sb-session`, sign-out) and,
 * with `events`, closes the user's open sockets in every server process: a revoked session neither sends
 * nor receives another frame.
 */
export async function revokeChatSessions(
  db: DbOrTransaction,
  chatUserId: string,
  now: number,
  events?: EventPublisher,
): Promise<void> {
  await db.execute(
    sql`UPDATE chat_session_tokens SET revoked_at = ${now} WHERE chat_user_id = ${chatUserId} AND revoked_at IS NULL`,
  );
  await db.execute(sql`DELETE FROM chat_session_keys WHERE chat_user_id = ${chatUserId}`);
  if (events) publishChatSessionsRevoked(events, chatUserId);
}

/** Why a token or key was refused, as the Sendbird error codes the SDK acts on. */
export type ChatCredentialFailure =
  | { code: 400302; message: 'Session token expired.' }
  | { code: 400310; message: 'Session revoked.' }
  | { code: 400111; message: 'Invalid token.' }
  | { code: 400309; message: 'Session key expired.' };

/** Checks a session token for a user: the token hash, or why it is refused. */
export async function verifyChatSessionToken(
  db: DbOrTransaction,
  chatUserId: string,
  token: string,
  now: number,
): Promise<{ ok: true; tokenHash: string } | { ok: false; failure: ChatCredentialFailure }> {
  const tokenHash = hashSecret(token);
  const rows = rowsOf(
    await db.execute(
      sql`SELECT expires_at, revoked_at FROM chat_session_tokens WHERE token_hash = ${tokenHash} AND chat_user_id = ${chatUserId}`,
    ),
  );
  const row = rows[0];
  if (!row) return { ok: false, failure: { code: 400111, message: 'Invalid token.' } };
  if (row.revoked_at !== null) return { ok: false, failure: { code: 400310, message: 'Session revoked.' } };
  if (Number(row.expires_at) <= now)
    return { ok: false, failure: { code: 400302, message: 'Session token expired.' } };
  return { ok: true, tokenHash };
}

/** Creates the session key a signed-in socket and its REST calls carry (`Session-Key`). */
export async function createChatSessionKey(
  db: DbOrTransaction,
  chatUserId: string,
  tokenHash: string,
  now: number,
  lifetime = chatSessionKeyLifetimeMilliseconds,
): Promise<{ key: string; expiresAt: number }> {
  const key = newSecret();
  const expiresAt = now + lifetime;
  await db.execute(sql`INSERT INTO chat_session_keys (key_hash, chat_user_id, token_hash, expires_at, created_at)
    VALUES (${hashSecret(key)}, ${chatUserId}, ${tokenHash}, ${expiresAt}, ${now})`);
  return { key, expiresAt };
}

/** The chat user a session key belongs to, or why it is refused. */
export async function verifyChatSessionKey(
  db: DbOrTransaction,
  key: string,
  now: number,
): Promise<{ ok: true; chatUserId: string } | { ok: false; failure: ChatCredentialFailure }> {
  const rows = rowsOf(
    await db.execute(sql`SELECT k.chat_user_id, k.expires_at, t.revoked_at
      FROM chat_session_keys k LEFT JOIN chat_session_tokens t ON t.token_hash = k.token_hash
      WHERE k.key_hash = ${hashSecret(key)}`),
  );
  const row = rows[0];
  if (!row) return { ok: false, failure: { code: 400309, message: 'Session key expired.' } };
  if (row.revoked_at !== null && row.revoked_at !== undefined)
    return { ok: false, failure: { code: 400310, message: 'Session revoked.' } };
  if (Number(row.expires_at) <= now)
    return { ok: false, failure: { code: 400309, message: 'Session key expired.' } };
  return { ok: true, chatUserId: String(row.chat_user_id) };
}

/**
 * The file key (`ekey`) of a session key: what the SDK appends to a file url (`?auth=…`) when a message
 * says `require_auth`. It is the key's stored hash, so it reads files for as long as the session lives and
 * signs nothing else in (REST and the socket need the key itself).
 */
export function chatFileKeyOf(sessionKey: string): string {
  return hashSecret(sessionKey);
}

/** The chat user a file key belongs to, while its session is valid; null otherwise. */
export async function verifyChatFileKey(
  db: DbOrTransaction,
  fileKey: string,
  now: number,
): Promise<string | null> {
  if (!/^[0-9a-f]{64}$/.test(fileKey)) return null;
  const rows = rowsOf(
    await db.execute(sql`SELECT k.chat_user_id, k.expires_at, t.revoked_at
      FROM chat_session_keys k LEFT JOIN chat_session_tokens t ON t.token_hash = k.token_hash
      WHERE k.key_hash = ${fileKey}`),
  );
  const row = rows[0];
  if (!row || (row.revoked_at !== null && row.revoked_at !== undefined)) return null;
  if (Number(row.expires_at) <= now) return null;
  return String(row.chat_user_id);
}
