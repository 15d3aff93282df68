import type { DayCount } from './types';

// The 30/360 counts read calendar parts packed by `isoDate` as year * 512 + month * 32 + day.

/** 30/360 European (30E/360): both 31sts become 30; February's end is left alone. */
function thirtyEuropeanDays(start: number, end: number): number {
  const startDay = Math.min(start & 31, 30);
  const endDay = Math.min(end & 31, 30);
  return (
    360 * ((end >> 9) - (start >> 9)) + 30 * (((end >> 5) & 15) - ((start >> 5) & 15)) + (endDay - startDay)
  );
}

/** ISDA 30/360 bond basis: a 31st start becomes 30; a 31st end becomes 30 only if the start is then 30. */
function thirtyBondBasisDays(start: number, end: number): number {
  const startDay = Math.min(start & 31, 30);
  const endDay = (end & 31) === 31 && startDay === 30 ? 30 : end & 31;
  return (
    360 * ((end >> 9) - (start >> 9)) + 30 * (((end >> 5) & 15) - ((start >> 5) & 15)) + (endDay - startDay)
  );
}

/**
 * Days between two dates in a day count. The ACT counts use the day numbers `startNumber`/`endNumber`; 30/360
 * counts use the packed calendar parts `start`/`end` of the same dates.
 */
export function countDays(
  dayCount: DayCount,
  start: number,
  end: number,
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
