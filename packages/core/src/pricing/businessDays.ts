import { dayOfWeek, formatIsoDate, parseIsoDate } from './isoDate';
import { PricingError } from './PricingError';
import type { HolidayCalendar } from './types';

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
  if (!Array.isArray(holidays)) {
    throw new PricingError(
      'invalid_terms',
      'A holiday calendar is a list of YYYY-MM-DD dates or { holidays }.',
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
  let compiled = compiledCalendars.get(calendar);
  if (!compiled) {
    compiled = compile(calendar);
    compiledCalendars.set(calendar, compiled);
  }
  return compiled;
}

// A calendar with every day a holiday would loop forever; ten years of consecutive holidays is an input error.
const longestHolidayRun = 3660;

export function nextBusinessDay(calendar: BusinessCalendar, dayNumber: number): number {
  for (let candidate = dayNumber, step = 0; step < longestHolidayRun; candidate += 1, step += 1) {
    if (calendar.isBusinessDay(candidate)) return candidate;
  }
  throw new PricingError('invalid_terms', 'The holiday calendar has no business day within ten years.');
}

export function previousBusinessDay(calendar: BusinessCalendar, dayNumber: number): number {
  for (let candidate = dayNumber, step = 0; step < longestHolidayRun; candidate -= 1, step += 1) {
    if (calendar.isBusinessDay(candidate)) return candidate;
  }
  throw new PricingError('invalid_terms', 'The holiday calendar has no business day within ten years.');
}

/**
 * The settlement date of a trade: `settlementDelta` business days after `tradeDate` (T+0, T+1, ...), skipping
 * weekends and the calendar's holidays. A trade date that is not a business day counts from the next business day,
 * so T+0 on a Saturday settles on Monday.
 */
export function settlementDate(
  tradeDate: string,
  settlementDelta: number,
  calendar?: HolidayCalendar,
): string {
  const trade = parseIsoDate(tradeDate, 'tradeDate');
  if (!Number.isInteger(settlementDelta) || settlementDelta < 0 || settlementDelta > 30) {
    throw new PricingError(
      'invalid_number',
      `settlementDelta must be a whole number of days 0..30, got ${settlementDelta}.`,
    );
  }
  const business = businessCalendar(calendar);
  let date = nextBusinessDay(business, trade);
  for (let remaining = settlementDelta; remaining > 0; remaining -= 1) {
    date = nextBusinessDay(business, date + 1);
  }
  return formatIsoDate(date);
}
