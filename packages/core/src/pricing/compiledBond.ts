import { businessCalendar, previousBusinessDay } from './businessDays';
import type { BusinessCalendar } from './businessDays';
import { resolveConvention } from './conventions';
import { countDays, isThirty360 } from './dayCount';
import {
  addMonthsClamped,
  containsLeapDay,
  dayNumberFromPacked,
  packedFromDayNumber,
  parseIsoDate,
} from './isoDate';
import { PricingError } from './PricingError';
import type { BondTerms, Convention } from './types';
import { isList } from './isList';

// The coupon schedule is one flat array of numbers, `periodFields` per period, latest first (period 0 ends at
// maturity). An object per period cost a quote sheet dearly on its first pass (each double field of an object is a
// separate heap box, and tens of thousands of bonds times dozens of periods kept the garbage collector busy); a
// Float64Array is no better at this size, since V8 keeps typed arrays over 64 bytes off the heap, one malloc and
// one garbage-collector record each. A plain array of numbers is a single unboxed block on the heap.
//
// Only what the price loop needs per period is stored: a period ends where the next later one starts (period 0 at
// maturity, see `periodEndOf`); its rate, outstanding principal and day-count year are recomputed where needed
// (`periodRateOf`, `outstandingOf`, `yearDaysOf`), and calendar parts come from the day number for 30/360 counts.
/** Day number where the period starts (a coupon date, or the issue date for a first period). */
export const periodStart = 0;
/** The period's length in the bond's day count (E). */
export const periodLength = 1;
/** The coupon paid at the period's end, per 100 of original face value. */
export const periodCoupon = 2;
/** Principal repaid at the period's end, per 100 of original face value. */
export const periodPrincipal = 3;
export const periodFields = 4;

/** The day number where period `index` of the schedule ends. */
export function periodEndOf(bond: CompiledBond, index: number): number {
  return index === 0 ? bond.maturity : (bond.schedule[(index - 1) * periodFields + periodStart] as number);
}

export interface DatedPrice {
  date: number;
  price: number;
  /** Calls and puts: the first settlement day on which the option can no longer be newly exercised (its date
   * minus its notice days, plus one). */
  noticeCutoff?: number;
}

export interface CompiledBond {
  convention: Convention;
  couponRate: number;
  frequency: number;
  /** Compounding frequency of a periodic yield. */
  compounding: number;
  /** The final payment and accrual date: the scheduled maturity, or the business day before it under the
   * `previous-business-day` reading of a maturity on a holiday. */
  maturity: number;
  /** Packed calendar parts of the scheduled maturity date (the anchor of SEBI's one-year periods). */
  maturityParts: number;
  /** Packed parts of the date regular coupon dates count back from: the last coupon date, else the maturity. */
  anchorParts: number;
  /** 1 when period 0 runs from an explicit last coupon date to maturity (an odd last period), else 0. */
  anchorOffset: number;
  /** An explicit first coupon date (the first period runs from the issue date to it), or null. */
  firstCoupon: number | null;
  issue: number | null;
  recordDays: number;
  /** The record date in business days of `calendar` before each coupon date; 0 when `recordDays` is used. */
  recordBusinessDays: number;
  /** `finalPeriodYield: 'simple'`: one flow left discounts by simple interest. */
  finalPeriodSimple: boolean;
  /** `accrualBasis: 'period-fraction'`. */
  periodFractionAccrual: boolean;
  /** `sebiLeapYear: 'coupon-period'`. */
  sebiLeapYearByCouponPeriod: boolean;
  faceValue: number;
  calendar: BusinessCalendar;
  /**
   * The coupon periods, `periodFields` numbers each (see `periodStart` and after), latest first: period 0 ends at
   * maturity. Extended backwards on demand when there is no issue date.
   */
  schedule: number[];
  periodCount: number;
  calls: DatedPrice[];
  puts: DatedPrice[];
  /** Set when the schedule reaches the issue date (or, for zero-coupon bonds, always). */
  complete: boolean;
  redemptions: DatedPrice[];
  steps: DatedPrice[];
  /** The one-year period (counted back from maturity) `yearDaysOf` last looked at, and its ACT/ACT-SEBI year. */
  sebiYearsBack: number;
  sebiYearDays: number;
  /** The flows for the most recent settlement date (a `FlowSet`), so a quote sheet reprices without rebuilding. */
  lastFlows: unknown;
}

