/**
 * Today's date in India (`YYYY-MM-DD`), the trade date settlement counts from. A partner's user in another
 * time zone trades on the Indian market's calendar, so the browser's local date would be wrong after
 * 18:30 UTC.
 */
export function indianTradeDate(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
