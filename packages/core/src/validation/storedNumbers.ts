// The rounding itself is the pricing module's (one source of truth for how prices and yields are sent);
// this file only adds the check the server needs on numbers it receives.
import { roundHalfUp } from '../pricing/rounding';

/** Decimals of a clean price as the API stores it. */
export const storedPriceDecimals = 4;
/** Decimals of a yield fraction as the API stores it (7.1234 % is 0.071234). */
export const storedYieldDecimals = 6;

/** Whether `value` has no more than `decimals` decimal places (binary noise such as 0.1 + 0.2 tolerated). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  return Math.abs(roundHalfUp(value, decimals) - value) < 10 ** -(decimals + 6);
}
