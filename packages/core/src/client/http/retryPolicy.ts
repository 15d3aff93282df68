import type { HttpMethod } from '../ApiError';

/** Statuses retried automatically (spec: platform-shell 8). */
export const retryableStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Safe methods are retried once; writes never, so the client never sends a write twice. */
export function statusRetryBudget(method: HttpMethod): number {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? 1 : 0;
}

/** Refresh-and-retry rounds after a 401, per call to a URL (spec: 'at most twice per URL'). */
export const unauthorizedRetryLimit = 2;

/**
 * Paths where a 401 means wrong credentials or a dead refresh token, never an expired access token: a
 * 401 there is returned as is, without refresh-and-retry (contract: 'token paths').
 */
export const tokenPaths: ReadonlySet<string> = new Set([
  'api/token/',
  'api/token/otp/',
  'api/token/refresh/',
  'api/logout/',
]);

/** Token-issuing paths get no bearer header: a stale token there would make the server refuse the call. */
export const tokenIssuingPaths: ReadonlySet<string> = new Set([
  'api/token/',
  'api/token/otp/',
  'api/token/refresh/',
]);
