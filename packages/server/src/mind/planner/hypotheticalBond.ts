import type { TermsPriceInput } from '../analyst/termsPriceTool';
import { parsePriceOrYield } from './parseNumbers';

/**
 * A bond the question describes by its terms instead of naming one: "the YTM of a bond with a 7% coupon, 5 years
 * to maturity, price 98", "price a 10-year 7.5% annual-pay bond to yield 8%". Needs a coupon, a time to maturity
 * and a price or yield, and words that describe rather than name ("a bond with", "a 7% bond", "hypothetical").
 * Null otherwise.
 */
export function describedBond(question: string): TermsPriceInput | null {
  const lower = question.toLowerCase();
  if (
    !/\b(?:a|an|any|some|hypothetical|suppose|consider|imagine|theoretical)\b[^?]{0,40}\bbond\b/.test(lower)
  )
    return null;
  const coupon =
    /\b(\d{1,2}(?:\.\d{1,4})?)\s*%\s*(?:(?:annual|semi-?annual|quarterly|monthly)\s+)?(?:coupon|bond|paper|annual-pay|semi-annual)/.exec(
      lower,
    ) ??
    /\bcoupon(?: rate)?\s*(?:of|is|=|:)?\s*(\d{1,2}(?:\.\d{1,4})?)\s*%/.exec(lower) ??
    /\b(zero)[- ]coupon\b/.exec(lower);
  const years =
    /\b(\d{1,2}(?:\.\d{1,2})?)\s*-?\s*(?:years?|yrs?)\s*(?:to|until|till|left to|remaining to)?\s*(?:maturity|mature|go|left|remaining|residual)\b/.exec(
      lower,
    ) ??
    /\b(\d{1,2}(?:\.\d{1,2})?)[- ](?:years?|yr)\b[^?]{0,30}\bbond\b/.exec(lower) ??
    /\bmatur\w*\s+in\s+(\d{1,2}(?:\.\d{1,2})?)\s*(?:years?|yrs?)\b/.exec(lower);
  if (!coupon || !years) return null;
  // The coupon and the tenor are not the price or the yield to solve from.
  const rest = lower.replace(coupon[0], ' ').replace(years[0], ' ');
  const stated = /\bpriced?\s*(?:of|is|=|:|at)?\s*(?:rs\.?\s*|₹\s*)?(\d{2,3}(?:\.\d{1,4})?)\b(?!\s*%)/.exec(
    rest,
  );
  const level = stated ? { cleanPrice: Number(stated[1]) } : parsePriceOrYield(rest);
  if (level.cleanPrice === undefined && level.yieldPercent === undefined) return null;
  const frequency = /\bannual(?:ly)?\b(?!.*semi)|\bannual-pay\b|\bonce a year\b/.test(
    lower.replace(/semi-?annual/g, ''),
  )
    ? 1
    : /\bquarterly\b/.test(lower)
      ? 4
      : /\bmonthly\b/.test(lower)
        ? 12
        : 2;
  return {
    couponPercent: coupon[1] === 'zero' ? 0 : Number(coupon[1]),
    yearsToMaturity: Number(years[1]),
    frequency,
    ...level,
  };
}
