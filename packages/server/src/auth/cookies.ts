import type { FastifyReply } from 'fastify';
import { accessTokenLifetimeSeconds } from './accessTokens';
import { refreshTokenLifetimeSeconds } from './refreshTokens';

/** The access-token cookie, sent on every request. */
export const accessCookieName = 'bk_access';
/** The refresh-token cookie, sent only to the API (`/api/`). */
export const refreshCookieName = 'bk_refresh';

/**
 * A readable cookie that says only that this browser holds a session (its value is `1`, no secret): the core
 * client reads it before asking for the session, so a visitor who never signed in makes no request that is
 * bound to fail (a 401 and a refresh's 400 in every anonymous page's console). It lives as long as the
 * refresh token and goes with the token cookies.
 */
const signedInCookieName = 'bk_signed_in';

/** Marks an answer that carries tokens or session data as never to be stored by a browser or a proxy. */
export function doNotStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
}

/**
 * Sets both token cookies (httpOnly, SameSite=Lax, Secure in production) and the readable signed-in marker.
 * The answer is not stored.
 */
export function setTokenCookies(
  reply: FastifyReply,
  tokens: { access: string; refresh: string },
  secure: boolean,
): void {
  doNotStore(reply);
  const common = { httpOnly: true, sameSite: 'lax', secure } as const;
  reply.setCookie(accessCookieName, tokens.access, {
    ...common,
    path: '/',
    maxAge: accessTokenLifetimeSeconds,
  });
  reply.setCookie(refreshCookieName, tokens.refresh, {
    ...common,
    path: '/api/',
    maxAge: refreshTokenLifetimeSeconds,
  });
  reply.setCookie(signedInCookieName, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: refreshTokenLifetimeSeconds,
  });
}

/** Clears both token cookies and the signed-in marker. */
export function clearTokenCookies(reply: FastifyReply, secure: boolean): void {
  const common = { httpOnly: true, sameSite: 'lax', secure } as const;
  reply.clearCookie(accessCookieName, { ...common, path: '/' });
  reply.clearCookie(refreshCookieName, { ...common, path: '/api/' });
  reply.clearCookie(signedInCookieName, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}
