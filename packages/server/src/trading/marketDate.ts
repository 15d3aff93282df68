/** The market's time zone: trade dates are India dates whatever the server's zone. */
export const marketTimeZone = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: marketTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's trade date in India, `YYYY-MM-DD`. */
export function marketToday(now: Date): string {
  return dateFormat.format(now);
}

/** The default settlement of a trade: T+1 business day (Indian G-secs and corporate bonds settle T+1). */
export const defaultSettlementDelta = 1;
