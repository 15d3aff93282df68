/** The Indian market's time zone, for formatting times as India reads them. */
export const marketTimeZone = 'Asia/Kolkata';

// India Standard Time is UTC+05:30 all year: India keeps no daylight saving, so a fixed offset gives the same
// dates as the time-zone database without depending on the runtime's copy of it (or on ICU at all).
const indiaOffsetMilliseconds = 330 * 60_000;
const dayMilliseconds = 86_400_000;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Today's date in India (`YYYY-MM-DD`), the trade date settlement counts from. A user or a server in another
 * time zone trades on the Indian market's calendar, so its local date would be wrong after 18:30 UTC (and, west
 * of UTC, earlier still). An invalid `now` throws a `RangeError`, as `Date#toISOString` does.
 */
export function indianTradeDate(now: Date = new Date()): string {
  const india = new Date(now.getTime() + indiaOffsetMilliseconds);
  if (Number.isNaN(india.getTime())) throw new RangeError('Invalid time value');
  const year = String(india.getUTCFullYear()).padStart(4, '0');
  return `${year}-${twoDigits(india.getUTCMonth() + 1)}-${twoDigits(india.getUTCDate())}`;
}

/** The epoch milliseconds at which the Indian date `date` (`YYYY-MM-DD`) starts: 00:00 IST, 18:30 UTC the day before. */
export function startOfIndianDate(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - indiaOffsetMilliseconds;
}

/** The last second of the Indian trading day that `now` falls in (23:59:59 IST), for quotes valid until the end of the day. */
export function endOfIndianTradeDate(now: Date): Date {
  return new Date(startOfIndianDate(indianTradeDate(now)) + dayMilliseconds - 1_000);
}
