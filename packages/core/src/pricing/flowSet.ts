import type { CompiledBond, DatedPrice } from './compiledBond';
import {
  extendSchedule,
  periodCoupon,
  periodEnd,
  periodEndParts,
  periodFields,
  periodLength,
  periodOutstanding,
  periodPrincipal,
  periodRate,
  periodStart,
  periodStartParts,
  periodYearDays,
} from './compiledBond';
import { countDays, isThirty360 } from './dayCount';
import { formatIsoDate, packedFromDayNumber } from './isoDate';
import { PricingError } from './PricingError';

/**
 * The cashflows a buyer settling on one date receives, with their discounting exponents, plus the accrued
 * interest on that date. Built once per (bond, settlement) and reused across solver iterations and frames.
 */
export interface FlowSet {
  settlement: number;
  settlementText: string;
  /** True for the money-market basis, `1 / (1 + y t)`; false for `(1 + y/f)^(-exponent)` (periodic, xirr). */
  simple: boolean;
  /** Compounding periods a year: the bond's frequency for `periodic`, 1 for `xirr`. */
  periodsPerYear: number;
  count: number;
  /**
   * Every flow's numbers in one array, `flowFields` per flow (a single allocation per flow set, and the amount and
   * step the price loop reads sit side by side): at `flowFields * index +` `flowAmount` (per 100 of original face
   * value; a coupon lost to an ex-interest window is 0), `flowStep` (compounded: the exponent added since the
   * previous flow; simple: unused), `flowTime` (compounded: cumulative exponent from settlement; simple: year
   * fraction from settlement), `flowDate` (due date, a day number), `flowCoupon` and `flowPrincipal`.
   */
  data: Float64Array;
  accruedInterest: number;
  accruedDays: number;
  exInterest: boolean;
  previousCouponDate: string | null;
  nextCouponDate: string;
  /** The coupon rate, outstanding principal and day-count year of the period holding settlement, for `consideration`. */
  periodRate: number;
  periodOutstanding: number;
  periodYearDays: number;
}

export const flowAmount = 0;
export const flowStep = 1;
export const flowTime = 2;
export const flowDate = 3;
export const flowCoupon = 4;
export const flowPrincipal = 5;
export const flowFields = 6;

/** The flows to maturity for a settlement, cached per bond for the most recent settlement date. */
export function flowsToMaturity(bond: CompiledBond, settlement: number): FlowSet {
  const cached = bond.lastFlows as FlowSet | null;
  if (cached !== null && cached.settlement === settlement) return cached;
  const flows = buildFlowSet(bond, settlement, undefined);
  bond.lastFlows = flows;
  return flows;
}

/**
 * Builds the flow set. With a `horizon` (a call or put), the bond is treated as redeemed on the horizon's date at
 * its price per 100 of outstanding face; a horizon inside a coupon period pays the coupon accrued to that date.
 */
