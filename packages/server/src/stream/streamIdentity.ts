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

/** Dealer, trade viewer and back office reach the trading screens (spec section 6); compliance does not. */
const tradingRoles = new Set(['clientdealer', 'clientviewer', 'backoffice']);

/**
 * The default trade-access rule: market quotes, public runs and private runs return empty results without
 * trade access (spec section 6), so the hub sends none of their events either. Mirrors the server's
 * `trading` access policy.
 */
export function hasStreamTradeAccess(identity: TradeStreamIdentity): boolean {
  return (
    identity.roles.some((role) => tradingRoles.has(role)) && !identity.roles.includes('complianceofficer')
  );
}