const compiledBonds = new WeakMap<object, CompiledBond>();
const frequencies = new Set([0, 1, 2, 4, 12]);
// Past this many periods the schedule would run before 1900, the earliest date the engine accepts.
const maximumPeriods = 4000;
// A period's day-count year under a 30/360 count.
const thirtyYear = 360;

function finiteNumber(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new PricingError('invalid_number', `${field} must be a finite number, got ${String(value)}.`);
  }
  return value;
}

function invalid(message: string): never {
  throw new PricingError('invalid_terms', message);
}

function noticeDaysOf(value: unknown, field: string): number {
  const days = finiteNumber(value, field);
  if (!Number.isInteger(days) || days < 0 || days > 366)
    invalid(`${field} must be a whole number of days 0..366.`);
  return days;
}

function datedPrices(
  list:
    | readonly { date: string; price?: number; amount?: number; couponRate?: number; noticeDays?: number }[]
    | undefined,
  field: string,
  key: 'price' | 'amount' | 'couponRate',
  defaultNoticeDays = -1,
): DatedPrice[] {
  if (list === undefined) return [];
  if (!isList(list)) invalid(`${field} must be a list.`);
  const parsed = list.map((entry, index): DatedPrice => {
    if (typeof entry !== 'object' || entry === null) invalid(`${field}[${index}] must be an object.`);
    const value = finiteNumber(entry[key], `${field}[${index}].${key}`);
    if (value < 0 || (key !== 'couponRate' && value === 0))
      invalid(`${field}[${index}].${key} must be positive.`);
    const date = parseIsoDate(entry.date, `${field}[${index}].date`);
    if (defaultNoticeDays < 0) return { date, price: value };
    const notice =
      entry.noticeDays === undefined
        ? defaultNoticeDays
        : noticeDaysOf(entry.noticeDays, `${field}[${index}].noticeDays`);
    return { date, price: value, noticeCutoff: date - notice + 1 };
  });
  return parsed.sort((first, second) => first.date - second.date);
}

/** Reads a two-way option: false for the default (or undefined), true for the alternative, else invalid terms. */
function choice(value: unknown, field: string, byDefault: string, alternative: string): boolean {
  if (value === undefined || value === byDefault) return false;
  if (value === alternative) return true;
  invalid(`${field} must be '${byDefault}' or '${alternative}'.`);
}

/** The shortest regular coupon period in calendar days, per frequency (28 February, 89 days from 1 February). */
const shortestPeriodDays: Readonly<Record<number, number>> = { 1: 365, 2: 181, 4: 89, 12: 28 };

/** SEBI NCS Regulations 2021, regulation 15(6): at least 21 days' notice of a call or put. */
const defaultOptionNoticeDays = 21;

/** Freezes the terms and everything in them, so an edit after first use throws instead of pricing stale terms. */
function freezeDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[key]);
}

/**
 * Parses and checks a bond's terms once and caches the result per terms object, so repricing a quote sheet
 * costs no parsing. The terms object (with its lists, their entries, its convention and holidays) is frozen on
 * first use: an edit afterwards throws a TypeError rather than silently pricing the terms as they were. Pass a
 * new object to change a bond.
 */
export function compileBond(terms: BondTerms): CompiledBond {
  if (typeof terms !== 'object' || terms === null) invalid('Bond terms must be an object.');
  const cached = compiledBonds.get(terms);
  if (cached) return cached;
  const compiled = compileUncached(terms);
  compiledBonds.set(terms, compiled);
  freezeDeep(terms);
  return compiled;
}