export function buildFlowSet(
  bond: CompiledBond,
  settlement: number,
  horizon: DatedPrice | undefined,
): FlowSet {
  if (settlement >= bond.maturity) {
    throw new PricingError(
      'settlement_after_maturity',
      'The settlement date must be before the maturity date.',
    );
  }
  if (bond.issue !== null && settlement < bond.issue) {
    throw new PricingError(
      'settlement_before_issue',
      'The settlement date must be on or after the issue date.',
    );
  }
  extendSchedule(bond, settlement);
  const schedule = bond.schedule;
  let currentIndex = 0;
  while (
    currentIndex < bond.periodCount - 1 &&
    (schedule[currentIndex * periodFields + periodStart] as number) > settlement
  ) {
    currentIndex += 1;
  }
  const current = currentIndex * periodFields;
  const currentStart = schedule[current + periodStart] as number;
  const currentEnd = schedule[current + periodEnd] as number;
  const currentRate = schedule[current + periodRate] as number;
  const currentOutstanding = schedule[current + periodOutstanding] as number;
  const currentYearDays = schedule[current + periodYearDays] as number;
  const { dayCount, yieldBasis } = bond.convention;
  const settlementParts = packedFromDayNumber(settlement);
  const zeroCoupon = bond.frequency === 0;
  const accrued = zeroCoupon
    ? 0
    : countDays(dayCount, schedule[current + periodStartParts] as number, settlementParts, currentStart, settlement);
  const exInterest = !zeroCoupon && bond.recordDays > 0 && settlement >= currentEnd - bond.recordDays;
  const interestPerDay = (currentRate * currentOutstanding) / 100 / currentYearDays;
  const daysToCoupon = (schedule[current + periodLength] as number) - accrued;

  const data = new Float64Array((currentIndex + 1) * flowFields);
  const simple = yieldBasis === 'money-market';
  const periodsPerYear = yieldBasis === 'periodic' ? bond.compounding : 1;
  let count = 0;
  let cumulative = 0;
  for (let index = currentIndex; index >= 0; index -= 1) {
    const period = index * periodFields;
    const periodStartDate = schedule[period + periodStart] as number;
    const periodEndDate = schedule[period + periodEnd] as number;
    const rate = schedule[period + periodRate] as number;
    const outstanding = schedule[period + periodOutstanding] as number;
    const yearDays = schedule[period + periodYearDays] as number;
    const first = index === currentIndex;
    const offset = count * flowFields;
    let date = periodEndDate;
    let coupon = first && exInterest ? 0 : (schedule[period + periodCoupon] as number);
    let principal = schedule[period + periodPrincipal] as number;
    let elapsed = first ? daysToCoupon : (schedule[period + periodLength] as number);
    const stopsHere = horizon !== undefined && horizon.date <= periodEndDate;
    if (horizon !== undefined && stopsHere) {
      date = horizon.date;
      if (horizon.date < periodEndDate) {
        // Redeemed inside the period: the coupon accrued to the horizon, on the same count as accrued interest.
        const toHorizon = countDays(
          dayCount,
          schedule[period + periodStartParts] as number,
          packedFromDayNumber(date),
          periodStartDate,
          date,
        );
        coupon = (rate * outstanding * toHorizon) / 100 / yearDays;
        elapsed = first ? toHorizon - accrued : toHorizon;
        principal = (outstanding * horizon.price) / 100;
      } else {
        principal += ((outstanding - principal) * horizon.price) / 100;
      }
    }
    let time: number;
    if (yieldBasis === 'periodic') {
      // Zero-coupon bonds: one step straight from settlement, as QuantLib times a non-coupon cashflow.
      const exponentDays = zeroCoupon
        ? countDays(
            dayCount,
            settlementParts,
            schedule[period + periodEndParts] as number,
            settlement,
            periodEndDate,
          )
        : elapsed;
      time = cumulative + (periodsPerYear * exponentDays) / yearDays;
      data[offset + flowStep] = zeroCoupon ? time : (periodsPerYear * exponentDays) / yearDays;
    } else if (yieldBasis === 'xirr') {
      time = (date - settlement) / 365;
      data[offset + flowStep] = time - cumulative;
    } else {
      const simpleYearDays = isThirty360(dayCount) ? 360 : 365;
      time = countDays(dayCount, settlementParts, packedFromDayNumber(date), settlement, date) / simpleYearDays;
      data[offset + flowStep] = time - cumulative;
    }
    cumulative = time;
    data[offset + flowTime] = time;
    data[offset + flowAmount] = coupon + principal;
    data[offset + flowCoupon] = coupon;
    data[offset + flowPrincipal] = principal;
    data[offset + flowDate] = date;
    count += 1;
    if (stopsHere) break;
  }
  let previousCouponDate: string | null = formatIsoDate(currentStart);
  if (zeroCoupon) previousCouponDate = bond.issue === null ? null : formatIsoDate(bond.issue);
  return {
    settlement,
    settlementText: formatIsoDate(settlement),
    simple,
    periodsPerYear,
    count,
    data,
    accruedInterest: exInterest ? -interestPerDay * daysToCoupon : interestPerDay * accrued,
    accruedDays: exInterest ? -daysToCoupon : accrued,
    exInterest,
    previousCouponDate,
    nextCouponDate: formatIsoDate(currentEnd),
    periodRate: currentRate,
    periodOutstanding: currentOutstanding,
    periodYearDays: currentYearDays,
  };
}

