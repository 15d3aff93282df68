import type { Role } from '@bondkit/core/validation';
import type { clients, userAccounts, users } from '../database/schema/index';

/** Who is calling: the user, the account (membership of a client) the session acts as, and its client. */
export interface Principal {
  user: typeof users.$inferSelect;
  account: typeof userAccounts.$inferSelect;
  client: typeof clients.$inferSelect;
  roles: readonly Role[];
  /** When the access token was issued, seconds since the epoch. */
  issuedAt: number;
}
