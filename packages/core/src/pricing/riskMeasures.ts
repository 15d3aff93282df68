import { compileBond } from './compiledBond';
import { PricingError } from './PricingError';
import { flowsToMaturity, sensitivityAt } from './flowSet';
import { yieldFractionInDomain } from './priceFromYield';
import { parseSettlement } from './settlementInput';
import type { BondTerms, PriceFromYieldInput } from './types';

export interface RiskMeasures {
  /** Present-value-weighted average time to the cashflows, in years (day-count years from settlement). */
  macaulayDuration: number;
  /** -(1/P) dP/dy: the percentage change of the dirty price per unit change of yield. */
  modifiedDuration: number;
  /** (1/P) d2P/dy2. */
  convexity: number;
  /** Price value of one basis point: the dirty price change per 100 face for a 0.01% yield change (first order). */
  pv01: number;
  /** Dirty price per 100 face at the yield. */
  dirtyPrice: number;
}

/**
 * Duration, convexity and PV01 at a yield in percent, analytic in the bond's own yield basis. For a compounded
 * yield Macaulay duration = modified duration x (1 + y/f), as QuantLib's CashFlows.duration computes them.
 */
export function riskMeasures(bond: BondTerms, input: PriceFromYieldInput): RiskMeasures {
  const compiled = compileBond(bond);
  const flows = flowsToMaturity(compiled, parseSettlement(input.settlementDate));
  const { price, slope, curvature, timeWeighted } = sensitivityAt(
    flows,
    yieldFractionInDomain(flows, input.yield),
  );
  const measures: RiskMeasures = {
    macaulayDuration: timeWeighted / price,
    modifiedDuration: -slope / price,
    convexity: curvature / price,
    pv01: -slope * 1e-4,
    dirtyPrice: price,
  };
  // A price that underflows to zero (a 2075 STRIP at 1,000,000%) makes every ratio 0/0.
  if (
    !(price > 0) ||
    !Number.isFinite(measures.macaulayDuration) ||
    !Number.isFinite(measures.modifiedDuration) ||
    !Number.isFinite(measures.convexity) ||
    !Number.isFinite(measures.pv01)
  ) {
    throw new PricingError('yield_out_of_range', `At ${input.yield}% the price underflows: no duration.`);
  }
  return measures;
}
