import type { DatedPrice } from './compiledBond';
import { compileBond } from './compiledBond';
import { buildFlowSet, dirtyPriceAt, flowsToMaturity, yieldCeiling } from './flowSet';
import { formatIsoDate } from './isoDate';
import { parseSettlement, requireCleanPrice } from './settlementInput';
import type { BondTerms, YieldFromPriceInput } from './types';
import { hasTimeRemaining, solveYield } from './yieldSolver';

/** The yield, in percent, if the bond is redeemed on an option date. */
export interface OptionYield {
  /** `YYYY-MM-DD` of the call or put. */
  date: string;
  /** Redemption price per 100 of outstanding face value. */
  price: number;
  yield: number;
}

/** A call `yieldToWorst` left out, and why. */
export interface SkippedCall {
  /** `YYYY-MM-DD` of the call. */
  date: string;
  price: number;
  /**
   * `unreachable`: the price is below what the call is worth even at the engine's highest yield (1,000,000%).
   * `no_time`: the call is zero days away in the bond's day count (settlement 30 Jul, call 31 Jul in 30E/360), so
   * no yield can be read from it: every yield gives the same price.
   */
  reason: 'unreachable' | 'no_time';
}

export interface YieldToWorst {
  yield: number;
  /** The redemption date that gives the lowest yield. */
  date: string;
  redemption: 'maturity' | 'call';
  /** Calls after the notice cut-off that no yield reaches at this price; they cannot be the worst case. */
  skippedCalls: SkippedCall[];
}

/** Options still exercisable from settlement: their date after settlement and their notice not yet overdue. */
function exercisable(options: readonly DatedPrice[], settlement: number): DatedPrice[] {
  return options.filter(
    (option) => option.date > settlement && settlement < (option.noticeCutoff ?? option.date),
  );
}

function optionYields(bond: BondTerms, input: YieldFromPriceInput, kind: 'calls' | 'puts'): OptionYield[] {
  const compiled = compileBond(bond);
  const settlement = parseSettlement(input.settlementDate);
  const cleanPrice = requireCleanPrice(input.cleanPrice);
  const accrued = flowsToMaturity(compiled, settlement).accruedInterest;
  return exercisable(compiled[kind], settlement).flatMap((option) => {
    const flows = buildFlowSet(compiled, settlement, option);
    // Zero days away in the day count: no yield to read (see SkippedCall's `no_time`); the others still answer.
    if (!hasTimeRemaining(flows)) return [];
    return [
      {
        date: formatIsoDate(option.date),
        price: option.price,
        yield: solveYield(flows, cleanPrice + accrued).yieldFraction * 100,
      },
    ];
  });
}

/**
 * Yield to each issuer call still exercisable after settlement (its notice, `optionNoticeDays`, not yet overdue),
 * earliest first. Empty when there is none. A call zero days away in the day count has no yield and is left out
 * (`yieldToWorst` lists it in `skippedCalls`). Throws `price_unreachable` when a call's yield is out of range.
 */
export function yieldToCall(bond: BondTerms, input: YieldFromPriceInput): OptionYield[] {
  return optionYields(bond, input, 'calls');
}

/** Yield to each holder put still exercisable after settlement, earliest first. Empty when there is none. */
export function yieldToPut(bond: BondTerms, input: YieldFromPriceInput): OptionYield[] {
  return optionYields(bond, input, 'puts');
}

/**
 * The lowest of the yield to maturity and the yields to every call still exercisable (its notice not overdue):
 * the worst the issuer's choices can do to the holder. Puts are the holder's own choice, so they can only raise the
 * yield and are not considered. A call no yield reaches at this price (called tomorrow at 101 with a clean price
 * of 96: the yield would be above the engine's ceiling) is skipped and listed in `skippedCalls`, not an error.
 */
export function yieldToWorst(bond: BondTerms, input: YieldFromPriceInput): YieldToWorst {
  const compiled = compileBond(bond);
  const settlement = parseSettlement(input.settlementDate);
  const cleanPrice = requireCleanPrice(input.cleanPrice);
  const flows = flowsToMaturity(compiled, settlement);
  const dirtyPrice = cleanPrice + flows.accruedInterest;
  let worst: YieldToWorst = {
    yield: solveYield(flows, dirtyPrice).yieldFraction * 100,
    date: formatIsoDate(compiled.maturity),
    redemption: 'maturity',
    skippedCalls: [],
  };
  const skippedCalls: SkippedCall[] = [];
  for (const call of exercisable(compiled.calls, settlement)) {
    const callFlows = buildFlowSet(compiled, settlement, call);
    if (!hasTimeRemaining(callFlows)) {
      skippedCalls.push({ date: formatIsoDate(call.date), price: call.price, reason: 'no_time' });
      continue;
    }
    // Even the engine's highest yield leaves this call worth more than the price: its yield is above every yield the
    // engine gives (so above the yield to maturity), and it cannot be the worst case.
    if (!(dirtyPriceAt(callFlows, yieldCeiling) <= dirtyPrice)) {
      skippedCalls.push({ date: formatIsoDate(call.date), price: call.price, reason: 'unreachable' });
      continue;
    }
    const callYield = solveYield(callFlows, dirtyPrice).yieldFraction * 100;
    if (callYield < worst.yield)
      worst = { yield: callYield, date: formatIsoDate(call.date), redemption: 'call', skippedCalls };
  }
  worst.skippedCalls = skippedCalls;
  return worst;
}
