import type { CompiledBond, DatedPrice } from './compiledBond';
import {
  extendSchedule,
  outstandingOf,
  periodRateOf,
  yearDaysOf,
  periodCoupon,
  periodEndOf,
  periodFields,
  periodLength,
  periodPrincipal,
  periodStart,
  recordWindowStart,
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
  /** The schedule index of the period holding settlement: flow k comes from period `firstPeriod - k`. */
  firstPeriod: number;
  /**
   * Every flow's numbers in one plain array, `flowFields` per flow, at `flowFields * index +`: `flowAmount` (per 100
   * of original face value; a coupon lost to an ex-interest window is 0), `flowStep` (compounded: the exponent added
   * since the previous flow; simple: unused) and `flowTime` (compounded: cumulative exponent from settlement; simple:
   * year fraction from settlement). One unboxed block on the heap per flow set (typed arrays this size live off the
   * heap), with the amount and step the price loop reads side by side. Dates, coupons and principal are read from
   * the bond's schedule (`cashflows`), so a quote sheet keeps less in memory.
   */
  data: number[];
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

const flowAmount = 0;
const flowStep = 1;
export const flowTime = 2;
export const flowFields = 3;

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
  const shutFrom = recordWindowStart(bond, bond.maturity);
  if (shutFrom !== null && settlement >= shutFrom) {
    throw new PricingError(
      'settlement_in_shut_period',
      `The settlement date is inside the shut period (from ${formatIsoDate(shutFrom)}) before the final redemption: the bond no longer trades.`,
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
  const currentEnd = periodEndOf(bond, currentIndex);
  const currentRate = periodRateOf(bond, currentStart);
  const currentOutstanding = outstandingOf(bond, currentStart);
  const currentYearDays = yearDaysOf(bond, currentIndex, currentStart, currentEnd);
  const { dayCount, yieldBasis } = bond.convention;
  const settlementParts = packedFromDayNumber(settlement);
  const zeroCoupon = bond.frequency === 0;
  const accrued = zeroCoupon
    ? 0
    : countDays(dayCount, packedFromDayNumber(currentStart), settlementParts, currentStart, settlement);
  const windowStart = zeroCoupon ? null : recordWindowStart(bond, currentEnd);
  const exInterest = windowStart !== null && settlement >= windowStart;
  const interestPerDay = (currentRate * currentOutstanding) / 100 / currentYearDays;
  const daysToCoupon = (schedule[current + periodLength] as number) - accrued;

  const data: number[] = [];
  const sameYear = dayCount === 'ACT/ACT-SEBI' || bond.periodFractionAccrual ? 0 : currentYearDays;
  let simple = yieldBasis === 'money-market';
  const periodsPerYear = yieldBasis === 'periodic' ? bond.compounding : 1;
  let count = 0;
  let cumulative = 0;
  for (let index = currentIndex; index >= 0; index -= 1) {
    const period = index * periodFields;
    const periodStartDate = schedule[period + periodStart] as number;
    const periodEndDate = periodEndOf(bond, index);
    // The same for every period under the 30/360 and ACT/365 counts, so those skip the lookup.
    const yearDays = sameYear === 0 ? yearDaysOf(bond, index, periodStartDate, periodEndDate) : sameYear;
    const first = index === currentIndex;
    let date = periodEndDate;
    let coupon = first && exInterest ? 0 : (schedule[period + periodCoupon] as number);
    // A part-redemption inside the record window goes to the seller with its coupon (the final redemption's window
    // is the shut period, refused above).
    let principal = first && exInterest ? 0 : (schedule[period + periodPrincipal] as number);
    let elapsed = first ? daysToCoupon : (schedule[period + periodLength] as number);
    const stopsHere = horizon !== undefined && horizon.date <= periodEndDate;
    if (horizon !== undefined && stopsHere) {
      date = horizon.date;
      if (horizon.date < periodEndDate) {
        // Redeemed inside the period: the coupon accrued to the horizon, on the same count as accrued interest.
        const toHorizon = countDays(
          dayCount,
          packedFromDayNumber(periodStartDate),
          packedFromDayNumber(date),
          periodStartDate,
          date,
        );
        const outstanding = outstandingOf(bond, periodStartDate);
        coupon = (periodRateOf(bond, periodStartDate) * outstanding * toHorizon) / 100 / yearDays;
        elapsed = first ? toHorizon - accrued : toHorizon;
        principal = (outstanding * horizon.price) / 100;
      } else {
        principal += ((outstandingOf(bond, periodStartDate) - principal) * horizon.price) / 100;
      }
    }
    let time: number;
    let step: number;
    if (yieldBasis === 'periodic') {
      // Zero-coupon bonds: one step straight from settlement, as QuantLib times a non-coupon cashflow.
      const exponentDays = zeroCoupon
        ? countDays(dayCount, settlementParts, bond.maturityParts, settlement, periodEndDate)
        : elapsed;
      time = cumulative + (periodsPerYear * exponentDays) / yearDays;
      step = zeroCoupon ? time : (periodsPerYear * exponentDays) / yearDays;
    } else if (yieldBasis === 'xirr') {
      time = (date - settlement) / 365;
      step = time - cumulative;
    } else {
      const simpleYearDays = isThirty360(dayCount) ? 360 : 365;
      time =
        countDays(dayCount, settlementParts, packedFromDayNumber(date), settlement, date) / simpleYearDays;
      step = time - cumulative;
    }
    cumulative = time;
    // In the order of the field offsets, `flowAmount` to `flowTime`.
    data.push(coupon + principal, step, time);
    count += 1;
    if (stopsHere) break;
  }
  // The street (Excel PRICE, QuantLib SimpleThenCompounded) final period: with one coupon flow left, simple interest
  // over the exponent's fraction of a year, 1 / (1 + y x t).
  if (bond.finalPeriodSimple && !simple && !zeroCoupon && count === 1 && horizon === undefined) {
    simple = true;
    data[flowTime] = (data[flowTime] as number) / periodsPerYear;
  }
  let previousCouponDate: string | null = formatIsoDate(currentStart);
  if (zeroCoupon) previousCouponDate = bond.issue === null ? null : formatIsoDate(bond.issue);
  return {
    settlement,
    settlementText: formatIsoDate(settlement),
    simple,
    periodsPerYear,
    count,
    firstPeriod: currentIndex,
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

// `base ** -step` for the steps of the current evaluation, remembered: a bond's periods come in a handful of lengths
// (month-end clamping makes 30/360 periods of 178, 179, 181 or 182 days; actual counts vary by a few days), so
// without this every period of such a bond paid for a pow. The remembered factors are the very numbers the pow
// gives, so no price changes by a bit.
const rememberedSteps = new Float64Array(8);
const rememberedFactors = new Float64Array(8);
let rememberedBase = Number.NaN;
let remembered = 0;

function stepFactor(base: number, step: number): number {
  if (base !== rememberedBase) {
    rememberedBase = base;
    remembered = 0;
  }
  for (let index = 0; index < remembered; index += 1) {
    if (rememberedSteps[index] === step) return rememberedFactors[index] as number;
  }
  const factor = base ** -step;
  if (remembered < 8) {
    rememberedSteps[remembered] = step;
    rememberedFactors[remembered] = factor;
    remembered += 1;
  }
  return factor;
}

/** Dirty price per 100 face at a yield (a fraction). Infinite or NaN only outside the yield's domain. */
export function dirtyPriceAt(flows: FlowSet, yieldFraction: number): number {
  const { data, count } = flows;
  const end = count * flowFields;
  let price = 0;
  if (flows.simple) {
    for (let offset = 0; offset < end; offset += flowFields) {
      price +=
        (data[offset + flowAmount] as number) / (1 + yieldFraction * (data[offset + flowTime] as number));
    }
    return price;
  }
  const base = 1 + yieldFraction / flows.periodsPerYear;
  let discount = 1;
  for (let offset = 0; offset < end; offset += flowFields) {
    const step = data[offset + flowStep] as number;
    // A regular period is exactly one compounding step: a division, not a pow, keeps a quote sheet fast.
    if (step === 1) discount /= base;
    else if (step !== 0) discount *= stepFactor(base, step);
    price += (data[offset + flowAmount] as number) * discount;
  }
  return price;
}

/**
 * The dirty price and its slope dP/dy (y a fraction) for the yield solver: the same stepwise discounting as
 * `dirtyPriceAt` (a division per whole period, a remembered pow otherwise) instead of a pow per flow as
 * `sensitivityAt` takes, which kept `riskMeasures` exactly as it was.
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
      const present = (data[offset + flowAmount] as number) / growth;
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
    else if (step !== 0) discount *= stepFactor(base, step);
    const present = (data[offset + flowAmount] as number) * discount;
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
