import { indianTradeDate, marketTimeZone, startOfIndianDate } from '@bondkit/core/calendars';

/** India has no daylight saving: India time is UTC+05:30 all year. */
const indiaOffsetMilliseconds = 5.5 * 3_600_000;
const dayMilliseconds = 86_400_000;

/** The epoch ms at which a market day (`YYYY-MM-DD`, India time) starts (core's `startOfIndianDate`). */
export function startOfMarketDay(date: string): number {
  return startOfIndianDate(date);
}

/** The epoch ms at which a market day ends (the next day's start). */
export function endOfMarketDay(date: string): number {
  return startOfMarketDay(date) + dayMilliseconds;
}

/** The market date (`YYYY-MM-DD`, India time) of the epoch ms `time` (core's `indianTradeDate`). */
export function marketDateOf(time: number): string {
  return indianTradeDate(new Date(time));
}

/** A time as India-time `YYYY-MM-DDTHH:MM:SS`: sorts in time order and filters by the desk's day. */
export function marketDateTimeOf(time: number): string {
  return new Date(time + indiaOffsetMilliseconds).toISOString().slice(0, 19);
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: marketTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A time shown in India time, as the desk reads it. */
export function formatMarketTime(time: number | string): string {
  return timeFormat.format(new Date(time));
}
