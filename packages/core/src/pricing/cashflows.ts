import { nextBusinessDay, previousBusinessDay } from './businessDays';
import { compileBond, periodCoupon, periodEndOf, periodFields, periodPrincipal } from './compiledBond';
import { flowsToMaturity } from './flowSet';
import { formatIsoDate } from './isoDate';
import { PricingError } from './PricingError';
import { roundToPaisa } from './rounding';
import { parseSettlement } from './settlementInput';
import type { BondTerms, Cashflow } from './types';

export interface CashflowsInput {
  /** `YYYY-MM-DD`; only cashflows the buyer receives (after settlement, outside an ex-interest window) are listed. */
  settlementDate: string;
  /** Units held. Default: none, and amounts are per 100 of face value; with a quantity, rupees rounded to the paisa. */
  quantity?: number | undefined;
}

/**
 * The future cashflows a buyer settling on `settlementDate` receives. `date` is the scheduled due date (prices
 * discount to it); `paymentDate` moves a coupon to the next business day and a maturity to the previous one.
 */
export function cashflows(bond: BondTerms, input: CashflowsInput): Cashflow[] {
  const compiled = compileBond(bond);
  const flows = flowsToMaturity(compiled, parseSettlement(input.settlementDate));
  let scale = 1;
  if (input.quantity !== undefined) {
    if (!(typeof input.quantity === 'number' && Number.isFinite(input.quantity) && input.quantity > 0)) {
      throw new PricingError('invalid_quantity', 'quantity must be a positive number.');
    }
    scale = (input.quantity * compiled.faceValue) / 100;
  }
  const present = (amount: number) => (input.quantity === undefined ? amount : roundToPaisa(amount * scale));
  const result: Cashflow[] = [];
  // The flows run from the period holding settlement (whose coupon an ex-interest window gives the seller) to
  // maturity, period 0.
  for (let period = flows.firstPeriod; period >= 0; period -= 1) {
    const offset = period * periodFields;
    const coupon =
      period === flows.firstPeriod && flows.exInterest
        ? 0
        : (compiled.schedule[offset + periodCoupon] as number);
    const principal =
      period === flows.firstPeriod && flows.exInterest
        ? 0
        : (compiled.schedule[offset + periodPrincipal] as number);
    if (coupon === 0 && principal === 0) continue;
    const due = periodEndOf(compiled, period);
    const paid =
      due === compiled.maturity
        ? previousBusinessDay(compiled.calendar, due)
        : nextBusinessDay(compiled.calendar, due);
    const presentCoupon = present(coupon);
    const presentPrincipal = present(principal);
    result.push({
      date: formatIsoDate(due),
      paymentDate: formatIsoDate(paid),
      coupon: presentCoupon,
      principal: presentPrincipal,
      total:
        input.quantity === undefined ? coupon + principal : roundToPaisa(presentCoupon + presentPrincipal),
    });
  }
  return result;
}
