import { eq } from 'drizzle-orm';
import { authEndpoints } from '@bondkit/core/contract';
import { users } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { enforceLimit, issueTokens, noActiveAccountMessage } from '../../auth/issueTokens';
import { normalizeEmail } from '../../auth/oneTimePasswords';
import { unusableHashPromise, verifyPassword } from '../../auth/passwords';

/** Consecutive wrong passwords that lock an account. */
const failedSignInsBeforeLock = 5;
/** How long a locked account stays locked. */
const signInLockMilliseconds = 15 * 60 * 1000;

/** `POST api/token/`: e-mail and password sign-in. */
export function tokenRoute(app: ApiApp): void {
  registerEndpoint(app, authEndpoints.obtainToken, async ({ body, request, reply }) => {
    const { services } = app;
    enforceLimit(services.limits.signInPerAddress.consume(request.ip));
    const now = services.now();
    const [user] = await services.db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(body.email)));
    if (user?.lockedUntil && user.lockedUntil.getTime() > now.getTime()) {
      const seconds = (user.lockedUntil.getTime() - now.getTime()) / 1000;
      throw ApiProblem.tooManyRequests(
        seconds,
        `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minutes or sign in with an OTP.`,
      );
    }
    // Verify against a dummy hash when there is no such user so both failures take as long.
    const passwordMatches = await verifyPassword(
      body.password,
      user?.passwordHash ?? (await unusableHashPromise),
    );
    if (!user || !passwordMatches) {
      if (user) {
        const failures = user.failedSignInCount + 1;
        const locks = failures >= failedSignInsBeforeLock;
        await services.db
          .update(users)
          .set({
            failedSignInCount: locks ? 0 : failures,
            lockedUntil: locks ? new Date(now.getTime() + signInLockMilliseconds) : user.lockedUntil,
          })
          .where(eq(users.id, user.id));
      }
      throw new ApiProblem(401, { detail: noActiveAccountMessage });
    }
    if (user.failedSignInCount > 0 || user.lockedUntil) {
      await services.db
        .update(users)
        .set({ failedSignInCount: 0, lockedUntil: null })
        .where(eq(users.id, user.id));
    }
    return issueTokens(services, reply, user.id);
  });
}
