/** India has no daylight saving: a market day starts at 00:00 +05:30. */
const indiaOffsetMilliseconds = 5.5 * 3_600_000;
const dayMilliseconds = 86_400_000;

/** The epoch ms at which a market day (`YYYY-MM-DD`, India time) starts. */
export function startOfMarketDay(date: string): number {
  return Date.parse(`${date}T00:00:00+05:30`);
}

/** The epoch ms at which a market day ends (the next day's start). */
export function endOfMarketDay(date: string): number {
  return startOfMarketDay(date) + dayMilliseconds;
}

/** Today's market date (`YYYY-MM-DD`, India time). */
export function marketDateOf(time: number): string {
  return new Date(time + indiaOffsetMilliseconds).toISOString().slice(0, 10);
}

/** A time as India-time `YYYY-MM-DDTHH:MM:SS`: sorts in time order and filters by the desk's day. */
export function marketDateTimeOf(time: number): string {
  return new Date(time + indiaOffsetMilliseconds).toISOString().slice(0, 19);
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A time shown in India time, as the desk reads it. */
export function formatMarketTime(time: number | string): string {
  return timeFormat.format(new Date(time));
}