function compileUncached(terms: BondTerms): CompiledBond {
  const convention = resolveConvention(terms.convention);
  const couponRate = finiteNumber(terms.couponRate, 'couponRate');
  if (couponRate < 0) invalid('couponRate cannot be negative.');
  const frequency = terms.frequency;
  if (!frequencies.has(frequency)) invalid(`frequency must be 0, 1, 2, 4 or 12, got ${String(frequency)}.`);
  if (frequency === 0 && (couponRate !== 0 || (terms.couponSteps?.length ?? 0) > 0)) {
    invalid('A bond with frequency 0 pays no coupons: couponRate must be 0.');
  }
  if (convention.yieldBasis === 'money-market' && frequency !== 0) {
    throw new PricingError(
      'unsupported_convention',
      'A money-market yield prices a single payment: use it only for bonds without coupons (frequency 0).',
    );
  }
  const scheduledMaturity = parseIsoDate(terms.maturityDate, 'maturityDate');
  const issue = terms.issueDate === undefined ? null : parseIsoDate(terms.issueDate, 'issueDate');
  if (issue !== null && issue >= scheduledMaturity) invalid('issueDate must be before maturityDate.');
  const calendar = businessCalendar(terms.holidays);
  const holidayMaturity =
    terms.holidayMaturity ?? (terms.convention === 'CORPORATE' ? 'previous-business-day' : 'scheduled');
  if (holidayMaturity !== 'scheduled' && holidayMaturity !== 'previous-business-day') {
    invalid(`Unknown holidayMaturity ${String(holidayMaturity)}.`);
  }
  // Term sheets (and SEBI's 2013 and 2016 circulars): a maturity on a holiday is paid on the previous working day,
  // with interest up to that day. Coupon bonds only: a zero-coupon bond's redemption amount is fixed.
  const maturity =
    holidayMaturity === 'previous-business-day' && frequency !== 0
      ? previousBusinessDay(calendar, scheduledMaturity)
      : scheduledMaturity;
  if (issue !== null && issue >= maturity) invalid('issueDate must be before the maturity payment date.');
  const firstCoupon =
    terms.firstCouponDate === undefined ? null : parseIsoDate(terms.firstCouponDate, 'firstCouponDate');
  const lastCoupon =
    terms.lastCouponDate === undefined ? null : parseIsoDate(terms.lastCouponDate, 'lastCouponDate');
  if ((firstCoupon !== null || lastCoupon !== null) && frequency === 0)
    invalid('A bond without coupons has no first or last coupon date.');
  if (firstCoupon !== null && (issue === null || firstCoupon <= issue || firstCoupon >= maturity))
    invalid('firstCouponDate needs an issueDate and must fall between it and maturity.');
  if (lastCoupon !== null && (lastCoupon >= maturity || (issue !== null && lastCoupon <= issue)))
    invalid('lastCouponDate must fall between the issue date and maturity.');
  if (firstCoupon !== null && lastCoupon !== null && firstCoupon > lastCoupon)
    invalid('firstCouponDate cannot be after lastCouponDate.');
  const recordBusinessDays =
    terms.recordBusinessDays === undefined ? 0 : finiteNumber(terms.recordBusinessDays, 'recordBusinessDays');
  if (!Number.isInteger(recordBusinessDays) || recordBusinessDays < 0 || recordBusinessDays > 20)
    invalid('recordBusinessDays must be a whole number of business days from 0 to 20.');
  if (recordBusinessDays > 0 && (terms.recordDays ?? 0) > 0)
    invalid('Give recordDays or recordBusinessDays, not both.');
  const faceValue = terms.faceValue === undefined ? 100 : finiteNumber(terms.faceValue, 'faceValue');
  if (faceValue <= 0) throw new PricingError('invalid_quantity', 'faceValue must be positive.');
  const recordDays = terms.recordDays === undefined ? 0 : finiteNumber(terms.recordDays, 'recordDays');
  if (!Number.isInteger(recordDays) || recordDays < 0 || recordDays > 90) {
    invalid('recordDays must be a whole number of days from 0 to 90.');
  }
  // A window as long as a coupon period would hold two record dates at once: no market defines one.
  if (frequency !== 0 && recordDays >= (shortestPeriodDays[frequency] as number)) {
    invalid(`recordDays must be below ${shortestPeriodDays[frequency]} (a coupon period).`);
  }
  const optionNoticeDays =
    terms.optionNoticeDays === undefined
      ? defaultOptionNoticeDays
      : noticeDaysOf(terms.optionNoticeDays, 'optionNoticeDays');
  const compounding: number = frequency !== 0 ? frequency : (terms.compoundingFrequency ?? 2);
  if (!frequencies.has(compounding) || compounding === 0)
    invalid('compoundingFrequency must be 1, 2, 4 or 12.');

  const redemptions = datedPrices(terms.redemptions, 'redemptions', 'amount');
  const steps = datedPrices(terms.couponSteps, 'couponSteps', 'couponRate');
  const calls = datedPrices(terms.calls, 'calls', 'price', optionNoticeDays);
  const puts = datedPrices(terms.puts, 'puts', 'price', optionNoticeDays);
  let redeemed = 0;
  for (const redemption of redemptions) {
    redeemed += redemption.price;
    if (redemption.date >= maturity || (issue !== null && redemption.date <= issue)) {
      invalid('Each redemption must fall between the issue date and maturity.');
    }
  }
  if (redeemed >= 100 - 1e-9)
    invalid('Part-redemptions must leave principal to repay at maturity (total below 100).');
  for (const option of [...calls, ...puts]) {
    if (option.date >= maturity || (issue !== null && option.date <= issue)) {
      invalid('Each call and put must fall between the issue date and maturity.');
    }
  }

  const compiled: CompiledBond = {
    convention,
    couponRate,
    frequency,
    compounding,
    maturity,
    maturityParts: packedFromDayNumber(scheduledMaturity),
    anchorParts: packedFromDayNumber(lastCoupon ?? scheduledMaturity),
    anchorOffset: lastCoupon === null ? 0 : 1,
    firstCoupon,
    issue,
    recordDays,
    recordBusinessDays,
    finalPeriodSimple: choice(terms.finalPeriodYield, 'finalPeriodYield', 'compound', 'simple'),
    periodFractionAccrual: choice(terms.accrualBasis, 'accrualBasis', 'day-count', 'period-fraction'),
    sebiLeapYearByCouponPeriod: choice(
      terms.sebiLeapYear,
      'sebiLeapYear',
      'anniversary-year',
      'coupon-period',
    ),
    faceValue,
    calendar,
    schedule: [],
    periodCount: 0,
    calls,
    puts,
    complete: false,
    redemptions,
    steps,
    sebiYearsBack: -1,
    sebiYearDays: 365,
    lastFlows: null,
  };
  if (frequency === 0) {
    const start = issue ?? maturity - 366 * 300;
    addPeriod(compiled, start, packedFromDayNumber(start), maturity, compiled.maturityParts, false);
    compiled.complete = true;
  } else {
    const earliest = Math.min(issue ?? maturity, redemptions[0]?.date ?? maturity);
    // One day earlier, so a redemption dated on a coupon date is the end of a generated period.
    extendSchedule(compiled, earliest - 1);
    for (const redemption of redemptions) {
      let onSchedule = false;
      for (let index = 0; index < compiled.periodCount; index += 1) {
        if (periodEndOf(compiled, index) === redemption.date) {
          onSchedule = true;
          break;
        }
      }
      if (!onSchedule) invalid('Each redemption date must be a coupon date.');
    }
  }
  return compiled;
}

