import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../database/connection';
import { passwordResetTokens, users } from '../database/schema/index';
import type { Messenger } from '../mail/messenger';
import { sha256 } from './refreshTokens';

/** A reset link works once, within an hour. */
const passwordResetLifetimeMilliseconds = 60 * 60 * 1000;

/**
 * Mails the user of `email` (normalized) a one-time link to choose a new password: `link` with `uid` and
 * `token` added. Only the token's hash is stored. Does nothing when no user has that e-mail: the caller
 * answers the same either way, so the answer does not reveal who has an account.
 */
export async function sendPasswordResetLink(
  db: Db,
  messenger: Messenger,
  request: { email: string; link: URL },
  now: Date,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, request.email));
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + passwordResetLifetimeMilliseconds),
  });
  const link = new URL(request.link);
  link.searchParams.set('uid', String(user.id));
  link.searchParams.set('token', token);
  await messenger.send({
    channel: 'email',
    recipient: user.email,
    subject: 'Reset your bondkit password',
    body: `Hello ${user.firstName},\n\nOpen this link within an hour to choose a new password:\n${link.toString()}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.`,
  });
}
