import type { CalendarDate } from './isoDate';
import type { DayCount } from './types';

/** 30/360 European (30E/360): both 31sts become 30; February's end is left alone. */
function thirtyEuropeanDays(start: CalendarDate, end: CalendarDate): number {
  const startDay = Math.min(start.day, 30);
  const endDay = Math.min(end.day, 30);
  return 360 * (end.year - start.year) + 30 * (end.month - start.month) + (endDay - startDay);
}

/** ISDA 30/360 bond basis: a 31st start becomes 30; a 31st end becomes 30 only if the start is then 30. */
function thirtyBondBasisDays(start: CalendarDate, end: CalendarDate): number {
  const startDay = Math.min(start.day, 30);
  const endDay = end.day === 31 && startDay === 30 ? 30 : end.day;
  return 360 * (end.year - start.year) + 30 * (end.month - start.month) + (endDay - startDay);
}

/**
 * Days between two dates in a day count. The ACT counts use the day numbers; 30/360 counts use the parts.
 * `startNumber`/`endNumber` are the day numbers of `start`/`end`.
 */
export function countDays(
  dayCount: DayCount,
  start: CalendarDate,
  end: CalendarDate,
  startNumber: number,
  endNumber: number,
): number {
  if (dayCount === '30E/360') return thirtyEuropeanDays(start, end);
  if (dayCount === '30/360') return thirtyBondBasisDays(start, end);
  return endNumber - startNumber;
}

export function isThirty360(dayCount: DayCount): boolean {
  return dayCount === '30E/360' || dayCount === '30/360';
}
