import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { oneTimePasswords } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';

/** An OTP lives 5 minutes. */
export const otpLifetimeMilliseconds = 5 * 60 * 1000;
/** Wrong guesses allowed per OTP before it is void. */
const otpMaximumAttempts = 5;
/** The OTP demo accounts accept in demo mode. */
export const demoOtp = '123456';

const otpMessages = {
  invalid: 'Invalid OTP',
  expired: 'OTP has expired or was not requested. Please request a new OTP.',
  tooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
} as const;

/** Mobiles are stored as their 10 digits (the +91 / 91 prefix dropped); e-mails lower-cased. */
export function normalizeMobile(mobile: string): string {
  return mobile.replace(/^(\+91|91)(?=[6-9]\d{9}$)/, '');
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function codeHash(secret: string, destination: string, code: string): string {
  return createHmac('sha256', secret).update(`${destination}\n${code}`).digest('base64url');
}

/** Creates a new OTP for a destination and purpose, voiding earlier unused ones. Answers the code. */
export async function createOtp(
  db: DbOrTransaction,
  options: {
    destination: string;
    purpose: string;
    secret: string;
    now: Date;
    /** `request-otp`'s `client_mode`: kept for the registration this OTP proves. Default: none. */
    clientMode?: string | undefined;
  },
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(oneTimePasswords)
    .set({ consumedAt: options.now })
    .where(
      and(
        eq(oneTimePasswords.destination, options.destination),
        eq(oneTimePasswords.purpose, options.purpose),
        isNull(oneTimePasswords.consumedAt),
      ),
    );
  await db.insert(oneTimePasswords).values({
    destination: options.destination,
    purpose: options.purpose,
    clientMode: options.clientMode ?? null,
    codeHash: codeHash(options.secret, options.destination, code),
    expiresAt: new Date(options.now.getTime() + otpLifetimeMilliseconds),
  });
  return code;
}

/**
 * Checks an OTP and uses it up (`consume`: signing in) or marks it verified (validate-otp, which a later
 * registration relies on). Wrong codes count against the 5 attempts; throws a 400 `{ otp: [...] }`.
 * `acceptDemoOtp` lets the demo OTP through for demo accounts in demo mode.
 */
export async function checkOtp(
  db: DbOrTransaction,
  options: {
    destination: string;
    /** The OTP mode; undefined accepts the latest OTP of any mode. */
    purpose: string | undefined;
    code: string;
    secret: string;
    now: Date;
    mark: 'consume' | 'verify';
    acceptDemoOtp: boolean;
  },
): Promise<void> {
  if (options.acceptDemoOtp && options.code === demoOtp) return;
  const conditions = [
    eq(oneTimePasswords.destination, options.destination),
    isNull(oneTimePasswords.consumedAt),
    gt(oneTimePasswords.expiresAt, options.now),
  ];
  if (options.purpose) conditions.push(eq(oneTimePasswords.purpose, options.purpose));
  const [row] = await db
    .select()
    .from(oneTimePasswords)
    .where(and(...conditions))
    .orderBy(desc(oneTimePasswords.id))
    .limit(1);
  if (!row) throw ApiProblem.field('otp', otpMessages.expired);
  if (row.attempts >= otpMaximumAttempts) throw ApiProblem.field('otp', otpMessages.tooManyAttempts);
  const expected = Buffer.from(row.codeHash);
  const actual = Buffer.from(codeHash(options.secret, options.destination, options.code));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    const attempts = row.attempts + 1;
    await db
      .update(oneTimePasswords)
      .set({ attempts, ...(attempts >= otpMaximumAttempts ? { consumedAt: options.now } : {}) })
      .where(eq(oneTimePasswords.id, row.id));
    throw ApiProblem.field(
      'otp',
      attempts >= otpMaximumAttempts ? otpMessages.tooManyAttempts : otpMessages.invalid,
    );
  }
  await db
    .update(oneTimePasswords)
    .set(
      options.mark === 'consume'
        ? { consumedAt: options.now, verifiedAt: options.now }
        : { verifiedAt: options.now },
    )
    .where(eq(oneTimePasswords.id, row.id));
}

/** A verified OTP a registration used up: the client mode it was requested with, if any. */
export interface OtpProof {
  clientMode: string | null;
}

/**
 * Whether the destination proved itself with an OTP of this purpose within `withinMilliseconds`; uses it up.
 * Answers the proof (with the OTP's client mode), or null when there is none.
 */
export async function consumeVerifiedOtp(
  db: DbOrTransaction,
  options: { destinations: string[]; purpose: string; now: Date; withinMilliseconds: number },
): Promise<OtpProof | null> {
  for (const destination of options.destinations) {
    const [row] = await db
      .select()
      .from(oneTimePasswords)
      .where(
        and(
          eq(oneTimePasswords.destination, destination),
          eq(oneTimePasswords.purpose, options.purpose),
          isNull(oneTimePasswords.consumedAt),
          gt(oneTimePasswords.verifiedAt, new Date(options.now.getTime() - options.withinMilliseconds)),
        ),
      )
      .orderBy(desc(oneTimePasswords.id))
      .limit(1);
    if (row) {
      await db
        .update(oneTimePasswords)
        .set({ consumedAt: options.now })
        .where(eq(oneTimePasswords.id, row.id));
      return { clientMode: row.clientMode };
    }
  }
  return null;
}
