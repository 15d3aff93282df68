import { isBusinessDay } from '../pricing/businessDays';
import { indianTradeDate, marketTimeZone } from './indianTradeDate';
import { nseCalendar } from './marketCalendars';

/**
 * The exchange RFQ window, India time, on exchange business days (the spec does not give it: NSE's RFQ hours
 * for corporate bonds). One rule for the server, the banner and the forms.
 */
export const tradingWindow = { startTime: '09:00', endTime: '17:00', timeZone: marketTimeZone } as const;

/**
 * Whether `now` falls in the trading window of an exchange business day, India time: not on a weekend nor on
 * an NSE trading holiday (the RFQ platforms are shut then).
 */
export function isTradingWindowOpen(now: Date): boolean {
  if (!isBusinessDay(indianTradeDate(now), nseCalendar)) return false;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: tradingWindow.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  return time >= tradingWindow.startTime && time < tradingWindow.endTime;
}

/** The window as `api/trade/timings` answers it. */
export interface TradingWindowState {
  start_time: string;
  end_time: string;
  is_open: boolean;
}

/**
 * What can be done now, said once, the same on the banner, in the forms and in the server's refusal: the
 * exchange RFQ only in the window; quotes and OTC trades between firms at any time, marked off-hours outside it.
 */
export function marketHoursText(window: TradingWindowState): string {
  const hours = `${window.start_time}–${window.end_time} IST on exchange business days`;
  return window.is_open
    ? `Market open · exchange RFQ ${hours} · quotes and OTC trades go through`
    : `Market closed · exchange RFQ only ${hours} · quotes and OTC trades still go through, marked off-hours`;
}

/** The refusal of an RFQ outside the window (the server's field message, the form's before it sends). */
export function rfqClosedText(window: Pick<TradingWindowState, 'start_time' | 'end_time'>): string {
  return `The exchange RFQ window is closed (${window.start_time}–${window.end_time} IST on exchange business days). Untick Send to RFQ to publish the quote to the market, or trade OTC: it goes through, marked off-hours.`;
}

/** Whether a quote or trade made at `at` was made outside the window: shown as "off-hours". */
export function isOffHours(at: Date): boolean {
  return !isTradingWindowOpen(at);
}
