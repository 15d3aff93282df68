import { verifyAccessToken } from '../auth/accessTokens';
import { loadPrincipal } from '../auth/loadPrincipal';
import type { Db } from '../database/connection';
import type { TradeStreamAuthentication } from './streamIdentity';

export interface StreamTokenContext {
  db: Db;
  jwtSecret: string;
  now: () => Date;
}

/**
 * The hub's `authenticate`: the same checks as an HTTP request (signature, expiry, an active account,
 * tokens not revoked by a password change). A well-signed token past its expiry answers `'expired'`, so
 * the hub closes with 4403 and the client refreshes and reconnects instead of backing off.
 */
export async function authenticateStreamToken(
  token: string,
  { db, jwtSecret, now }: StreamTokenContext,
): Promise<TradeStreamAuthentication> {
  const claims = verifyAccessToken(token, jwtSecret, now());
  if (claims === null) return verifyAccessToken(token, jwtSecret, new Date(0)) ? 'expired' : null;
  if (claims.account === null) return null;
  const principal = await loadPrincipal(db, {
    userId: claims.sub,
    userAccountId: claims.account,
    issuedAt: claims.iat,
  });
  if (principal === null) return null;
  return {
    userId: principal.user.id,
    firmId: principal.client.id,
    roles: principal.roles,
    expiresAt: claims.exp * 1000,
  };
}
