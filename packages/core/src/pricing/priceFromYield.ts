import { compileBond } from './compiledBond';
import type { FlowSet } from './flowSet';
import { dirtyPriceAt, flowsToMaturity, yieldCeiling, yieldFloor } from './flowSet';
import { PricingError } from './PricingError';
import { parseSettlement, requireFinite } from './settlementInput';
import type { BondTerms, PriceFromYieldInput, PriceResult } from './types';

/** Checks a yield (percent) against the flows' domain and returns it as a fraction. */
export function yieldFractionInDomain(flows: FlowSet, yieldPercent: number): number {
  const fraction = requireFinite(yieldPercent, 'yield') / 100;
  if (!(fraction > yieldFloor(flows)) || fraction > yieldCeiling) {
    throw new PricingError(
      'yield_out_of_range',
      `No price corresponds to a yield of ${yieldPercent}%: it must be above ${yieldFloor(flows) * 100}% and at most 1,000,000%.`,
    );
  }
  return fraction;
}

/** The clean and dirty price per 100 face at a yield in percent, unrounded. */
export function priceFromYield(bond: BondTerms, input: PriceFromYieldInput): PriceResult {
  const compiled = compileBond(bond);
  const flows = flowsToMaturity(compiled, parseSettlement(input.settlementDate));
  const dirtyPrice = dirtyPriceAt(flows, yieldFractionInDomain(flows, input.yield));
  if (!Number.isFinite(dirtyPrice)) {
    throw new PricingError(
      'yield_out_of_range',
      `No finite price corresponds to a yield of ${input.yield}%.`,
    );
  }
  const cleanPrice = dirtyPrice - flows.accruedInterest;
  // At extreme yields the discounted cashflows fall below the accrued interest (or underflow to zero): no clean
  // price a market could quote, and none `yieldFromPrice` would take back.
  if (!(cleanPrice > 0) || !(dirtyPrice > 0)) {
    throw new PricingError(
      'yield_out_of_range',
      `No positive clean price corresponds to a yield of ${input.yield}%.`,
    );
  }
  return {
    cleanPrice,
    dirtyPrice,
    accruedInterest: flows.accruedInterest,
    accruedDays: flows.accruedDays,
    exInterest: flows.exInterest,
    previousCouponDate: flows.previousCouponDate,
    nextCouponDate: flows.nextCouponDate,
    yield: input.yield,
    settlementDate: flows.settlementText,
  };
}
