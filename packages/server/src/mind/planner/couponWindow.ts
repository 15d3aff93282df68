import { marketDate } from './answerFormat';
import { addMonths, countFrom } from './parseNumbers';

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The last day of a month (1–12) of a year, as an ISO date. */
function endOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * A period from settlement the coupons are asked over ("between now and December 2028", "until June 2028", "by
 * the end of 2028", "over the next two years", "in the next 18 months"), or null. A calendar year ("in 2027") and
 * an Indian financial year ("FY28") are read by the coupon answer itself.
 */
export function couponWindow(
  question: string,
  settlementDate: string,
): { from: string; to: string; label: string } | null {
  const lower = question.toLowerCase();
  const month = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
  const until = new RegExp(
    String.raw`\b(?:between now and|from now (?:to|until|till)|(?:up )?until|till|up to|through|by)\s+(?:the\s+)?(?:end of\s+)?(?:${month}\s+)?((?:19|20)\d\d)\b`,
  ).exec(lower);
  if (until) {
    const year = Number(until[2]);
    const to = until[1] ? endOfMonth(year, monthNames.indexOf(until[1].slice(0, 3)) + 1) : `${year}-12-31`;
    if (to < settlementDate) return null;
    return { from: settlementDate, to, label: `${marketDate(settlementDate)} to ${marketDate(to)}` };
  }
  const ahead = /\b(?:next|coming|over the next|in the next|within)\s+(\w+)\s+(years?|months?)\b/.exec(lower);
  const count = ahead ? countFrom(ahead[1] ?? '') : null;
  if (ahead && count !== null && count > 0) {
    const months = /year/.test(ahead[2] ?? '') ? count * 12 : count;
    const to = addMonths(settlementDate, months);
    return {
      from: settlementDate,
      to,
      label: `the next ${count} ${ahead[2]} (${marketDate(settlementDate)} to ${marketDate(to)})`,
    };
  }
  return null;
}
