import { authEndpoints } from '@bondkit/core/contract';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { hashPassword } from '../../auth/passwords';
import { refreshCookieName } from '../../auth/cookies';
import { enforceLimit } from '../../auth/issueTokens';
import { changeOwnPassword, findUserByIdOrUniqueId, resetPasswordWithToken } from '../../auth/passwordChange';

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
    const user = await findUserByIdOrUniqueId(services.db, params.userId);
    const passwordHash = await hashPassword(body.new_password1);
    if (body.token === '') {
      if (!principal) throw ApiProblem.unauthenticated();
      if (!user || user.id !== principal.user.id) throw ApiProblem.forbidden();
      enforceLimit(services.limits.signInPerAddress.consume(request.ip));
      await changeOwnPassword(
        services.db,
        user,
        {
          oldPassword: body.old_password,
          passwordHash,
          keepRefreshToken: body.refresh ?? request.cookies[refreshCookieName],
        },
        now,
      );
      return { detail: 'Your password has been changed. Other sessions have been signed out.' };
    }
    await resetPasswordWithToken(services.db, user, { token: body.token, passwordHash }, now);
    return { detail: 'Your password has been reset. Sign in with the new password.' };
  });
}
