import { authEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { clearTokenCookies, refreshCookieName } from '../../auth/cookies';
import { revokeRefreshFamily } from '../../auth/refreshTokens';

/** `POST api/logout/`: revokes the refresh family (body or cookie) and clears the cookies. Always 204. */
export function logoutRoute(app: ApiApp): void {
  registerEndpoint(app, authEndpoints.logout, async ({ body, request, reply }) => {
    const token = body.refresh ?? request.cookies[refreshCookieName];
    if (token) await revokeRefreshFamily(app.services.db, token, app.services.now());
    clearTokenCookies(reply, app.services.config.production);
    return null;
  });
}
