import { PricingError } from './PricingError';

// Dates are whole days counted from 1970-01-01 (a "day number"), computed with Howard Hinnant's civil-calendar
// algorithms: no Date objects, so no time zone can ever move a date, and no date library is needed. Where the
// calendar parts matter (30/360 counts, month arithmetic) they travel packed into one small integer,
// year * 512 + month * 32 + day, so a coupon schedule is built without allocating a parts object per date.

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (monthLengths[month - 1] ?? 31);
}

function dayNumberFromParts(year: number, month: number, day: number): number {
  const shiftedYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(shiftedYear / 400);
  const yearOfEra = shiftedYear - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** A date's calendar parts packed as year * 512 + month * 32 + day (month 1..12). */
export function packedFromDayNumber(dayNumber: number): number {
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
  return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0)) * 512 + month * 32 + day;
}

export function dayNumberFromPacked(packed: number): number {
  return dayNumberFromParts(packed >> 9, (packed >> 5) & 15, packed & 31);
}

/** Two ASCII digits at `index` as a number, or NaN. */
function digitsAt(text: string, index: number): number {
  const tens = text.charCodeAt(index) - 48;
  const units = text.charCodeAt(index + 1) - 48;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : Number.NaN;
}

/** Parses `YYYY-MM-DD` strictly (a real date, years 1900..2199) or throws `invalid_date` naming the field. */
export function parseIsoDate(text: unknown, field: string): number {
  // Read by character codes rather than a regular expression: settlement and term dates are parsed on the first
  // pricing of every bond, and a match array with three substrings per date showed up in profiles.
  if (typeof text === 'string' && text.length === 10 && text[4] === '-' && text[7] === '-') {
    const year = digitsAt(text, 0) * 100 + digitsAt(text, 2);
    const month = digitsAt(text, 5);
    const day = digitsAt(text, 8);
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
  const packed = packedFromDayNumber(dayNumber);
  return `${packed >> 9}-${twoDigits((packed >> 5) & 15)}-${twoDigits(packed & 31)}`;
}

/** The date `months` months away (negative goes back), the day clamped to the target month's last day; packed. */
export function addMonthsClamped(packed: number, months: number): number {
  const monthIndex = (packed >> 9) * 12 + ((packed >> 5) & 15) - 1 + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return year * 512 + month * 32 + Math.min(packed & 31, daysInMonth(year, month));
}

/** 0 = Sunday .. 6 = Saturday (1970-01-01 was a Thursday). */
export function dayOfWeek(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** True when 29 February of some year falls in the half-open interval (after, upTo]. */
export function containsLeapDay(after: number, upTo: number): boolean {
  const last = packedFromDayNumber(upTo) >> 9;
  for (let year = packedFromDayNumber(after) >> 9; year <= last; year += 1) {
    if (isLeapYear(year)) {
      const leapDay = dayNumberFromParts(year, 2, 29);
      if (leapDay > after && leapDay <= upTo) return true;
    }
  }
  return false;
}
