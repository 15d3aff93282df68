import type { TermsPriceInput, TermsPriceOutput } from '../analyst/termsPriceTool';
import { marketDate, percent, price, table } from './answerFormat';
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

/** The answer for a described bond: the figure solved for, the terms it was priced on, its risk, and what it is not. */
export function describedBondAnswer(result: TermsPriceOutput): string {
  const coupons =
    result.frequency === 0
      ? 'no coupons'
      : `coupons ${result.frequency === 1 ? 'once' : result.frequency === 2 ? 'twice' : `${result.frequency} times`} a year`;
  const days =
    result.convention === 'GSEC' ? 'the G-sec day count (30E/360)' : 'the SEBI actual/actual day count';
  const solved =
    result.solvedFrom === 'price'
      ? `At a clean price of **${price(result.cleanPrice)}**, the yield to maturity is **${percent(result.yieldPercent)}**`
      : `At a yield of **${percent(result.yieldPercent)}**, the clean price is **${price(result.cleanPrice)}**`;
  return `${solved} for a bond paying a ${percent(result.couponPercent, 2)} coupon (${coupons}, ${days}) and maturing on ${marketDate(result.maturityDate)}, ${result.yearsToMaturity} years after settlement on ${marketDate(result.settlementDate)}.\n\n${table(
    ['Measure', 'Value'],
    [
      ['Clean price (per 100)', price(result.cleanPrice)],
      ['Yield to maturity', percent(result.yieldPercent)],
      ['Accrued interest (per 100)', result.accruedInterest.toFixed(4)],
      ['Dirty price (per 100)', result.dirtyPrice.toFixed(4)],
      ['Modified duration (years)', result.modifiedDuration.toFixed(4)],
      ['Macaulay duration (years)', result.macaulayDuration.toFixed(4)],
      ['PV01 (per 100, ₹)', result.pv01.toFixed(4)],
      ['Convexity', result.convexity.toFixed(4)],
    ],
  )}\n\nThis bond is the one the question describes, not one of the platform's: ask with an ISIN or a bond's name for a listed bond's market figures.`;
}
