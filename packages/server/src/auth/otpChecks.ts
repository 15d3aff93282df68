import { eq } from 'drizzle-orm';
import type { Db } from '../database/connection';
import { users } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import { noActiveAccountMessage } from './issueTokens';
import { checkOtp } from './oneTimePasswords';

/** An OTP as a caller sends it, with where it went (normalized) and the server's side of the check. */
export interface OtpAttempt {
  /** The mobile (10 digits) or e-mail (lower case) the OTP was sent to. */
  destination: string;
  /** Which column of the user `destination` is. */
  column: 'mobile' | 'email';
  /** The OTP mode it was requested for; undefined accepts the latest OTP of any mode. */
  purpose: string | undefined;
  code: string;
  /** The server's OTP signing secret. */
  secret: string;
  /** Demo mode: demo accounts accept the demo OTP. */
  demoMode: boolean;
}

async function userOfDestination(db: Db, attempt: Pick<OtpAttempt, 'column' | 'destination'>) {
  const [user] = await db
    .select({ id: users.id, isDemo: users.isDemo })
    .from(users)
    .where(eq(attempt.column === 'mobile' ? users.mobile : users.email, attempt.destination));
  return user;
}

/**
 * Signs in with an OTP sent to a mobile or e-mail: the OTP is checked and used up (400 on `otp` when wrong,
 * expired or tried too often), then the user of that destination is the one signing in (401 when none). A
 * correct OTP also lifts a password lock-out, since it proves control of the account's contact. Answers the
 * user's id, for the caller to issue tokens.
 */
export async function signInWithOtp(db: Db, attempt: OtpAttempt, now: Date): Promise<number> {
  const user = await userOfDestination(db, attempt);
  await checkOtp(db, {
    destination: attempt.destination,
    purpose: attempt.purpose,
    code: attempt.code,
    secret: attempt.secret,
    now,
    mark: 'consume',
    acceptDemoOtp: attempt.demoMode && user?.isDemo === true,
  });
  if (!user) throw new ApiProblem(401, { detail: noActiveAccountMessage });
  await db.update(users).set({ failedSignInCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
  return user.id;
}

/**
 * Proves a mobile or e-mail without signing in (registration, profile update): the OTP is checked and marked
 * verified, which a later registration or profile change within 30 minutes relies on (400 on `otp` otherwise).
 */
export async function verifyOtpDestination(db: Db, attempt: OtpAttempt, now: Date): Promise<void> {
  const user = await userOfDestination(db, attempt);
  await checkOtp(db, {
    destination: attempt.destination,
    purpose: attempt.purpose,
    code: attempt.code,
    secret: attempt.secret,
    now,
    mark: 'verify',
    acceptDemoOtp: attempt.demoMode && user?.isDemo === true,
  });
}
