import { rolesHaveTradeAccess } from '@bondkit/core/access';
/** Who is on a socket, as the injected `authenticate` answers it. */
export interface TradeStreamIdentity {
  userId: number;
  /** The firm (client id) the session acts for; null for a user without one (sees no firm topics). */
  firmId: number | null;
  /** The session's role identifiers (`clientdealer`, `clientviewer`, …). */
  roles: readonly string[];
  /** When the access token expires, milliseconds since the epoch: the hub closes with 4403 then. Default: never. */
  expiresAt?: number;
}

/** What `authenticate` answers: an identity, `'expired'` for a well-signed but expired token, else null. */
export type TradeStreamAuthentication = TradeStreamIdentity | 'expired' | null;

/**
 * The default trade-access rule, core's `rolesHaveTradeAccess` (the dealer role, never compliance):
 * market quotes, public runs and private runs return empty results without trade access (spec section
 * 6), so the hub sends none of their events either, exactly as the HTTP lists answer empty.
 */
export function hasStreamTradeAccess(identity: TradeStreamIdentity): boolean {
  return rolesHaveTradeAccess(identity.roles);
}
