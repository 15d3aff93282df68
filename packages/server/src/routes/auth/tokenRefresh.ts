import { authEndpoints } from '@bondkit/core/contract';
import { validationMessages } from '@bondkit/core/validation';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { ApiProblem } from '../../errors/ApiProblem';
import { signAccessToken } from '../../auth/accessTokens';
import { clearTokenCookies, refreshCookieName, setTokenCookies } from '../../auth/cookies';
import { revokeRefreshFamily, rotateRefreshToken } from '../../auth/refreshTokens';
import { loadPrincipal } from '../../auth/loadPrincipal';

/**
 * `POST api/token/refresh/`: trades a refresh token (body, else the `bk_refresh` cookie) for a new
 * access token and a new refresh token (the access guard checks the Origin of cookie-carried calls). A refresh token used twice revokes its family: 401.
 */
export function tokenRefreshRoute(app: ApiApp): void {
  registerEndpoint(app, authEndpoints.refreshToken, async ({ body, request, reply }) => {
    const { services } = app;
    const token = body.refresh ?? request.cookies[refreshCookieName];
    if (!token) throw ApiProblem.field('refresh', validationMessages.required);
    const now = services.now();
    const result = await rotateRefreshToken(services.db, token, now);
    const refused = () => {
      clearTokenCookies(reply, services.config.production);
      return new ApiProblem(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
    };
    if (result.outcome !== 'rotated') throw refused();
    // A deactivated member (or a removed user) keeps no session: the family ends here.
    const principal = await loadPrincipal(services.db, {
      userId: result.userId,
      userAccountId: result.userAccountId,
      issuedAt: Math.floor(now.getTime() / 1000),
    });
    if (!principal) {
      await revokeRefreshFamily(services.db, result.refresh, now);
      throw refused();
    }
    const access = signAccessToken(result, services.secrets.jwtSecret, now);
    setTokenCookies(reply, { access, refresh: result.refresh }, services.config.production);
    return { access, refresh: result.refresh };
  });
}
