import type { Migration } from './Migration';

/**
 * The client mode (SOFTWARE or BROKING) a registration's OTP was requested with (`request-otp`'s
 * `client_mode`, platform-shell 7): the registration it proves creates its client in that mode.
 */
export const otpClientModeMigration: Migration = {
  id: '0031_otp_client_mode',
  statements: [`ALTER TABLE one_time_passwords ADD COLUMN client_mode text`],
};
