import type { DatedPrice } from './compiledBond';
import { compileBond } from './compiledBond';
import { buildFlowSet, flowsToMaturity } from './flowSet';
import { formatIsoDate } from './isoDate';
import { parseSettlement, requireCleanPrice } from './settlementInput';
import type { BondTerms, YieldFromPriceInput } from './types';
import { solveYield } from './yieldSolver';

/** The yield, in percent, if the bond is redeemed on an option date. */
export interface OptionYield {
  /** `YYYY-MM-DD` of the call or put. */
  date: string;
  /** Redemption price per 100 of outstanding face value. */
  price: number;
  yield: number;
}

export interface YieldToWorst {
  yield: number;
  /** The redemption date that gives the lowest yield. */
  date: string;
  redemption: 'maturity' | 'call';
}

function optionYields(bond: BondTerms, input: YieldFromPriceInput, kind: 'calls' | 'puts'): OptionYield[] {
  const compiled = compileBond(bond);
  const settlement = parseSettlement(input.settlementDate);
  const cleanPrice = requireCleanPrice(input.cleanPrice);
  const accrued = flowsToMaturity(compiled, settlement).accruedInterest;
  return compiled[kind]
    .filter((option: DatedPrice) => option.date > settlement)
    .map((option) => ({
      date: formatIsoDate(option.date),
      price: option.price,
      yield: solveYield(buildFlowSet(compiled, settlement, option), cleanPrice + accrued).yieldFraction * 100,
    }));
}

/** Yield to each issuer call after settlement, earliest first. Empty when the bond has none. */
export function yieldToCall(bond: BondTerms, input: YieldFromPriceInput): OptionYield[] {
  return optionYields(bond, input, 'calls');
}

/** Yield to each holder put after settlement, earliest first. Empty when the bond has none. */
export function yieldToPut(bond: BondTerms, input: YieldFromPriceInput): OptionYield[] {
  return optionYields(bond, input, 'puts');
}

/**
 * The lowest of the yield to maturity and the yields to every call: the worst the issuer's choices can do to the
 * holder. Puts are the holder's own choice, so they can only raise the yield and are not considered.
 */
export function yieldToWorst(bond: BondTerms, input: YieldFromPriceInput): YieldToWorst {
  const compiled = compileBond(bond);
  const settlement = parseSettlement(input.settlementDate);
  const cleanPrice = requireCleanPrice(input.cleanPrice);
  const flows = flowsToMaturity(compiled, settlement);
  let worst: YieldToWorst = {
    yield: solveYield(flows, cleanPrice + flows.accruedInterest).yieldFraction * 100,
    date: formatIsoDate(compiled.maturity),
    redemption: 'maturity',
  };
  for (const call of yieldToCall(bond, input)) {
    if (call.yield < worst.yield) worst = { yield: call.yield, date: call.date, redemption: 'call' };
  }
  return worst;
}
