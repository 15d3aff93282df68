import { businessCalendar } from '../businessDays';
import { compileBond, extendSchedule, periodEndOf, periodFields, periodStart } from '../compiledBond';
import { formatIsoDate, parseIsoDate } from '../isoDate';
import { priceFromYield } from '../priceFromYield';
import { PricingError } from '../PricingError';
import { yieldFromPrice } from '../yieldFromPrice';
import type {
  BondTerms,
  Convention,
  CouponStep,
  HolidayCalendar,
  PriceResult,
  SettlementInput,
  YieldResult,
} from '../types';
import { isList } from '../isList';

/** One published overnight MIBOR fixing (FBIL): the rate for `date`, applied until the next business day. */
export interface OvernightFixing {
  /** `YYYY-MM-DD`, a business day of the fixing calendar. */
  date: string;
  /** Percent a year, ACT/365. */
  rate: number;
}

export interface MiborFrnInput {
  /** Fixed spread over the reference rate, percent a year (for example 0.85). */
  spread: number;
  /** Coupons a year. */
  frequency: 1 | 2 | 4 | 12;
  /** `YYYY-MM-DD`. */
  maturityDate: string;
  /** `YYYY-MM-DD`. Default: none (coupon dates count back from maturity). */
  issueDate?: string | undefined;
  /**
   * Overnight MIBOR fixings, any order, one for every business day from the first business day of the coupon period
   * holding the earliest settlement you will price (the first coupon period they cover) up to the latest published
   * one. Days after the last fixing use `projectedRate`.
   */
  fixings: readonly OvernightFixing[];
  /** Percent a year: the overnight rate assumed for every day after the last fixing. Default: the last fixing. */
  projectedRate?: number | undefined;
  /** The fixing calendar (FBIL publishes on Mumbai business days, for example `RBI_MUMBAI` from
   * `@bondkit/core/calendars`); also the bond's payment calendar. Default: weekends only. */
  holidays?: HolidayCalendar | undefined;
  /**
   * The yield's basis: `'xirr'` (default), annual compounding over actual days / 365, SEBI's uniform yield for
   * corporate bonds; `'periodic'`, compounded at the coupon frequency.
   */
  yieldBasis?: 'xirr' | 'periodic' | undefined;
}

interface CompiledNote {
  terms: BondTerms;
  /** Period starts, earliest first, then maturity: period k runs from bounds[k] to bounds[k + 1]. */
  bounds: number[];
  spread: number;
  /** The projected overnight rate, percent. */
  projected: number;
  /** Interest per 1 of face value from `start` up to `upTo`: the compounded growth - 1. */
  growth(start: number, upTo: number): number;
  /** The last settlement day `miborFrnAccrued` answered for, and its answer: a quote sheet asks again and again. */
  accruedOn: number;
  accrued: number;
}

const compiledNotes = new WeakMap<MiborFrnInput, CompiledNote>();

function finitePercent(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > 1000) {
    throw new PricingError('invalid_number', `${field} must be a finite percentage, got ${String(value)}.`);
  }
  return value;
}

function invalid(message: string): never {
  throw new PricingError('invalid_terms', message);
}

