import type { SeededRandom } from '../universe/seededRandom';

/** One bond as the yield model sees it. */
export interface ModelBond {
  /** Years to maturity: where the bond sits on the curve. */
  tenorYears: number;
  /** The anchor the yield reverts to (percent). */
  referenceYield: number;
  /** The live yield (percent). */
  marketYield: number;
}

/** The model's parameters, per step. Defaults suit a tick every few seconds. */
export interface YieldModelParameters {
  /** Share of the gap to the reference closed each step. Default 0.04. */
  meanReversion?: number;
  /** Standard deviation of the parallel (level) move, percent. Default 0.006 (0.6 bp). */
  levelVolatility?: number;
  /** Standard deviation of the slope move at the curve's ends, percent. Default 0.004. */
  slopeVolatility?: number;
  /** Standard deviation of each bond's own move, percent. Default 0.002. */
  idiosyncraticVolatility?: number;
}

/** How strongly a tenor feels the slope factor: -1 at the short end, +1 at the long end, 0 at ten years. */
export function slopeLoading(tenorYears: number): number {
  return Math.max(-1, Math.min(1, (tenorYears - 10) / 10));
}

/**
 * One step of the demo market's yields: mean-reverting towards each bond's reference (an
 * Ornstein-Uhlenbeck step) with moves correlated along the curve through two shared factors, a level
 * shift every bond feels and a slope twist that moves the short and long ends in opposite directions,
 * plus a small move of each bond's own. Returns the proposed yields; the caller keeps them within the
 * price band.
 */
export function stepYields(
  bonds: readonly ModelBond[],
  random: SeededRandom,
  parameters: YieldModelParameters = {},
): number[] {
  const reversion = parameters.meanReversion ?? 0.04;
  const level = random.normal() * (parameters.levelVolatility ?? 0.006);
  const slope = random.normal() * (parameters.slopeVolatility ?? 0.004);
  const own = parameters.idiosyncraticVolatility ?? 0.002;
  return bonds.map((bond) => {
    const pull = reversion * (bond.referenceYield - bond.marketYield);
    const next =
      bond.marketYield + pull + level + slope * slopeLoading(bond.tenorYears) + random.normal() * own;
    return Math.max(0.01, Math.round(next * 10_000) / 10_000);
  });
}
