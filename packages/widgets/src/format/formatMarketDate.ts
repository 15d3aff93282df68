import { emptyValue } from './emptyValue';

// Fixed English abbreviations: ICU writes September as 'Sept' in en-IN and 'Sep' elsewhere, and the
// market writes 'Sep'.
const monthAbbreviations = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * A date as the market writes it: '13 Nov 2026'. Takes an ISO date ('2026-11-13', read as that calendar
 * day whatever the time zone), an ISO timestamp or a Date (shown in local time). Bad input gives '—'.
 */
export function formatMarketDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return emptyValue;
  let year: number;
  let monthIndex: number;
  let day: number;
  const isoDate = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim()) : null;
  if (isoDate !== null) {
    year = Number(isoDate[1]);
    monthIndex = Number(isoDate[2]) - 1;
    day = Number(isoDate[3]);
    // new Date('2026-02-31') rolls over to March: reject impossible calendar days instead.
    const check = new Date(Date.UTC(year, monthIndex, day));
    if (check.getUTCMonth() !== monthIndex || check.getUTCDate() !== day) return emptyValue;
  } else {
    const date = typeof value === 'string' ? new Date(value) : value;
    if (!(date instanceof Date) || Number.isNaN(date.getTime())) return emptyValue;
    year = date.getFullYear();
    monthIndex = date.getMonth();
    day = date.getDate();
  }
  const month = monthAbbreviations[monthIndex];
  if (month === undefined) return emptyValue;
  return `${String(day).padStart(2, '0')} ${month} ${year}`;
}