/** Dirty price per 100 face at a yield (a fraction). Infinite or NaN only outside the yield's domain. */
export function dirtyPriceAt(flows: FlowSet, yieldFraction: number): number {
  const { data, count } = flows;
  // Offsets are literals here: an imported or module constant is a context load on every iteration.
  const end = count * 6;
  let price = 0;
  if (flows.simple) {
    for (let offset = 0; offset < end; offset += 6) {
      price += (data[offset] as number) / (1 + yieldFraction * (data[offset + 2] as number));
    }
    return price;
  }
  const base = 1 + yieldFraction / flows.periodsPerYear;
  let discount = 1;
  for (let offset = 0; offset < end; offset += 6) {
    const step = data[offset + 1] as number;
    // A regular period is exactly one compounding step: a division, not a pow, keeps a quote sheet fast.
    if (step === 1) discount /= base;
    else if (step !== 0) discount *= base ** -step;
    price += (data[offset] as number) * discount;
  }
  return price;
}

/**
 * The dirty price and its slope dP/dy (y a fraction) for the yield solver: the same stepwise discounting as
 * `dirtyPriceAt`, one pow only where a step is not a whole period, instead of a pow per flow.
 */
export function priceAndSlopeAt(flows: FlowSet, yieldFraction: number): { price: number; slope: number } {
  const { data, count } = flows;
  const end = count * flowFields;
  let price = 0;
  let slope = 0;
  if (flows.simple) {
    for (let offset = 0; offset < end; offset += flowFields) {
      const time = data[offset + flowTime] as number;
      const growth = 1 + yieldFraction * time;
      const present = (data[offset] as number) / growth;
      price += present;
      slope -= (present * time) / growth;
    }
    return { price, slope };
  }
  const periodsPerYear = flows.periodsPerYear;
  const base = 1 + yieldFraction / periodsPerYear;
  let discount = 1;
  let exponentWeighted = 0;
  for (let offset = 0; offset < end; offset += flowFields) {
    const step = data[offset + flowStep] as number;
    if (step === 1) discount /= base;
    else if (step !== 0) discount *= base ** -step;
    const present = (data[offset] as number) * discount;
    price += present;
    exponentWeighted += present * (data[offset + flowTime] as number);
  }
  return { price, slope: -exponentWeighted / (periodsPerYear * base) };
}

/** The dirty price's sensitivities at a yield: its first and second derivatives and time-weighted sum. */
export interface PriceSensitivity {
  price: number;
  /** dP/dy, y a fraction. */
  slope: number;
  /** d2P/dy2. */
  curvature: number;
  /** Sum of flow present values weighted by time in years. */
  timeWeighted: number;
}

export function sensitivityAt(flows: FlowSet, yieldFraction: number): PriceSensitivity {
  const { data, count } = flows;
  let price = 0;
  let slope = 0;
  let curvature = 0;
  let timeWeighted = 0;
  if (flows.simple) {
    for (let index = 0; index < count; index += 1) {
      const time = data[index * flowFields + flowTime] as number;
      const growth = 1 + yieldFraction * time;
      const present = (data[index * flowFields] as number) / growth;
      price += present;
      timeWeighted += present * time;
      slope -= (present * time) / growth;
      curvature += (2 * present * time * time) / (growth * growth);
    }
    return { price, slope, curvature, timeWeighted };
  }
  const periodsPerYear = flows.periodsPerYear;
  const base = 1 + yieldFraction / periodsPerYear;
  let exponentWeighted = 0;
  let secondWeighted = 0;
  for (let index = 0; index < count; index += 1) {
    const exponent = data[index * flowFields + flowTime] as number;
    const present = (data[index * flowFields] as number) * base ** -exponent;
    price += present;
    exponentWeighted += present * exponent;
    secondWeighted += present * exponent * (exponent + 1);
  }
  return {
    price,
    slope: -exponentWeighted / (periodsPerYear * base),
    curvature: secondWeighted / (periodsPerYear * periodsPerYear * base * base),
    timeWeighted: exponentWeighted / periodsPerYear,
  };
}

/** The lowest yield (a fraction, exclusive) at which every discount factor is finite and positive. */
export function yieldFloor(flows: FlowSet): number {
  if (!flows.simple) return -flows.periodsPerYear;
  const longest = flows.data[(flows.count - 1) * flowFields + flowTime] as number;
  return longest > 0 ? -1 / longest : -Infinity;
}

/** The engine's highest yield, as a fraction: 1,000,000 percent. */
export const yieldCeiling = 10_000;
