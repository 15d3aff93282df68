import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { validationMessages } from '@bondkit/core/validation';
import type { Db } from '../database/connection';
import { passwordResetTokens, users } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import { verifyPassword } from './passwords';
import { revokeAllRefreshTokens, revokeOtherRefreshTokens, sha256 } from './refreshTokens';

/** A user as stored. */
type UserRow = typeof users.$inferSelect;

/** The user a password change names: by numeric id or by the session's `unique_id`; undefined when none. */
export async function findUserByIdOrUniqueId(db: Db, userId: string): Promise<UserRow | undefined> {
  const numericId = /^\d{1,9}$/.test(userId) ? Number(userId) : -1;
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.id, numericId), eq(users.uniqueId, userId)));
  return user;
}

/**
 * A signed-in user changes their own password with their current one (a stolen session alone cannot take
 * the account over), and every other session ends: their refresh tokens except the family of `keepRefreshToken`
 * (the caller's own; their access tokens lapse within 15 minutes). 400 on `old_password` when the user has no
 * password yet, sent none, or sent a wrong one.
 */
export async function changeOwnPassword(
  db: Db,
  user: UserRow,
  change: { oldPassword: string | undefined; passwordHash: string; keepRefreshToken: string | undefined },
  now: Date,
): Promise<void> {
  if (user.passwordHash === null)
    throw ApiProblem.field(
      'old_password',
      'You have no password yet: use "Forgot password" to set one through your e-mail.',
    );
  if (!change.oldPassword) throw ApiProblem.field('old_password', validationMessages.required);
  if (!(await verifyPassword(change.oldPassword, user.passwordHash)))
    throw ApiProblem.field('old_password', 'Your current password is incorrect.');
  await db
    .update(users)
    .set({ passwordHash: change.passwordHash, updatedAt: now })
    .where(eq(users.id, user.id));
  await revokeOtherRefreshTokens(db, user.id, change.keepRefreshToken, now);
}

/**
 * Sets a new password with the one-time token of a reset link: the token must be the user's, unused and
 * unexpired (400 on `token` otherwise), and is used up. A reset also lifts a sign-in lock-out and signs the
 * user out everywhere (access tokens issued before it stop working, refresh tokens are revoked).
 */
export async function resetPasswordWithToken(
  db: Db,
  user: UserRow | undefined,
  reset: { token: string; passwordHash: string },
  now: Date,
): Promise<void> {
  const invalidLink = ApiProblem.field('token', 'This password reset link is invalid or has expired.');
  if (!user) throw invalidLink;
  await db.transaction(async (transaction) => {
    const [resetToken] = await transaction
      .select()
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          eq(passwordResetTokens.tokenHash, sha256(reset.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .for('update');
    if (!resetToken) throw invalidLink;
    await transaction
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(eq(passwordResetTokens.id, resetToken.id));
    await transaction
      .update(users)
      .set({
        passwordHash: reset.passwordHash,
        tokensValidAfter: now,
        failedSignInCount: 0,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
  });
  await revokeAllRefreshTokens(db, user.id, now);
}
