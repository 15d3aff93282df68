import { rolesHaveTradeAccess } from '@bondkit/core/access';
import type { Principal } from '../auth/principal';

/**
 * Trade access (spec section 6), core's rule: the dealer role grants it, and price override with it;
 * compliance officers never trade. Without it, market quotes and public and private runs answer empty lists.
 */
export function hasTradeAccess(principal: Principal | null): boolean {
  return principal !== null && rolesHaveTradeAccess(principal.roles);
}
