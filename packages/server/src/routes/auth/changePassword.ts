import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { authEndpoints } from '@bondkit/core/contract';
import { validationMessages } from '@bondkit/core/validation';
import { passwordResetTokens, users } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { refreshCookieName } from '../../auth/cookies';
import { enforceLimit } from '../../auth/issueTokens';
import { revokeAllRefreshTokens, revokeOtherRefreshTokens, sha256 } from '../../auth/refreshTokens';

/**
 * `POST api/change-password/{userId}/`: with the one-time `token` of a reset link, or with `token: ""`
 * by the signed-in user for themselves (`userId` is the numeric id or the session's `unique_id`) with their
 * current password (`old_password`): a stolen session alone cannot take the account over. A reset signs
 * the user out everywhere; a signed-in change ends every other session (their refresh tokens; their access
 * tokens lapse within 15 minutes) and keeps the caller's.
 */
export function changePasswordRoute(app: ApiApp): void {
  registerEndpoint(app, authEndpoints.changePassword, async ({ params, body, principal, request }) => {
    const { services } = app;
    const now = services.now();
    const { userId } = params;
    const numericId = /^\d{1,9}$/.test(userId) ? Number(userId) : -1;
    const [user] = await services.db
      .select()
      .from(users)
      .where(or(eq(users.id, numericId), eq(users.uniqueId, userId)));
    const passwordHash = await hashPassword(body.new_password1);
    if (body.token === '') {
      if (!principal) throw ApiProblem.unauthenticated();
      if (!user || user.id !== principal.user.id) throw ApiProblem.forbidden();
      enforceLimit(services.limits.signInPerAddress.consume(request.ip));
      if (user.passwordHash === null)
        throw ApiProblem.field(
          'old_password',
          'You have no password yet: use "Forgot password" to set one through your e-mail.',
        );
      if (!body.old_password) throw ApiProblem.field('old_password', validationMessages.required);
      if (!(await verifyPassword(body.old_password, user.passwordHash)))
        throw ApiProblem.field('old_password', 'Your current password is incorrect.');
      await services.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      await revokeOtherRefreshTokens(
        services.db,
        user.id,
        body.refresh ?? request.cookies[refreshCookieName],
        now,
      );
      return { detail: 'Your password has been changed. Other sessions have been signed out.' };
    }
    const invalidLink = ApiProblem.field('token', 'This password reset link is invalid or has expired.');
    if (!user) throw invalidLink;
    await services.db.transaction(async (transaction) => {
      const [resetToken] = await transaction
        .select()
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, user.id),
            eq(passwordResetTokens.tokenHash, sha256(body.token)),
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
          passwordHash,
          tokensValidAfter: now,
          failedSignInCount: 0,
          lockedUntil: null,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
    });
    await revokeAllRefreshTokens(services.db, user.id, now);
    return { detail: 'Your password has been reset. Sign in with the new password.' };
  });
}
