import { formatMarketDate, marketTimeZone } from '@bondkit/core/calendars';
import type { BondSummary } from '../analyst/bondSummary';

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: marketTimeZone,
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

/**
 * A calendar date as core's `formatMarketDate` writes it for the widgets ('24 Jul 2033'), so MIND's answers read
 * like the rest of the platform. A missing date is 'n/a'; text that is not a date passes through.
 */
export function marketDate(isoDate: string | null | undefined): string {
  return formatMarketDate(isoDate, { fallback: isoDate ?? 'n/a' });
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

/** A change with its sign: "+1.2345", "-0.5". */
export function signed(value: number, decimals: number): string {
  const rounded = Number(value.toFixed(decimals));
  return `${rounded > 0 ? '+' : rounded < 0 ? '-' : ''}${Math.abs(rounded).toFixed(decimals)}`;
}
