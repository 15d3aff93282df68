import type { FastifyReply } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { TokenResponse } from '@bondkit/core/internal';
import type { ServerServices } from '../services';
import type { DbOrTransaction } from '../database/connection';
import { userAccounts } from '../database/schema/index';
import { signAccessToken } from './accessTokens';
import { setTokenCookies } from './cookies';
import { issueRefreshToken } from './refreshTokens';
import { ApiProblem } from '../errors/ApiProblem';

/** DRF simplejwt's wording for every failed credential check, so answers do not reveal which part was wrong. */
export const noActiveAccountMessage = 'No active account found with the given credentials';

/** The account a sign-in acts as: the user's first active membership. */
async function firstActiveAccountId(db: DbOrTransaction, userId: number): Promise<number | null> {
  const [account] = await db
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(and(eq(userAccounts.userId, userId), eq(userAccounts.status, 'active')))
    .orderBy(asc(userAccounts.id))
    .limit(1);
  return account?.id ?? null;
}

/** Issues an access token and a new refresh family, sets the cookies, and answers the token body. */
export async function issueTokens(
  services: ServerServices,
  reply: FastifyReply,
  userId: number,
): Promise<TokenResponse> {
  const userAccountId = await firstActiveAccountId(services.db, userId);
  if (userAccountId === null) throw new ApiProblem(401, { detail: noActiveAccountMessage });
  const now = services.now();
  const access = signAccessToken({ userId, userAccountId }, services.secrets.jwtSecret, now);
  const refresh = await issueRefreshToken(services.db, { userId, userAccountId }, now);
  setTokenCookies(reply, { access, refresh }, services.config.production);
  return { access, refresh };
}

/** Applies a rate limiter; throws 429 with Retry-After when the key is over its limit. */
export function enforceLimit(decision: { allowed: boolean; retryAfterSeconds: number }): void {
  if (!decision.allowed) throw ApiProblem.tooManyRequests(decision.retryAfterSeconds);
}
