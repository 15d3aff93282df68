import type { ScreenToolInput } from '../analyst/screenTool';
import { addMonths } from './parseNumbers';

/**
 * The maturities a tenor names for bonds other than the G-sec curve's: "a 5-year AAA PSU bond" (4 to 6 years
 * from today), "the 3 month T-bill" (2 to 4 months). Null for the curve's own tenors ("the 10-year G-sec", "the
 * 10-year yield"), a spread between tenors, or a question with no kind of bond besides dated G-secs.
 */
export function tenorWindow(
  question: string,
  tenors: { tenors: number[]; pairs: [number, number][] },
  filters: ScreenToolInput,
  issuerCount: number,
  sectorCount: number,
  today: string,
): { from: string; to: string } | null {
  const types = filters.instrumentTypes ?? [];
  const bills = types.length > 0 && types.every((type) => type === 'TBILL');
  const months =
    /\b(\d{1,2})[- ]?(?:months?|mths?|m)\b/i.exec(question) ?? /\b(91|182|364)[- ]?days?\b/i.exec(question);
  if (bills && months) {
    const count = /days?/i.test(months[0]) ? Math.round(Number(months[1]) / 30.4) : Number(months[1]);
    return { from: addMonths(today, Math.max(count - 1, 0)), to: addMonths(today, count + 1) };
  }
  const [tenor] = tenors.tenors;
  if (tenor === undefined || tenors.pairs.length > 0 || new Set(tenors.tenors).size !== 1) return null;
  const otherKinds =
    (filters.ratings?.length ?? 0) > 0 ||
    (filters.issuerTypes?.length ?? 0) > 0 ||
    (filters.ratingAgencies?.length ?? 0) > 0 ||
    types.some((type) => type !== 'GSEC') ||
    issuerCount > 0 ||
    sectorCount > 0;
  if (!otherKinds) return null;
  const half = tenor < 2 ? 6 : 12;
  return {
    from: addMonths(today, Math.round(tenor * 12) - half),
    to: addMonths(today, Math.round(tenor * 12) + half),
  };
}
