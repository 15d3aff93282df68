import type { BondSummary } from '../analyst/bondSummary';

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** ₹ with Indian digit grouping and paise: ₹1,01,25,000.00. */
export function rupees(amount: number): string {
  return `${amount < 0 ? '-' : ''}₹${rupeeFormat.format(Math.abs(amount))}`;
}

/** A percent to 4 decimals (the spec's yield precision). */
export function percent(value: number | null, decimals = 4): string {
  return value === null ? 'n/a' : `${value.toFixed(decimals)}%`;
}

/** A clean price to 4 decimals. */
export function price(value: number | null): string {
  return value === null ? 'n/a' : value.toFixed(4);
}

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
 * A calendar date as the widgets' `formatMarketDate` writes it ('24 Jul 2033'), so MIND's answers read like the
 * rest of the platform; the server cannot import the widgets. Text that is not an ISO date passes through.
 */
export function marketDate(isoDate: string | null | undefined): string {
  if (isoDate === null || isoDate === undefined) return 'n/a';
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = parts === null ? undefined : monthAbbreviations[Number(parts[2]) - 1];
  return parts === null || month === undefined ? isoDate : `${parts[3]} ${month} ${parts[1]}`;
}

/** A markdown link to the bond's security page; `[` and `]` in names are escaped. */
export function bondLink(bond: Pick<BondSummary, 'name' | 'link'>): string {
  return `[${bond.name.replace(/[[\]]/g, '\\$&')}](${bond.link})`;
}

/** A markdown table; `|` in cells is escaped. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `| ${header.map(escape).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

/** "23 Nov 2026, 14:05 IST". */
function indiaTime(date: Date): string {
  return `${timeFormat.format(date)} IST`;
}

/** The closing line every answer carries: what data it used and when. */
export function sourcesLine(sources: readonly string[], asOf: Date): string {
  return `_Data: ${sources.join('; ')}. Market as of ${indiaTime(asOf)}. Every figure computed by the bondkit platform (@bondkit/core/pricing)._`;
}
