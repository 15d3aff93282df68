import type { PricingInputValue } from '@bondkit/core/pricing';

/** Where the market is for a bond: what a typed quote is compared with before it goes out. */
export interface PricingMarket {
  /** The market yield in percent (6.43 for 6.43 %), or null when there is none. */
  bondYield: number | null;
  /** The market clean price per 100, or null when there is none. */
  cleanPrice: number | null;
  /** The clean prices the exchange lets the market quote today; either end null when it sets none. */
  priceBand?: { low: number | null; high: number | null } | null | undefined;
}

/** The default distance from the market yield, in basis points, past which a quote asks for confirmation. */
export const defaultMarketDistanceLimitBp = 25;

/** Whether the typed quote is far enough from the market to ask for a confirmation, and why. */
export interface PricingMarketCheck {
  /** `near`: nothing to confirm; `unconfirmed`: far and not yet confirmed; `confirmed`: far and confirmed. */
  status: 'near' | 'unconfirmed' | 'confirmed';
  /** The distance in words ('6.95% is 52 bp above the market 6.43%'); null when near. */
  message: string | null;
}

/** A yield in percent as desks write it: at least 2 decimals, at most 4 (6.43, 6.4325). */
function yieldText(percent: number): string {
  const fixed = percent.toFixed(4).replace(/0{1,2}$/, '');
  return fixed;
}

/** Basis points with one decimal only when it is not whole (52, 2.5). */
function basisPointsText(basisPoints: number): string {
  const rounded = Math.round(basisPoints * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

// Floating-point slack: 6.68 - 6.43 is 0.2499999…, which is exactly 25 bp and not beyond the limit.
const epsilonBp = 1e-6;

/**
 * The distance of a priced quote from the market, in words, when it is more than `limitBp` away in yield or
 * its clean price is outside the exchange's price band; null when it is close enough, or when either side
 * has no number to compare.
 */
export function marketDistanceMessage(
  value: Pick<PricingInputValue, 'bondYield' | 'cleanPrice'>,
  market: PricingMarket | null,
  limitBp: number,
): string | null {
  if (market === null) return null;
  if (value.bondYield !== null && market.bondYield !== null) {
    const basisPoints = (value.bondYield - market.bondYield) * 100;
    if (Math.abs(basisPoints) > limitBp + epsilonBp) {
      const direction = basisPoints > 0 ? 'above' : 'below';
      return `${yieldText(value.bondYield)}% is ${basisPointsText(Math.abs(basisPoints))} bp ${direction} the market ${yieldText(market.bondYield)}%`;
    }
  }
  const band = market.priceBand;
  if (value.cleanPrice !== null && band) {
    if (band.low !== null && value.cleanPrice < band.low) {
      return `${value.cleanPrice.toFixed(4)} is below today's price band ${band.low.toFixed(4)} to ${band.high?.toFixed(4) ?? '(none)'}`;
    }
    if (band.high !== null && value.cleanPrice > band.high) {
      return `${value.cleanPrice.toFixed(4)} is above today's price band ${band.low?.toFixed(4) ?? '(none)'} to ${band.high.toFixed(4)}`;
    }
  }
  return null;
}
