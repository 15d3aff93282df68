import type { FlowSet } from './flowSet';
import { dirtyPriceAt, flowFields, flowTime, priceAndSlopeAt, yieldCeiling, yieldFloor } from './flowSet';
import { PricingError } from './PricingError';

/** The solver stops when a step moves the yield by less than this (a fraction: 1e-10 in percent). */
const yieldTolerance = 1e-12;
// Newton needs about 3 to 5 iterations; bisection of the whole range to 1e-12 needs about 60. Far more than both.
const maximumIterations = 200;

export interface SolvedYield {
  /** A fraction. */
  yieldFraction: number;
  iterations: number;
}

/**
 * A starting point: the yield of a zero-coupon bond paying the total undiscounted cashflow at the flows' amount-weighted
 * average time. Coupons arrive before the last flow, so this sits much nearer the answer than a start from the last
 * flow's time (5.8% for a 10-year 7.26% par G-sec, against 6.9% from this one), and saves a Newton iteration or two.
 * Deliberately independent of earlier calls, so a price always gives the very same yield.
 */
function initialGuess(flows: FlowSet, dirtyPrice: number): number {
  let total = 0;
  let timeWeighted = 0;
  for (let offset = 0; offset < flows.count * flowFields; offset += flowFields) {
    total += flows.data[offset] as number;
    timeWeighted += (flows.data[offset] as number) * (flows.data[offset + flowTime] as number);
  }
  const horizon = timeWeighted / total;
  if (flows.simple) return (total / dirtyPrice - 1) / horizon;
  return flows.periodsPerYear * ((total / dirtyPrice) ** (1 / horizon) - 1);
}

/** Largest relative miss of the price at a converged yield; beyond it the yield cannot represent the price. */
const priceTolerance = 1e-9;

/**
 * Near the lowest yield (about -100% a compounding period) the price is so steep that neighbouring floating-point
 * yields give prices units apart: refuse rather than return a yield that does not reproduce the price.
 */
function checked(flows: FlowSet, target: number, yieldFraction: number, iterations: number): SolvedYield {
  // Checked as the caller will use it: in percent and back again.
  const asCallerSeesIt = (yieldFraction * 100) / 100;
  if (!(Math.abs(dirtyPriceAt(flows, asCallerSeesIt) - target) <= priceTolerance * Math.max(1, target))) {
    throw new PricingError(
      'price_unreachable',
      'The price is beyond what any representable yield reproduces (it needs a yield near -100% a period).',
    );
  }
  return { yieldFraction, iterations };
}

/**
 * Whether the flows leave any time in their day count: a redemption on the day after settlement can be zero
 * 30E/360 days away (settlement 30 Jul, redemption 31 Jul), and then every yield gives the same price.
 */
export function hasTimeRemaining(flows: FlowSet): boolean {
  return (flows.data[(flows.count - 1) * flowFields + flowTime] as number) > 0;
}

/**
 * Solves dirtyPrice(y) = target. Newton's method inside a bracket [floor, ceiling] that every evaluation narrows;
 * a Newton step that leaves the bracket (or a non-finite evaluation) is replaced by bisection. The price falls
 * strictly with the yield, so the bracket always holds the root and the loop always ends.
 */
export function solveYield(flows: FlowSet, target: number): SolvedYield {
  if (!(target > 0)) {
    throw new PricingError('price_unreachable', 'No yield gives a dirty price of zero or less.');
  }
  if (!hasTimeRemaining(flows)) {
    throw new PricingError(
      'price_unreachable',
      'No time remains in the day count: every yield gives the same price.',
    );
  }
  if (dirtyPriceAt(flows, yieldCeiling) > target) {
    throw new PricingError('price_unreachable', 'The price is too low: it needs a yield above 1,000,000%.');
  }
  let low = yieldFloor(flows);
  let high = yieldCeiling;
  let guess = initialGuess(flows, target);
  let current = Number.isFinite(guess) && guess > low && guess < high ? guess : 0.05;
  for (let iteration = 1; iteration <= maximumIterations; iteration += 1) {
    const { price, slope } = priceAndSlopeAt(flows, current);
    const excess = price - target;
    if (excess === 0) return checked(flows, target, current, iteration);
    if (!Number.isFinite(price) || excess > 0) low = current;
    else high = current;
    guess = Number.isFinite(price) && slope < 0 ? current - excess / slope : Number.NaN;
    const next = guess > low && guess < high ? guess : (low + high) / 2;
    if (
      Math.abs(next - current) <= yieldTolerance * Math.max(1, Math.abs(current)) ||
      high - low <= yieldTolerance
    ) {
      return checked(flows, target, next, iteration);
    }
    current = next;
  }
  throw new PricingError(
    'solver_did_not_converge',
    'The yield solver did not converge; please report the bond terms.',
  );
}
