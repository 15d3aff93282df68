import type { ServerConfig } from './config';
import type { Db } from './database/connection';
import type { ServerSecrets } from './auth/secrets';
import type { Messenger } from './mail/messenger';
import type { EventPublisher } from './events/eventPublisher';
import type { SupportTicketForwarder } from './support/intercomClient';
import { RateLimiter } from './auth/rateLimiter';

/** The request-rate limits of the sign-in and OTP calls. */
export interface AuthRateLimits {
  /** OTP requests per mobile or e-mail: 5 per 15 minutes. */
  otpRequestPerDestination: RateLimiter;
  /** OTP requests per client address: 20 per 15 minutes. */
  otpRequestPerAddress: RateLimiter;
  /** Sign-in attempts (password or OTP) per client address per 5 minutes: 30 unless configured. */
  signInPerAddress: RateLimiter;
  /** Password-reset requests per client address: 10 per 15 minutes. */
  passwordResetPerAddress: RateLimiter;
  /** Password-reset requests per e-mail: 3 per 15 minutes. */
  passwordResetPerEmail: RateLimiter;
}

/** Creates the limits; `now` is the clock (tests pass a fake one). */
export function createAuthRateLimits(
  now: () => number = Date.now,
  { signInAttemptsPerAddress = 30 }: { signInAttemptsPerAddress?: number } = {},
): AuthRateLimits {
  const minutes = (count: number) => count * 60_000;
  return {
    otpRequestPerDestination: new RateLimiter({ limit: 5, windowMilliseconds: minutes(15), now }),
    otpRequestPerAddress: new RateLimiter({ limit: 20, windowMilliseconds: minutes(15), now }),
    signInPerAddress: new RateLimiter({
      limit: signInAttemptsPerAddress,
      windowMilliseconds: minutes(5),
      now,
    }),
    passwordResetPerAddress: new RateLimiter({ limit: 10, windowMilliseconds: minutes(15), now }),
    passwordResetPerEmail: new RateLimiter({ limit: 3, windowMilliseconds: minutes(15), now }),
  };
}

/** Everything a route needs, decorated on the Fastify instance as `app.services`. */
export interface ServerServices {
  config: ServerConfig;
  db: Db;
  secrets: ServerSecrets;
  messenger: Messenger;
  events: EventPublisher;
  /** Intercom when `INTERCOM_ACCESS_TOKEN` is set; otherwise tickets are only stored. */
  supportForwarder: SupportTicketForwarder | null;
  limits: AuthRateLimits;
  /** The clock. */
  now: () => Date;
}
