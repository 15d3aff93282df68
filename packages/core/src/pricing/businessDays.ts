import { dayOfWeek, formatIsoDate, packedFromDayNumber, parseIsoDate } from './isoDate';
import { PricingError } from './PricingError';
import type { BusinessDayConvention, HolidayCalendar, SettlementDateOptions } from './types';

/** A holiday calendar parsed once: a set of holiday day numbers and the weekend days. */
export interface BusinessCalendar {
  isBusinessDay(dayNumber: number): boolean;
}

const defaultWeekend: readonly number[] = [0, 6];
const compiledCalendars = new WeakMap<object, BusinessCalendar>();
const weekendsOnly = compile(undefined);

function compile(calendar: HolidayCalendar | undefined): BusinessCalendar {
  const holidays =
    calendar === undefined
      ? []
      : Array.isArray(calendar)
        ? calendar
        : (calendar as { holidays: readonly string[] }).holidays;
  const weekend =
    calendar !== undefined && !Array.isArray(calendar)
      ? ((calendar as { weekendDays?: readonly number[] }).weekendDays ?? defaultWeekend)
      : defaultWeekend;
  if (!Array.isArray(holidays) || !Array.isArray(weekend)) {
    throw new PricingError(
      'invalid_terms',
      'A holiday calendar is a list of YYYY-MM-DD dates or { holidays, weekendDays? }.',
    );
  }
  const holidaySet = new Set<number>();
  for (const holiday of holidays) holidaySet.add(parseIsoDate(holiday, 'holiday'));
  const weekendSet = new Set(weekend);
  return {
    isBusinessDay: (dayNumber) => !weekendSet.has(dayOfWeek(dayNumber)) && !holidaySet.has(dayNumber),
  };
}

/** The compiled form of a calendar, cached per calendar object (calendars are treated as immutable). */
export function businessCalendar(calendar: HolidayCalendar | undefined): BusinessCalendar {
  if (calendar === undefined) return weekendsOnly;
  if (typeof calendar !== 'object' || calendar === null) {
    throw new PricingError(
      'invalid_terms',
      'A holiday calendar is a list of YYYY-MM-DD dates or { holidays, weekendDays? }.',
    );
  }
  let compiled = compiledCalendars.get(calendar);
  if (!compiled) {
    compiled = compile(calendar);
    compiledCalendars.set(calendar, compiled);
  }
  return compiled;
}

// A calendar with every day a holiday would loop forever; ten years of consecutive holidays is an input error.
const longestHolidayRun = 3660;

function noBusinessDay(): never {
  throw new PricingError('invalid_terms', 'The holiday calendar has no business day within ten years.');
}

export function nextBusinessDay(calendar: BusinessCalendar, dayNumber: number): number {
  for (let candidate = dayNumber, step = 0; step < longestHolidayRun; candidate += 1, step += 1) {
    if (calendar.isBusinessDay(candidate)) return candidate;
  }
  return noBusinessDay();
}

export function previousBusinessDay(calendar: BusinessCalendar, dayNumber: number): number {
  for (let candidate = dayNumber, step = 0; step < longestHolidayRun; candidate -= 1, step += 1) {
    if (calendar.isBusinessDay(candidate)) return candidate;
  }
  return noBusinessDay();
}

/** The year and month of a day number as one number (the packed parts without the day), for the modified rules. */
function monthOf(dayNumber: number): number {
  return packedFromDayNumber(dayNumber) >> 5;
}

/** Moves a day number to a business day by a convention (ISDA 2006 section 4.12 names). */
function adjustDayNumber(
  calendar: BusinessCalendar,
  dayNumber: number,
  convention: BusinessDayConvention,
): number {
  if (convention === 'unadjusted') return dayNumber;
  if (convention === 'following') return nextBusinessDay(calendar, dayNumber);
  if (convention === 'preceding') return previousBusinessDay(calendar, dayNumber);
  if (convention === 'modified-following') {
    const next = nextBusinessDay(calendar, dayNumber);
    return monthOf(next) === monthOf(dayNumber) ? next : previousBusinessDay(calendar, dayNumber);
  }
  if (convention === 'modified-preceding') {
    const previous = previousBusinessDay(calendar, dayNumber);
    return monthOf(previous) === monthOf(dayNumber) ? previous : nextBusinessDay(calendar, dayNumber);
  }
  throw new PricingError('invalid_terms', `Unknown business-day convention ${String(convention)}.`);
}

