import { PricingError } from './PricingError';
import { parseIsoDate } from './isoDate';
import type { BondTerms, CouponStep } from './types';
import { isList } from './isList';

/** One coupon reset of a GOI floating rate bond. */
export interface FrbReset {
  /** `YYYY-MM-DD`: the coupon date from which the reset coupon applies (the start of the coupon period). */
  date: string;
  /** Percent: the cut-off yields of the recent 182-day T-bill auctions the base rate averages (RBI: the last
   * three held before the rate-fixing day). */
  tbillYields: readonly number[];
}

export interface GoiFrbInput {
  /** Fixed spread over the base rate, percent (for example 1.22). */
  spread: number;
  /** `YYYY-MM-DD`. */
  maturityDate: string;
  /** `YYYY-MM-DD`. Default: none. */
  issueDate?: string;
  /** The reset history, any order; at least one. */
  resets: readonly FrbReset[];
  /** Ex-interest window in calendar days, as on fixed-rate G-secs. Default 0. */
  recordDays?: number;
}

function averageOf(values: readonly number[], field: string): number {
  if (!Array.isArray(values) || values.length === 0) {
    throw new PricingError('invalid_terms', `${field} must list at least one T-bill cut-off yield.`);
  }
  let total = 0;
  for (const value of values) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new PricingError(
        'invalid_number',
        `${field} must hold non-negative percentages, got ${String(value)}.`,
      );
    }
    total += value;
  }
  return total / values.length;
}

/**
 * The terms of a GOI floating rate bond (FRB) for the fixed-rate engine: each reset's coupon is the average of its
 * 182-day T-bill cut-off yields plus the spread, from its date on (`couponSteps`); periods after the last reset carry
 * the last known coupon, the usual convention for quoting an FRB's yield (no forecast of future resets). The bond
 * pays semi-annually on the G-sec 30E/360 convention. Priced with `priceFromYield`/`yieldFromPrice` like any G-sec;
 * verified against QuantLib's FloatingRateBond with the same fixings and a flat forecast (see README).
 */
export function goiFrbTerms(input: GoiFrbInput): BondTerms {
  if (typeof input !== 'object' || input === null) {
    throw new PricingError('invalid_terms', 'FRB terms must be an object.');
  }
  const spread = input.spread;
  if (typeof spread !== 'number' || !Number.isFinite(spread)) {
    throw new PricingError('invalid_number', `spread must be a finite number, got ${String(spread)}.`);
  }
  if (!isList(input.resets) || input.resets.length === 0) {
    throw new PricingError('invalid_terms', 'An FRB needs at least one coupon reset.');
  }
  const steps: CouponStep[] = input.resets
    .map((reset, index) => {
      parseIsoDate(reset.date, `resets[${index}].date`);
      const couponRate = averageOf(reset.tbillYields, `resets[${index}].tbillYields`) + spread;
      if (couponRate < 0)
        throw new PricingError('invalid_terms', `resets[${index}] gives a negative coupon.`);
      return { date: reset.date, couponRate };
    })
    .sort((first, second) => (first.date < second.date ? -1 : first.date > second.date ? 1 : 0));
  for (let index = 1; index < steps.length; index += 1) {
    if ((steps[index] as CouponStep).date === (steps[index - 1] as CouponStep).date) {
      throw new PricingError(
        'invalid_terms',
        `Two resets share the date ${(steps[index] as CouponStep).date}.`,
      );
    }
  }
  return {
    couponRate: (steps[0] as CouponStep).couponRate,
    frequency: 2,
    maturityDate: input.maturityDate,
    ...(input.issueDate === undefined ? {} : { issueDate: input.issueDate }),
    ...(input.recordDays === undefined ? {} : { recordDays: input.recordDays }),
    convention: 'GSEC',
    couponSteps: steps.slice(1),
  };
}
