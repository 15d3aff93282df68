import { emptyValue, formatMarketDate } from '../format/index';

/**
 * When a quote was made or changed: 'HH:MM' (24-hour, local) for today, else the day and the time
 * ('20 Nov 10:15'; quotes live days, not years). A dealer reads today's quotes by time and older ones as
 * stale. Bad input gives '—'.
 */
export function formatQuoteTime(value: string | null, today: Date = new Date()): string {
  if (value === null) return emptyValue;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return emptyValue;
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  const sameDay =
    date.getFullYear() === today.getFullYear() &&
    date.getMonth() === today.getMonth() &&
    date.getDate() === today.getDate();
  return sameDay ? time : `${formatMarketDate(date).slice(0, 6)} ${time}`;
}
