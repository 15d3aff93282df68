import * as z from 'zod';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { detailSchema } from '../../http/commonSchemas';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { refreshCookieName } from '../../auth/cookies';
import { enforceLimit } from '../../auth/issueTokens';
import { revokeAllRefreshTokens, revokeOtherRefreshTokens, sha256 } from '../../auth/refreshTokens';
import { newPasswordSchema, validationMessages } from '@bondkit/core/validation';

const bodySchema = z
  .strictObject({
    new_password1: newPasswordSchema,
    new_password2: z.string(),
    token: z.string().max(200),
    /** The current password: required for a signed-in change (`token: ""`). */
    old_password: z.string().max(128).optional(),
    /** The caller's refresh token, so its own session survives (else the `bk_refresh` cookie is read). */
    refresh: z.string().max(200).optional(),
  })
  .refine((body) => body.new_password1 === body.new_password2, {
    path: ['new_password2'],
    message: "The two password fields didn't match.",
  });

const parametersSchema = z.strictObject({ userId: z.string().min(1).max(64) });

/**
 * `POST api/change-password/{userId}/`: with the one-time `token` of a reset link, or with `token: ""`
 * by the signed-in user for themselves (`userId` is the numeric id or the session's `unique_id`) with their
 * current password (`old_password`): a stolen session alone cannot take the account over. A reset signs
 * the user out everywhere; a signed-in change ends every other session (their refresh tokens; their access
 * tokens lapse within 15 minutes) and keeps the caller's.
 */
export function changePasswordRoute(app: ApiApp): void {
  app.post('/api/change-password/:userId/', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password',
      params: parametersSchema,
      body: bodySchema,
      response: { 200: detailSchema },
    },
    handler: async (request) => {
      const { services } = app;
      const now = services.now();
      const { userId } = request.params;
      const numericId = /^\d{1,9}$/.test(userId) ? Number(userId) : -1;
      const [user] = await services.db
        .select()
        .from(users)
        .where(or(eq(users.id, numericId), eq(users.uniqueId, userId)));
      const passwordHash = await hashPassword(request.body.new_password1);
      if (request.body.token === '') {
        if (!request.principal) throw ApiProblem.unauthenticated();
        if (!user || user.id !== request.principal.user.id) throw ApiProblem.forbidden();
        enforceLimit(services.limits.signInPerAddress.consume(request.ip));
        if (user.passwordHash === null)
          throw ApiProblem.field(
            'old_password',
            'You have no password yet: use "Forgot password" to set one through your e-mail.',
          );
        if (!request.body.old_password) throw ApiProblem.field('old_password', validationMessages.required);
        if (!(await verifyPassword(request.body.old_password, user.passwordHash)))
          throw ApiProblem.field('old_password', 'Your current password is incorrect.');
        await services.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
        await revokeOtherRefreshTokens(
          services.db,
          user.id,
          request.body.refresh ?? request.cookies[refreshCookieName],
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
              eq(passwordResetTokens.tokenHash, sha256(request.body.token)),
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
    },
  });
}
