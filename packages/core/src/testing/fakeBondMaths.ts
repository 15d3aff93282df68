import type { Bond } from '../client/schemas/bond';

// The fake's bond maths, deliberately simpler than the reference server's pricing engine
// (@bondkit/core/pricing with the bond's real terms): every bond pays an annual coupon on the anniversaries
// of its maturity date, days count Actual/365, and yields compound annually. Enough for answers that follow
// the bond asked for (its coupon, its dates) and move with the price or yield sent; not for checking
// numbers against the server's.

const dayMs = 86_400_000;

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

function addYears(isoDate: string, years: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / dayMs;

/** The bond's issue date: its record's `contract_parameters.issue_date`, else ten years before maturity. */
function issueDateOf(bond: Bond): string {
  const issued = bond.contract_parameters.issue_date;
  return typeof issued === 'string' ? issued : addYears(bond.contract_parameters.maturity_date, -10);
}

/** The coupon dates after issue, oldest first: the anniversaries of maturity, maturity last. */
function couponDates(bond: Bond): string[] {
  const issued = issueDateOf(bond);
  const dates: string[] = [];
  for (let years = 0; ; years -= 1) {
    const date = addYears(bond.contract_parameters.maturity_date, years);
    if (date <= issued) break;
    dates.unshift(date);
  }
  return dates;
}

/** One payment to a holder. */
export interface FakeCashflow {
  date: string;
  interest: number;
  principal: number;
  total: number;
}

/**
 * The payments to a holder of `quantity` rupees of face value after `referenceDate`: a coupon a year (the
 * first one pro rata from issue when the first period is short) and the face value at maturity.
 */
export function cashflowsAfter(bond: Bond, referenceDate: string, quantity: number): FakeCashflow[] {
  const rate = (bond.coupon_rate ?? 0) / 100;
  const dates = couponDates(bond);
  return dates.flatMap((date, index) => {
    if (date <= referenceDate) return [];
    const start = index === 0 ? issueDateOf(bond) : dates[index - 1]!;
    const fraction = Math.min(1, daysBetween(start, date) / 365);
    const interest = round(quantity * rate * fraction, 2);
    const principal = index === dates.length - 1 ? quantity : 0;
    return [{ date, interest, principal, total: round(interest + principal, 2) }];
  });
}

/** The interest accrued per 100 of face value at settlement, since the last coupon (or issue). */
export function accruedPer100(bond: Bond, settlementDate: string): number {
  const previous = [issueDateOf(bond), ...couponDates(bond)].filter((date) => date <= settlementDate).at(-1);
  if (previous === undefined) return 0;
  return ((bond.coupon_rate ?? 0) * daysBetween(previous, settlementDate)) / 365;
}

/** A bond's price and risk at a yield, per 100 of face value. */
export interface FakePricing {
  cleanPrice: number;
  accruedInterest: number;
  dirtyPrice: number;
  macaulayDuration: number;
  modifiedDuration: number;
  convexity: number;
  pv01: number;
}

/** Prices the bond at a yield (a fraction) for a settlement date; undefined once it has matured. */
export function priceAtYield(bond: Bond, bondYield: number, settlementDate: string): FakePricing | undefined {
  const flows = cashflowsAfter(bond, settlementDate, 100);
  if (flows.length === 0) return undefined;
  let dirty = 0;
  let timeWeighted = 0;
  let convexitySum = 0;
  for (const flow of flows) {
    const years = daysBetween(settlementDate, flow.date) / 365;
    const present = flow.total / (1 + bondYield) ** years;
    dirty += present;
    timeWeighted += years * present;
    convexitySum += years * (years + 1) * present;
  }
  const accrued = accruedPer100(bond, settlementDate);
  const macaulay = timeWeighted / dirty;
  const modified = macaulay / (1 + bondYield);
  return {
    cleanPrice: round(dirty - accrued, 4),
    accruedInterest: round(accrued, 6),
    dirtyPrice: round(dirty, 6),
    macaulayDuration: round(macaulay, 6),
    modifiedDuration: round(modified, 6),
    convexity: round(convexitySum / (dirty * (1 + bondYield) ** 2), 6),
    pv01: round((modified * dirty) / 10_000, 6),
  };
}

/** The yield (a fraction, 6 dp) at which the bond's clean price is `cleanPrice`; undefined when none is. */
export function yieldAtPrice(bond: Bond, cleanPrice: number, settlementDate: string): number | undefined {
  const priceAt = (bondYield: number) => priceAtYield(bond, bondYield, settlementDate)?.cleanPrice;
  let low = -0.5;
  let high = 2;
  const lowPrice = priceAt(low);
  const highPrice = priceAt(high);
  if (lowPrice === undefined || highPrice === undefined) return undefined;
  if (cleanPrice > lowPrice || cleanPrice < highPrice) return undefined;
  for (let step = 0; step < 80; step += 1) {
    const middle = (low + high) / 2;
    if ((priceAt(middle) ?? 0) > cleanPrice) low = middle;
    else high = middle;
  }
  return round((low + high) / 2, 6);
}

/** The standard settlement date: the next weekday after `now` (T+1; the fake keeps no holiday calendar). */
export function standardSettlementDate(now: Date = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6);
  return date.toISOString().slice(0, 10);
}
