import { BondkitError } from '../errors/BondkitError';

/**
 * Every reason the pricing engine refuses an input. Stable strings: callers switch on them.
 *
 * - `invalid_date`: a date is not a real calendar date in `YYYY-MM-DD` form.
 * - `invalid_number`: a number is missing, NaN or infinite.
 * - `invalid_terms`: the bond's terms contradict themselves (a negative coupon, a frequency outside 0/1/2/4/12,
 *   coupons without a frequency, a redemption or call off the schedule, redemptions above the face value).
 * - `unknown_convention`: the convention is neither a named market convention nor a valid `Convention` object.
 * - `unsupported_convention`: the convention is known but cannot price this bond (money-market yields on coupons).
 * - `settlement_before_issue`, `settlement_after_maturity`: settlement outside the bond's life (on maturity counts as after).
 * - `settlement_in_shut_period`: settlement inside the record-date window before the final redemption (the shut
 *   period), when the bond no longer trades.
 * - `price_out_of_range`: a price that is not a positive finite number.
 * - `yield_out_of_range`: a yield at or below the point where discount factors stop being finite (for example
 *   -200% for a semi-annual bond) or above the engine's ceiling of 1,000,000%, or one so high that the discounted
 *   cashflows fall to the accrued interest or below (no positive clean price) or underflow to zero (no duration).
 * - `price_unreachable`: no yield in the engine's range gives this price (for example a dirty price of zero or less).
 * - `solver_did_not_converge`: the yield solver ran out of iterations; it never returns an unconverged yield.
 * - `invalid_quantity`: a quantity or face value that is not a positive finite number.
 */
export type PricingErrorCode =
  | 'invalid_date'
  | 'invalid_number'
  | 'invalid_terms'
  | 'unknown_convention'
  | 'unsupported_convention'
  | 'settlement_before_issue'
  | 'settlement_after_maturity'
  | 'settlement_in_shut_period'
  | 'price_out_of_range'
  | 'yield_out_of_range'
  | 'price_unreachable'
  | 'solver_did_not_converge'
  | 'invalid_quantity';

const marker = 'bondkit.error.PricingError';
const symbol = Symbol.for(marker);

/** Thrown by the pricing engine for an input it cannot price. It never returns NaN or Infinity instead. */
export class PricingError extends BondkitError {
  private readonly [symbol] = true;
  declare readonly code: PricingErrorCode;

  constructor(code: PricingErrorCode, message: string) {
    super({ code, message });
    this.name = 'PricingError';
  }

  static override isInstance(error: unknown): error is PricingError {
    return BondkitError.hasMarker(error, marker);
  }
}