function compileNote(input: MiborFrnInput): CompiledNote {
  if (typeof input !== 'object' || input === null) invalid('MIBOR FRN terms must be an object.');
  const cached = compiledNotes.get(input);
  if (cached) return cached;
  const spread = finitePercent(input.spread, 'spread');
  const yieldBasis = input.yieldBasis ?? 'xirr';
  if (yieldBasis !== 'xirr' && yieldBasis !== 'periodic') invalid("yieldBasis must be 'xirr' or 'periodic'.");
  if (!isList(input.fixings) || input.fixings.length === 0)
    invalid('A MIBOR FRN needs at least one overnight fixing.');
  const fixings = new Map<number, number>();
  let firstFixing = Infinity;
  let lastFixing = -Infinity;
  let lastRate = 0;
  input.fixings.forEach((fixing, index) => {
    if (typeof fixing !== 'object' || fixing === null) invalid(`fixings[${index}] must be an object.`);
    const day = parseIsoDate(fixing.date, `fixings[${index}].date`);
    const rate = finitePercent(fixing.rate, `fixings[${index}].rate`);
    if (fixings.has(day)) invalid(`Two fixings share the date ${formatIsoDate(day)}.`);
    fixings.set(day, rate);
    firstFixing = Math.min(firstFixing, day);
    if (day > lastFixing) {
      lastFixing = day;
      lastRate = rate;
    }
  });
  const projected =
    input.projectedRate === undefined ? lastRate : finitePercent(input.projectedRate, 'projectedRate');
  const { isBusinessDay } = businessCalendar(input.holidays);
  const convention = { dayCount: 'ACT/365', yieldBasis } as const;
  // The engine's own schedule (the same dates as the returned terms), compiled without coupons.
  const skeleton = compileBond({
    couponRate: 0,
    frequency: input.frequency,
    maturityDate: input.maturityDate,
    issueDate: input.issueDate,
    convention,
  });
  if (firstFixing >= skeleton.maturity) invalid('The fixings start after maturity.');
  extendSchedule(skeleton, firstFixing);
  // The first period the fixings cover: the one holding the first fixing (or the earliest, from the issue date).
  let first = skeleton.periodCount - 1;
  while (first > 0 && periodEndOf(skeleton, first) <= firstFixing) first -= 1;
  const fixingOf = (day: number): number => {
    if (day > lastFixing) return projected / 100;
    const rate = fixings.get(day);
    if (rate === undefined) invalid(`No MIBOR fixing for ${formatIsoDate(day)}, a business day.`);
    return rate / 100;
  };
  // As QuantLib's OvernightIndexedCoupon: each business day's fixing from `start` on accrues for the calendar days
  // to the next business day (or to `upTo`, for the last). A period starting on a holiday thus earns nothing for the
  // days before its first business day (QuantLib's reading; term sheets that adjust coupon dates never meet it).
  const growth = (start: number, upTo: number): number => {
    let factor = 1;
    let fixingDay = -1;
    for (let day = start; day <= upTo; day += 1) {
      if (day !== upTo && !isBusinessDay(day)) continue;
      if (fixingDay >= 0) {
        factor *= 1 + (fixingOf(fixingDay) * (day - fixingDay)) / 365;
      }
      fixingDay = day;
    }
    return factor - 1;
  };
  const bounds: number[] = [];
  const steps: CouponStep[] = [];
  for (let period = first; period >= 0; period -= 1) {
    const start = skeleton.schedule[period * periodFields + periodStart] as number;
    const end = periodEndOf(skeleton, period);
    bounds.push(start);
    // The period's reference rate is its interest annualised over the whole period (ACT/365).
    const rate = (growth(start, end) * 365 * 100) / (end - start) + spread;
    if (rate < 0) invalid(`The coupon period from ${formatIsoDate(start)} has a negative coupon.`);
    steps.push({ date: formatIsoDate(start), couponRate: rate });
  }
  bounds.push(skeleton.maturity);
  const terms: BondTerms = {
    couponRate: (steps[0] as CouponStep).couponRate,
    frequency: input.frequency,
    maturityDate: input.maturityDate,
    issueDate: (steps[0] as CouponStep).date,
    convention,
    couponSteps: steps.slice(1),
    holidayMaturity: 'scheduled',
    ...(input.holidays === undefined ? {} : { holidays: input.holidays }),
  };
  const note = { terms, bounds, spread, projected, growth, accruedOn: Number.NaN, accrued: 0 };
  compiledNotes.set(input, note);
  return note;
}

/**
 * The terms of a MIBOR-linked floating rate note for the fixed-rate engine: each coupon period's rate is its
 * overnight MIBOR compounded daily in arrears plus the spread, paid on ACT/365 (FBIL's MIBOR-linked OIS rule and
 * the term sheets of MIBOR-linked NCDs; a note on another reading is not modelled); days
 * after the last published fixing carry `projectedRate` (a flat projection, as a desk quotes a yield or discount
 * margin). The terms start at the first coupon period the fixings cover (their `issueDate`): settling earlier is
 * refused. Use them for `cashflows` and `riskMeasures`; price with `priceMiborFrn` and solve with `solveMiborFrn`,
 * whose accrued interest is the interest earned so far (the engine's own `priceFromYield` would accrue at the
 * period's projected rate). Verified against QuantLib's OvernightIndexedCoupon (see the package README).
 */
