/**
 * The demo market's yield levels, percent. A smooth G-sec curve (about 5.8 % at one year to 6.9 % at
 * thirty), with spreads for states, PSUs and companies by rating: close enough to the Indian market for
 * the numbers on screen to look familiar.
 */
export function gsecCurveYield(tenorYears: number): number {
  const tenor = Math.max(tenorYears, 0.05);
  return 5.55 + 1.45 * (1 - Math.exp(-tenor / 7));
}

/** T-bill yields rise gently from 91 to 364 days. */
export function treasuryBillYield(days: number): number {
  return 5.45 + (0.3 * Math.min(days, 364)) / 364;
}

/** Extra spread for state loans over G-secs of the same tenor. */
export const sdlSpread = 0.38;
/** Extra spread for public-sector bonds (AAA) over G-secs. */
export const psuSpread = 0.55;
/** NBFCs pay a little more than companies of the same rating. */
export const nbfcExtraSpread = 0.3;
/** Unsecured paper pays a little more than secured. */
export const unsecuredExtraSpread = 0.2;
