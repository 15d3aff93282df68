import type { Principal } from '../auth/principal';
import { hasTradeAccess } from '../trading/tradeAccess';

/**
 * Who asks to see or act on an object, as the object rules need it: the firm and whether it holds
 * trade access. Roles are checked per route (the access policies); objects are checked per firm.
 */
export interface Viewer {
  clientId: number;
  /** The dealer role (trade access): public, RFQ and private quotes are visible only with it. */
  tradeAccess: boolean;
}

/** The viewer of a signed-in request. */
export function viewerOf(principal: Principal): Viewer {
  return { clientId: principal.client.id, tradeAccess: hasTradeAccess(principal) };
}
