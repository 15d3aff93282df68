import {
  PricingError,
  priceFromYield,
  riskMeasures,
  roundCleanPrice,
  roundYieldPercent,
  yieldFromPrice,
  type BondTerms,
  type CouponFrequency,
} from '@bondkit/core/pricing';
import type { MarketSnapshot } from './marketSnapshot';
import { ToolRefusal } from './toolRefusal';

/**
 * A bond the question describes rather than names ("a 7% coupon bond with 5 years to maturity at 98"): its terms
 * as stated, priced by the same engine as every listed bond. Nothing of the data is read but the settlement day.
 */
export interface TermsPriceInput {
  couponPercent: number;
  /** Years from settlement to maturity; the maturity falls on a coupon date, so nothing has accrued. */
  yearsToMaturity: number;
  /** Coupons a year. Default 2 (semi-annual, as G-secs pay). */
  frequency?: 1 | 2 | 4 | 12;
  /** Give the clean price (per 100) or the yield (percent). */
  cleanPrice?: number;
  yieldPercent?: number;
  settlementDate?: string;
}

export interface TermsPriceOutput {
  couponPercent: number;
  frequency: number;
  yearsToMaturity: number;
  maturityDate: string;
  settlementDate: string;
  /** `GSEC` (30E/360) for semi-annual coupons, `CORPORATE` (SEBI actual/actual) otherwise. */
  convention: 'GSEC' | 'CORPORATE';
  solvedFrom: 'price' | 'yield';
  cleanPrice: number;
  yieldPercent: number;
  accruedInterest: number;
  dirtyPrice: number;
  modifiedDuration: number;
  macaulayDuration: number;
  convexity: number;
  pv01: number;
}

function monthsLater(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Prices a described bond: the yield at a clean price or the clean price at a yield, with its risk. */
export function priceTerms(market: MarketSnapshot, input: TermsPriceInput): TermsPriceOutput {
  const { cleanPrice: givenPrice, yieldPercent: givenYield } = input;
  if ((givenPrice === undefined) === (givenYield === undefined))
    throw new ToolRefusal('Give the bond either a clean price or a yield to solve the other from.');
  const settlementDate = input.settlementDate ?? market.settlementDate;
  const frequency: CouponFrequency = input.couponPercent === 0 ? 0 : (input.frequency ?? 2);
  const convention = frequency === 2 ? 'GSEC' : 'CORPORATE';
  const maturityDate = monthsLater(settlementDate, Math.round(input.yearsToMaturity * 12));
  const terms: BondTerms = { couponRate: input.couponPercent, frequency, maturityDate, convention };
  try {
    const cleanPrice =
      givenPrice ??
      roundCleanPrice(priceFromYield(terms, { yield: givenYield ?? 0, settlementDate }).cleanPrice);
    const solved = yieldFromPrice(terms, { cleanPrice, settlementDate });
    const yieldPercent = givenYield ?? roundYieldPercent(solved.yield);
    const risk = riskMeasures(terms, { yield: yieldPercent, settlementDate });
    return {
      couponPercent: input.couponPercent,
      frequency,
      yearsToMaturity: input.yearsToMaturity,
      maturityDate,
      settlementDate,
      convention,
      solvedFrom: givenPrice === undefined ? 'yield' : 'price',
      cleanPrice,
      yieldPercent,
      accruedInterest: solved.accruedInterest,
      dirtyPrice: solved.dirtyPrice,
      modifiedDuration: risk.modifiedDuration,
      macaulayDuration: risk.macaulayDuration,
      convexity: risk.convexity,
      pv01: risk.pv01,
    };
  } catch (error) {
    if (PricingError.isInstance(error)) throw new ToolRefusal(`The pricing engine refused: ${error.message}`);
    throw error;
  }
}