export function miborFrnTerms(input: MiborFrnInput): BondTerms {
  return compileNote(input).terms;
}

/**
 * Accrued interest per 100 on `settlementDate`: the overnight interest earned from the coupon period's start to
 * settlement on the published fixings (then the projection), plus the spread over those days (ACT/365), as
 * QuantLib's OvernightIndexedCoupon `accruedAmount`.
 */
export function miborFrnAccrued(input: MiborFrnInput, settlementDate: string): number {
  const note = compileNote(input);
  const settlement = parseIsoDate(settlementDate, 'settlementDate');
  const { bounds } = note;
  if (settlement < (bounds[0] as number)) {
    throw new PricingError(
      'settlement_before_issue',
      'Settlement is before the first period the fixings cover.',
    );
  }
  if (settlement >= (bounds[bounds.length - 1] as number)) {
    throw new PricingError('settlement_after_maturity', 'Settlement is on or after maturity.');
  }
  if (settlement === note.accruedOn) return note.accrued;
  let period = 0;
  while ((bounds[period + 1] as number) <= settlement) period += 1;
  const start = bounds[period] as number;
  note.accrued = (note.growth(start, settlement) + (note.spread / 100) * ((settlement - start) / 365)) * 100;
  note.accruedOn = settlement;
  return note.accrued;
}

/**
 * The projected reference rate as a yield on the note's basis (percent): `projectedRate` compounded daily over a
 * 365-day year, re-expressed as an annual (`xirr`) or periodic yield. Discount margin = yield - this: the margin over the projected index that discounts the
 * projected cash flows to the price.
 */
export function miborReferenceYield(input: MiborFrnInput): number {
  const note = compileNote(input);
  const fraction = note.projected / 100;
  const frequency = note.terms.frequency;
  const annualGrowth = (1 + fraction / 365) ** 365;
  const basis = (note.terms.convention as Convention).yieldBasis;
  return (basis === 'xirr' ? annualGrowth - 1 : (annualGrowth ** (1 / frequency) - 1) * frequency) * 100;
}

/** A MIBOR FRN price: its yield, or its discount margin over the projected reference rate. */
export type MiborFrnPriceInput = SettlementInput &
  ({ yield: number; discountMargin?: undefined } | { discountMargin: number; yield?: undefined });

/** Price (clean, accrued as `miborFrnAccrued`, dirty) at a yield or a discount margin. */
export function priceMiborFrn(input: MiborFrnInput, request: MiborFrnPriceInput): PriceResult {
  const terms = miborFrnTerms(input);
  const yieldPercent =
    request.discountMargin === undefined
      ? request.yield
      : miborReferenceYield(input) + finitePercent(request.discountMargin, 'discountMargin');
  const priced = priceFromYield(terms, { settlementDate: request.settlementDate, yield: yieldPercent });
  const accruedInterest = miborFrnAccrued(input, request.settlementDate);
  return { ...priced, accruedInterest, cleanPrice: priced.dirtyPrice - accruedInterest };
}

/** The yield and discount margin a clean price (with accrued as `miborFrnAccrued`) implies. */
export function solveMiborFrn(
  input: MiborFrnInput,
  request: SettlementInput & { cleanPrice: number },
): YieldResult & { discountMargin: number } {
  const terms = miborFrnTerms(input);
  if (typeof request.cleanPrice !== 'number' || !Number.isFinite(request.cleanPrice)) {
    throw new PricingError(
      'invalid_number',
      `cleanPrice must be a finite number, got ${String(request.cleanPrice)}.`,
    );
  }
  const accruedInterest = miborFrnAccrued(input, request.settlementDate);
  // The engine adds its own (projected-rate) accrued interest to a clean price: hand it the same dirty price.
  const engineAccrued = priceFromYield(terms, {
    settlementDate: request.settlementDate,
    yield: 0,
  }).accruedInterest;
  const solved = yieldFromPrice(terms, {
    settlementDate: request.settlementDate,
    cleanPrice: request.cleanPrice + accruedInterest - engineAccrued,
  });
  return {
    ...solved,
    accruedInterest,
    cleanPrice: solved.dirtyPrice - accruedInterest,
    discountMargin: solved.yield - miborReferenceYield(input),
  };
}
