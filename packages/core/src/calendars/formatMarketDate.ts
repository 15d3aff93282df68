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

function marketDateText(year: number, monthIndex: number, day: number): string | undefined {
  const month = monthAbbreviations[monthIndex];
  return month === undefined ? undefined : `${String(day).padStart(2, '0')} ${month} ${year}`;
}

/** Options of {@link formatMarketDate}. */
export interface MarketDateOptions {
  /** What a missing or unreadable date gives. Default: '\u2014' (an em dash, as every widget formatter shows). */
  fallback?: string;
}

/**
 * A date as the market writes it: '13 Nov 2026'. Takes an ISO date ('2026-11-13', read as that calendar day
 * whatever the time zone), an ISO timestamp or a Date (shown in local time). Missing input, text that is not a
 * date and impossible days ('2026-02-31') give `fallback`. The widgets, the reference app and the server's MIND
 * answers all write dates with it.
 */
export function formatMarketDate(
  value: string | Date | null | undefined,
  options: MarketDateOptions = {},
): string {
  const fallback = options.fallback ?? '\u2014';
  if (value === null || value === undefined) return fallback;
  const isoDate = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim()) : null;
  if (isoDate !== null) {
    const year = Number(isoDate[1]);
    const monthIndex = Number(isoDate[2]) - 1;
    const day = Number(isoDate[3]);
    // new Date('2026-02-31') rolls over to March: reject impossible calendar days instead.
    const check = new Date(Date.UTC(year, monthIndex, day));
    if (check.getUTCMonth() !== monthIndex || check.getUTCDate() !== day) return fallback;
    return marketDateText(year, monthIndex, day) ?? fallback;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return fallback;
  return marketDateText(date.getFullYear(), date.getMonth(), date.getDate()) ?? fallback;
}