// The engine's date range, 1900-01-01 .. 2199-12-31, as day numbers: a result outside it could not be read back.
const firstDay = -25567;
const lastDay = 84005;

/** Formats a computed business day, refusing one outside the range every other engine function accepts. */
function formatInRange(dayNumber: number): string {
  if (dayNumber < firstDay || dayNumber > lastDay) {
    throw new PricingError('invalid_date', 'The resulting date falls outside the years 1900 to 2199.');
  }
  return formatIsoDate(dayNumber);
}

/** True when `date` (`YYYY-MM-DD`) is neither a weekend day nor a holiday of the calendar (default: weekends only). */
export function isBusinessDay(date: string, calendar?: HolidayCalendar): boolean {
  return businessCalendar(calendar).isBusinessDay(parseIsoDate(date, 'date'));
}

/** `date` moved to a business day by `convention` (default `following`). */
export function adjustBusinessDay(
  date: string,
  calendar?: HolidayCalendar,
  convention: BusinessDayConvention = 'following',
): string {
  return formatInRange(adjustDayNumber(businessCalendar(calendar), parseIsoDate(date, 'date'), convention));
}

/**
 * `days` business days after `date` (before it when negative), QuantLib's `Calendar.advance` in days: counting
 * starts from `date` itself even when it is a holiday, so one business day after a Saturday is Monday.
 */
export function addBusinessDays(date: string, days: number, calendar?: HolidayCalendar): string {
  if (!Number.isInteger(days) || Math.abs(days) > 3660) {
    throw new PricingError('invalid_number', `days must be a whole number of business days, got ${days}.`);
  }
  const business = businessCalendar(calendar);
  let current = parseIsoDate(date, 'date');
  if (days === 0) return formatInRange(nextBusinessDay(business, current));
  const direction = days > 0 ? 1 : -1;
  for (let remaining = Math.abs(days); remaining > 0; remaining -= 1) {
    current =
      direction > 0 ? nextBusinessDay(business, current + 1) : previousBusinessDay(business, current - 1);
  }
  return formatInRange(current);
}

/**
 * The settlement date of a trade: `settlementDelta` business days after `tradeDate` (T+0, T+1, ...), skipping
 * weekends and the calendar's holidays.
 *
 * A trade date that is not a business day (`nonBusinessTradeDate`):
 * - `'next-business-day'` (default): the trade is taken as made on the next business day, and T counts from there,
 *   so T+1 from a Saturday is Tuesday. The exchanges' rule: NSE, BSE and NDS-OM trade only on trading days, and
 *   their clearing corporations (NSE Clearing, ICCL, CCIL) define T as the trading day a deal is executed on, so a
 *   deal struck on a weekend is a deal of the next trading day (see the package README).
 * - `'advance'`: QuantLib's `Calendar.advance(tradeDate, n, Days)`: counting starts from the holiday itself, so
 *   T+1 from a Saturday is Monday and T+0 is Monday.
 */
export function settlementDate(
  tradeDate: string,
  settlementDelta: number,
  calendar?: HolidayCalendar,
  options: SettlementDateOptions = {},
): string {
  const trade = parseIsoDate(tradeDate, 'tradeDate');
  if (!Number.isInteger(settlementDelta) || settlementDelta < 0 || settlementDelta > 30) {
    throw new PricingError(
      'invalid_number',
      `settlementDelta must be a whole number of days 0..30, got ${settlementDelta}.`,
    );
  }
  const rule = options.nonBusinessTradeDate ?? 'next-business-day';
  if (rule !== 'next-business-day' && rule !== 'advance') {
    throw new PricingError('invalid_terms', `Unknown nonBusinessTradeDate ${String(rule)}.`);
  }
  const business = businessCalendar(calendar);
  let date = rule === 'advance' && settlementDelta > 0 ? trade : nextBusinessDay(business, trade);
  for (let remaining = settlementDelta; remaining > 0; remaining -= 1) {
    date = nextBusinessDay(business, date + 1);
  }
  return formatInRange(date);
}
