import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** Claims of a bondkit access token. */
export interface AccessTokenClaims {
  /** The user id. */
  sub: number;
  /** The user account (membership of a client) the session acts as. */
  account: number | null;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
  jti: string;
  typ: 'access';
}

/** Lifetime of an access token: short, since refresh tokens rotate. */
export const accessTokenLifetimeSeconds = 15 * 60;

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** Signs an HS256 JWT access token for a user and account. */
export function signAccessToken(
  subject: { userId: number; userAccountId: number | null },
  secret: string,
  now: Date = new Date(),
): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims: AccessTokenClaims = {
    sub: subject.userId,
    account: subject.userAccountId,
    iat: issuedAt,
    exp: issuedAt + accessTokenLifetimeSeconds,
    jti: randomUUID(),
    typ: 'access',
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${header}.${payload}.${sign(`${header}.${payload}`, secret)}`;
}

/** Verifies signature, algorithm and expiry; answers the claims or null for any invalid token. */
export function verifyAccessToken(
  token: string,
  secret: string,
  now: Date = new Date(),
): AccessTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  if (headerPart !== header) return null;
  const expected = Buffer.from(sign(`${headerPart}.${payloadPart}`, secret));
  const actual = Buffer.from(signaturePart);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const claims = JSON.parse(
      Buffer.from(payloadPart, 'base64url').toString('utf8'),
    ) as Partial<AccessTokenClaims>;
    if (claims.typ !== 'access' || typeof claims.sub !== 'number' || typeof claims.exp !== 'number')
      return null;
    if (typeof claims.iat !== 'number') return null;
    if (claims.exp * 1000 <= now.getTime()) return null;
    return claims as AccessTokenClaims;
  } catch {
    return null;
  }
}
