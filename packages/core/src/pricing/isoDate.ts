import { PricingError } from './PricingError';

// Dates are whole days counted from 1970-01-01 (a "day number"), computed with Howard Hinnant's civil-calendar
// algorithms: no Date objects, so no time zone can ever move a date, and no date library is needed.

/** A calendar date split into its parts; month is 1..12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (monthLengths[month - 1] ?? 31);
}

export function dayNumberFromParts(year: number, month: number, day: number): number {
  const shiftedYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(shiftedYear / 400);
  const yearOfEra = shiftedYear - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export function partsFromDayNumber(dayNumber: number): CalendarDate {
  const shifted = dayNumber + 719468;
  const era = Math.floor(shifted / 146097);
  const dayOfEra = shifted - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` strictly (a real date, years 1900..2199) or throws `invalid_date` naming the field. */
export function parseIsoDate(text: unknown, field: string): number {
  const match = typeof text === 'string' ? isoPattern.exec(text) : null;
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    if (
      year >= 1900 &&
      year < 2200 &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= daysInMonth(year, month)
    ) {
      return dayNumberFromParts(year, month, day);
    }
  }
  throw new PricingError(
    'invalid_date',
    `${field} must be a calendar date written YYYY-MM-DD, got ${String(text)}.`,
  );
}

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

export function formatIsoDate(dayNumber: number): string {
  const { year, month, day } = partsFromDayNumber(dayNumber);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The date `months` months away (negative goes back), the day clamped to the target month's last day. */
export function addMonthsClamped(date: CalendarDate, months: number): number {
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return dayNumberFromParts(year, month, Math.min(date.day, daysInMonth(year, month)));
}

/** 0 = Sunday .. 6 = Saturday (1970-01-01 was a Thursday). */
export function dayOfWeek(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** True when 29 February of some year falls in the half-open interval (after, upTo]. */
export function containsLeapDay(after: number, upTo: number): boolean {
  const first = partsFromDayNumber(after).year;
  const last = partsFromDayNumber(upTo).year;
  for (let year = first; year <= last; year += 1) {
    if (isLeapYear(year)) {
      const leapDay = dayNumberFromParts(year, 2, 29);
      if (leapDay > after && leapDay <= upTo) return true;
    }
  }
  return false;
}
