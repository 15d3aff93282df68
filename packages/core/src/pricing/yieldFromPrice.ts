import { compileBond } from './compiledBond';
import { flowsToMaturity } from './flowSet';
import { parseSettlement, requireCleanPrice } from './settlementInput';
import type { BondTerms, YieldFromPriceInput, YieldResult } from './types';
import { solveYield } from './yieldSolver';

/** The yield in percent (unrounded, converged to 1e-10) at which the bond's clean price per 100 face is `cleanPrice`. */
export function yieldFromPrice(bond: BondTerms, input: YieldFromPriceInput): YieldResult {
  const compiled = compileBond(bond);
  const flows = flowsToMaturity(compiled, parseSettlement(input.settlementDate));
  const cleanPrice = requireCleanPrice(input.cleanPrice);
  const dirtyPrice = cleanPrice + flows.accruedInterest;
  const solved = solveYield(flows, dirtyPrice);
  return {
    yield: solved.yieldFraction * 100,
    cleanPrice,
    dirtyPrice,
    accruedInterest: flows.accruedInterest,
    accruedDays: flows.accruedDays,
    exInterest: flows.exInterest,
    previousCouponDate: flows.previousCouponDate,
    nextCouponDate: flows.nextCouponDate,
    settlementDate: flows.settlementText,
    iterations: solved.iterations,
  };
}