/**
 * The first day of the record-date window before a coupon or redemption date `end` (settlement on or after it is
 * ex-interest), or null without a window: `recordDays` calendar days before, or `recordBusinessDays` business days
 * of the bond's calendar before (QuantLib's `advance(end, -n, Days)`).
 */
export function recordWindowStart(bond: CompiledBond, end: number): number | null {
  if (bond.recordDays > 0) return end - bond.recordDays;
  if (bond.recordBusinessDays === 0) return null;
  let start = end;
  for (let remaining = bond.recordBusinessDays; remaining > 0; remaining -= 1) {
    start = previousBusinessDay(bond.calendar, start - 1);
  }
  return start;
}

/** The coupon rate in force (percent) for a period starting on `start`: the last step dated on or before it. */
export function periodRateOf(bond: CompiledBond, start: number): number {
  if (bond.frequency === 0) return 0;
  let rate = bond.couponRate;
  for (const step of bond.steps) if (step.date <= start) rate = step.price;
  return rate;
}

/** Outstanding principal per 100 of original face value during a period starting on `start`. */
export function outstandingOf(bond: CompiledBond, start: number): number {
  let outstanding = 100;
  for (const redemption of bond.redemptions) if (redemption.date <= start) outstanding -= redemption.price;
  return outstanding;
}

/**
 * The day-count year of period `index` (from `start` to `end`): 360, 365, or 365/366 under ACT/ACT-SEBI; with the
 * `period-fraction` accrual basis, a regular 30/360 period's length x frequency, so that accrued interest is the
 * coupon x accrued days / period days.
 */
