import { formatMarketDate } from './formatMarketDate';

/**
 * A month as the market writes it: 'Jan 2027', from '2027-01' or any date of the month ('2027-01-15'). Anything
 * else gives `fallback` (default an em dash), as `formatMarketDate` does. For chart axes and monthly totals.
 */
export function formatMarketMonth(value: string | null | undefined, fallback = '\u2014'): string {
  const month = typeof value === 'string' ? /^(\d{4}-\d{2})(?:-\d{2})?$/.exec(value.trim()) : null;
  if (month === null) return fallback;
  const day = formatMarketDate(`${month[1]}-01`, { fallback: '' });
  return day === '' ? fallback : day.slice(3);
}
