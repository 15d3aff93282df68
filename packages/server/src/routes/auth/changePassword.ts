import * as z from 'zod';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { detailSchema } from '../../http/commonSchemas';
import { hashPassword } from '../../auth/passwords';
import { revokeAllRefreshTokens, sha256 } from '../../auth/refreshTokens';
import { newPasswordSchema } from '../../accounts/passwordRules';

const bodySchema = z
  .strictObject({ new_password1: newPasswordSchema, new_password2: z.string(), token: z.string().max(200) })
  .refine((body) => body.new_password1 === body.new_password2, {
    path: ['new_password2'],
    message: "The two password fields didn't match.",
  });

const parametersSchema = z.strictObject({ userId: z.string().min(1).max(64) });

/**
 * `POST api/change-password/{userId}/`: with the one-time `token` of a reset link, or with `token: ""`
 * by the signed-in user for themselves (`userId` is the numeric id or the session's `unique_id`). A reset
 * signs the user out everywhere; a signed-in change keeps the current sessions.
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
        await services.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
        return { detail: 'Your password has been changed.' };
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
