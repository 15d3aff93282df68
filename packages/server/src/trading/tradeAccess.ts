import type { Principal } from '../auth/principal';

/**
 * Trade access (spec section 6): the dealer role grants it, and price override with it. Compliance
 * officers never trade. Without it, market quotes and public and private runs answer empty lists.
 */
export function hasTradeAccess(principal: Principal | null): boolean {
  if (!principal) return false;
  return principal.roles.includes('clientdealer') && !principal.roles.includes('complianceofficer');
}
