import { businessCalendar } from './businessDays';
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
}

export interface CompiledBond {
  convention: Convention;
  couponRate: number;
  frequency: number;
  /** Compounding frequency of a periodic yield. */
  compounding: number;
  maturity: number;
  /** Packed calendar parts of the maturity date. */
  maturityParts: number;
  issue: number | null;
  recordDays: number;
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

function datedPrices(
  list: readonly { date: string; price?: number; amount?: number; couponRate?: number }[] | undefined,
  field: string,
  key: 'price' | 'amount' | 'couponRate',
): DatedPrice[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) invalid(`${field} must be a list.`);
  const parsed = list.map((entry, index) => {
    const value = finiteNumber(entry[key], `${field}[${index}].${key}`);
    if (value < 0 || (key !== 'couponRate' && value === 0))
      invalid(`${field}[${index}].${key} must be positive.`);
    return { date: parseIsoDate(entry.date, `${field}[${index}].date`), price: value };
  });
  return parsed.sort((first, second) => first.date - second.date);
}

/**
 * Parses and checks a bond's terms once and caches the result per terms object, so repricing a quote sheet
 * costs no parsing. Terms objects are therefore treated as immutable: pass a new object to change a bond.
 */
export function compileBond(terms: BondTerms): CompiledBond {
  if (typeof terms !== 'object' || terms === null) invalid('Bond terms must be an object.');
  const cached = compiledBonds.get(terms);
  if (cached) return cached;
  const compiled = compileUncached(terms);
  compiledBonds.set(terms, compiled);
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
  const maturity = parseIsoDate(terms.maturityDate, 'maturityDate');
  const issue = terms.issueDate === undefined ? null : parseIsoDate(terms.issueDate, 'issueDate');
  if (issue !== null && issue >= maturity) invalid('issueDate must be before maturityDate.');
  const faceValue = terms.faceValue === undefined ? 100 : finiteNumber(terms.faceValue, 'faceValue');
  if (faceValue <= 0) throw new PricingError('invalid_quantity', 'faceValue must be positive.');
  const recordDays = terms.recordDays === undefined ? 0 : finiteNumber(terms.recordDays, 'recordDays');
  if (!Number.isInteger(recordDays) || recordDays < 0 || recordDays > 90) {
    invalid('recordDays must be a whole number of days from 0 to 90.');
  }
  const compounding: number = frequency !== 0 ? frequency : (terms.compoundingFrequency ?? 2);
  if (!frequencies.has(compounding) || compounding === 0)
    invalid('compoundingFrequency must be 1, 2, 4 or 12.');

  const redemptions = datedPrices(terms.redemptions, 'redemptions', 'amount');
  const steps = datedPrices(terms.couponSteps, 'couponSteps', 'couponRate');
  const calls = datedPrices(terms.calls, 'calls', 'price');
  const puts = datedPrices(terms.puts, 'puts', 'price');
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
    maturityParts: packedFromDayNumber(maturity),
    issue,
    recordDays,
    faceValue,
    calendar: businessCalendar(terms.holidays),
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

/** The day-count year of period `index`: 360, 365, or 365/366 under ACT/ACT-SEBI. */
export function yearDaysOf(bond: CompiledBond, index: number): number {
  const { dayCount } = bond.convention;
  if (isThirty360(dayCount)) return thirtyYear;
  if (dayCount !== 'ACT/ACT-SEBI' || bond.frequency === 0) return 365;
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
        : length / yearDaysOf(bond, index);
  // In the order of the field offsets, `periodStart` to `periodPrincipal`.
  bond.schedule.push(start, length, (rate * outstanding * fraction) / 100, principal);
  bond.periodCount = index + 1;
}

/** Generates coupon periods backwards from maturity until one starts on or before `date` (or at the issue date). */
export function extendSchedule(bond: CompiledBond, date: number): void {
  if (bond.complete) return;
  const months = 12 / bond.frequency;
  let count = bond.periodCount;
  let end = count === 0 ? bond.maturity : (bond.schedule[(count - 1) * periodFields + periodStart] as number);
  let endParts = count === 0 ? bond.maturityParts : packedFromDayNumber(end);
  while (end > date || count === 0) {
    if (count >= maximumPeriods) invalid('The coupon schedule is too long to generate.');
    // Month arithmetic on the packed parts: the start's parts come free, with no day-number round trip.
    let startParts = addMonthsClamped(bond.maturityParts, -months * (count + 1));
    let start = dayNumberFromPacked(startParts);
    let stub = false;
    if (bond.issue !== null && start <= bond.issue) {
      stub = start < bond.issue;
      start = bond.issue;
      startParts = packedFromDayNumber(start);
      bond.complete = true;
    }
    addPeriod(bond, start, startParts, end, endParts, stub);
    count += 1;
    if (bond.complete) return;
    end = start;
    endParts = startParts;
  }
}