export function yearDaysOf(bond: CompiledBond, index: number, start: number, end: number): number {
  const { dayCount } = bond.convention;
  if (isThirty360(dayCount)) {
    if (!bond.periodFractionAccrual || bond.frequency === 0 || index >= bond.periodCount) return thirtyYear;
    const offset = index * periodFields;
    const coupon = bond.schedule[offset + periodCoupon] as number;
    const regularCoupon =
      (periodRateOf(bond, start) * outstandingOf(bond, start) * (1 / bond.frequency)) / 100;
    return coupon === regularCoupon && coupon !== 0
      ? (bond.schedule[offset + periodLength] as number) * bond.frequency
      : thirtyYear;
  }
  if (dayCount !== 'ACT/ACT-SEBI' || bond.frequency === 0) return 365;
  // The coupon-period reading: 366 only when 29 February falls inside this coupon period.
  if (bond.sebiLeapYearByCouponPeriod) return containsLeapDay(start, end) ? 366 : 365;
  // SEBI: 366 days "for a whole one year period" holding 29 February, whatever the coupon frequency. The one-year
  // periods are the bond's anniversary years counted back from maturity; this period's end falls in the year
  // (maturity - (k+1) years, maturity - k years].
  const yearsBack = Math.floor((index * 12) / bond.frequency / 12);
  // Neighbouring periods share their one-year period: remember the last one's answer.
  if (yearsBack !== bond.sebiYearsBack) {
    const yearEnd = dayNumberFromPacked(addMonthsClamped(bond.maturityParts, -12 * yearsBack));
    const yearStart = dayNumberFromPacked(addMonthsClamped(bond.maturityParts, -12 * (yearsBack + 1)));
    bond.sebiYearsBack = yearsBack;
    bond.sebiYearDays = containsLeapDay(yearStart, yearEnd) ? 366 : 365;
  }
  return bond.sebiYearDays;
}

/** Appends the next period (earlier than every period so far) to the schedule. */
function addPeriod(
  bond: CompiledBond,
  start: number,
  startParts: number,
  end: number,
  endParts: number,
  stub: boolean,
): void {
  const index = bond.periodCount;
  const { dayCount } = bond.convention;
  const length = countDays(dayCount, startParts, endParts, start, end);
  const outstanding = outstandingOf(bond, start);
  let principal = outstanding;
  if (end !== bond.maturity) {
    principal = 0;
    for (const redemption of bond.redemptions) if (redemption.date === end) principal += redemption.price;
  }
  const rate = periodRateOf(bond, start);
  // A regular 30/360 period pays exactly rate / frequency, even when month-end clamping makes it 178 or 182 days.
  const fraction =
    bond.frequency === 0
      ? 0
      : isThirty360(dayCount) && !stub
        ? 1 / bond.frequency
        : length / yearDaysOf(bond, index, start, end);
  // In the order of the field offsets, `periodStart` to `periodPrincipal`.
  bond.schedule.push(start, length, (rate * outstanding * fraction) / 100, principal);
  bond.periodCount = index + 1;
}

/**
 * Generates coupon periods backwards until one starts on or before `date` (or at the issue date). Regular coupon
 * dates count back from the anchor (the last coupon date when given, else maturity), as QuantLib's `Schedule` with
 * `DateGeneration.Backward` and an explicit `nextToLastDate`; an explicit first coupon date cuts the schedule there
 * (`firstDate`), and the first period runs from the issue date to it, long or short.
 */
export function extendSchedule(bond: CompiledBond, date: number): void {
  if (bond.complete) return;
  const months = 12 / bond.frequency;
  let count = bond.periodCount;
  let end = count === 0 ? bond.maturity : (bond.schedule[(count - 1) * periodFields + periodStart] as number);
  let endParts = packedFromDayNumber(end);
  while (end > date || count === 0) {
    if (count >= maximumPeriods) invalid('The coupon schedule is too long to generate.');
    let startParts: number;
    let start: number;
    let stub = false;
    if (bond.firstCoupon !== null && end <= bond.firstCoupon) {
      // The first coupon period: issue date to first coupon date, regular only if exactly one period long.
      start = bond.issue as number;
      startParts = packedFromDayNumber(start);
      stub = addMonthsClamped(endParts, -months) !== startParts;
      bond.complete = true;
    } else {
      // Month arithmetic on the packed parts: the start's parts come free, with no day-number round trip.
      startParts = addMonthsClamped(bond.anchorParts, -months * (count + 1 - bond.anchorOffset));
      start = dayNumberFromPacked(startParts);
      // Period 0 is irregular when it runs from an odd last coupon date, or to a maturity moved off its date.
      if (
        count === 0 &&
        (bond.maturity !== dayNumberFromPacked(bond.maturityParts) ||
          (bond.anchorOffset === 1 && addMonthsClamped(bond.maturityParts, -months) !== bond.anchorParts))
      ) {
        stub = true;
      }
      if (bond.firstCoupon !== null && start < bond.firstCoupon) {
        stub = true;
        start = bond.firstCoupon;
        startParts = packedFromDayNumber(start);
      } else if (bond.issue !== null && start <= bond.issue) {
        stub = start < bond.issue;
        start = bond.issue;
        startParts = packedFromDayNumber(start);
        bond.complete = true;
      }
    }
    addPeriod(bond, start, startParts, end, endParts, stub);
    count += 1;
    if (bond.complete) return;
    end = start;
    endParts = startParts;
  }
}
