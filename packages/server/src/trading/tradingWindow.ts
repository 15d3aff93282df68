import { nseCalendar } from '@bondkit/core/calendars';
import { isBusinessDay } from '@bondkit/core/pricing';
import { marketToday } from './marketDate';

/** The trading window, India time (the spec does not give it; NSE's RFQ hours for corporate bonds). */
export const tradingWindow = { startTime: '09:00', endTime: '17:00', timeZone: 'Asia/Kolkata' } as const;

/**
 * Whether `now` falls in the trading window of an exchange business day, India time: not on a weekend nor on
 * an NSE trading holiday (the RFQ platforms are shut then, as on 24 November 2026, Guru Nanak Jayanti).
 */
export function isTradingWindowOpen(now: Date): boolean {
  if (!isBusinessDay(marketToday(now), nseCalendar)) return false;
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
