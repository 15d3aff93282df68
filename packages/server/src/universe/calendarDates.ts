/** Plain calendar dates as `YYYY-MM-DD`, computed in UTC so no time zone shifts a day. */
export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The same day and month `years` later (days 1 to 28 only, so no month end moves). */
export function addYears(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `13 Nov 2026`, as T-bill names spell their maturity. */
export function spelledDate(date: string): string {
  return `${Number(date.slice(8, 10))} ${monthNames[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}
