import { eq } from 'drizzle-orm';
import type { Db } from '../database/connection';
import { users } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import { noActiveAccountMessage } from './issueTokens';
import { normalizeEmail } from './oneTimePasswords';
import { unusableHashPromise, verifyPassword } from './passwords';

/** Consecutive wrong passwords that lock an account. */
export const failedSignInsBeforeLock = 5;
/** How long a locked account stays locked. */
export const signInLockMilliseconds = 15 * 60 * 1000;

/**
 * The password sign-in rule: the id of the user whose e-mail and password these are. A locked account is
 * refused (429) whatever the password; a wrong password counts towards the lock, which the fifth in a row
 * sets for 15 minutes; a right one clears the count. Unknown e-mail and wrong password get the same 401.
 */
export async function checkPasswordSignIn(
  db: Db,
  credentials: { email: string; password: string },
  now: Date,
): Promise<number> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(credentials.email)));
  if (user?.lockedUntil && user.lockedUntil.getTime() > now.getTime()) {
    const seconds = (user.lockedUntil.getTime() - now.getTime()) / 1000;
    throw ApiProblem.tooManyRequests(
      seconds,
      `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minutes or sign in with an OTP.`,
    );
  }
  // Verify against a dummy hash when there is no such user so both failures take as long.
  const passwordMatches = await verifyPassword(
    credentials.password,
    user?.passwordHash ?? (await unusableHashPromise),
  );
  if (!user || !passwordMatches) {
    if (user) {
      const failures = user.failedSignInCount + 1;
      const locks = failures >= failedSignInsBeforeLock;
      await db
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
    await db.update(users).set({ failedSignInCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
  }
  return user.id;
}
