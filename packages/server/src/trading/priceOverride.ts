import type { Principal } from '../auth/principal';
import { hasTradeAccess } from './tradeAccess';

/**
 * Who may override a computed price (spec section 6): the dealer role, as trade access, at a firm whose
 * `allow_price_modification` setting is on (migration 0021). The price info's `allow_price_modification`
 * and the quote routes' refusal of `price_overridden` both ask this, so the form's offer and the server's
 * rule cannot drift apart.
 */
export function mayOverridePrice(principal: Principal | null): boolean {
  return principal !== null && hasTradeAccess(principal) && principal.client.allowPriceModification;
}

/** The refusal of an override from a party that may not make one (HTTP 403). */
export const priceOverrideRefusal =
  "You may not override the price: your firm's dealers keep the price computed from the yield. Quote by yield or by price instead.";
