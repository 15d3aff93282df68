/**
 * How days are counted between two dates.
 * - `30E/360`: the 30/360 European method (both day-of-month 31s become 30), the Indian G-sec and SDL count.
 * - `30/360`: the ISDA 30/360 bond basis (a 31st end date becomes 30 only when the start is the 30th or 31st).
 * - `ACT/ACT-SEBI`: actual days over 365, or 366 when the bond's one-year period holds 29 February (SEBI 2013/2016).
 * - `ACT/365`: actual days over 365 always (money-market instruments).
 */
export type DayCount = '30E/360' | '30/360' | 'ACT/ACT-SEBI' | 'ACT/365';

/**
 * How a yield turns cashflows into a price.
 * - `periodic`: compounded at the coupon frequency, stepwise from settlement (the street formula).
 * - `xirr`: compounded annually over actual days / 365 from settlement (SEBI's uniform yield for corporate bonds).
 * - `money-market`: simple interest over the day count, `price = 100 / (1 + y x days / 365)`.
 */
export type YieldBasis = 'periodic' | 'xirr' | 'money-market';

export interface Convention {
  dayCount: DayCount;
  yieldBasis: YieldBasis;
}

/** A named market convention; see the package README for each one's rules and sources. */
export type ConventionName = 'GSEC' | 'SDL' | 'TBILL' | 'CP' | 'CD' | 'CORPORATE';

/** Coupons a year: 0 means no coupons (zero-coupon bonds and discount instruments). */
export type CouponFrequency = 0 | 1 | 2 | 4 | 12;

/**
 * Non-business days. A plain list of `YYYY-MM-DD` holidays, or an object that can also change the weekend.
 * Saturday and Sunday are weekend days unless `weekendDays` says otherwise.
 */
export type HolidayCalendar =
  | readonly string[]
  | {
      /** Holidays as `YYYY-MM-DD`. */
      holidays: readonly string[];
      /** Weekend days, 0 = Sunday .. 6 = Saturday. Default `[0, 6]`. */
      weekendDays?: readonly number[];
    };

/** A part-redemption: `amount` per 100 of original face value repaid on `date` (a coupon date). */
export interface Redemption {
  date: string;
  amount: number;
}

/** A coupon step-up or step-down: from the coupon period that starts on or after `date`, the rate is `couponRate`. */
export interface CouponStep {
  date: string;
  couponRate: number;
}

/** A call or put: the bond may be redeemed on `date` at `price` per 100 of outstanding face value. */
export interface OptionDate {
  date: string;
  price: number;
}

export interface BondTerms {
  /** Percent a year; 0 for zero-coupon and discount instruments. */
  couponRate: number;
  /** Coupons a year; 0 = no coupons. */
  frequency: CouponFrequency;
  /** `YYYY-MM-DD`. All dates are ISO calendar dates, no time zones. */
  maturityDate: string;
  /** `YYYY-MM-DD`. When it is not on the coupon schedule the first coupon period is short. Default: none (the
   * schedule runs back as far as any settlement needs). */
  issueDate?: string;
  /** Rupees of face value per unit, used only by `consideration` and `cashflows` with a quantity. Default 100;
   * prices are always per 100 of face value. */
  faceValue?: number;
  convention: ConventionName | Convention;
  /** Part-redemptions (amortisation). Default none: everything is repaid at maturity. */
  redemptions?: readonly Redemption[];
  /** Coupon step-ups and step-downs. Default none. */
  couponSteps?: readonly CouponStep[];
  /** Issuer calls. Default none. */
  calls?: readonly OptionDate[];
  /** Holder puts. Default none. */
  puts?: readonly OptionDate[];
  /** Ex-interest period in calendar days before each coupon date (the record date window). Default 0. */
  recordDays?: number;
  /** Holidays for payment dates. Default: weekends only. */
  holidays?: HolidayCalendar;
  /** Compounding frequency of a `periodic` yield on a bond without coupons. Default 2 (the G-sec STRIPS
   * convention); bonds with coupons always compound at their coupon frequency. */
  compoundingFrequency?: 1 | 2 | 4 | 12;
}

export interface SettlementInput {
  /** `YYYY-MM-DD`. */
  settlementDate: string;
}

export interface PriceFromYieldInput extends SettlementInput {
  /** Percent, for example 6.8. */
  yield: number;
}

export interface YieldFromPriceInput extends SettlementInput {
  /** Per 100 of face value. */
  cleanPrice: number;
}

/** What the buyer's accrued interest looks like on a settlement date. */
export interface AccruedInfo {
  /** Per 100 of face value; negative inside an ex-interest window. */
  accruedInterest: number;
  /** Days accrued in the bond's day count; inside an ex-interest window, minus the days to the next coupon. */
  accruedDays: number;
  /** True inside the record-date window: the next coupon goes to the seller. */
  exInterest: boolean;
  /** The start of the coupon period holding settlement (issue date or previous coupon date), when known. */
  previousCouponDate: string | null;
  /** The next scheduled coupon or redemption date. */
  nextCouponDate: string;
}

export interface PriceResult extends AccruedInfo {
  /** Per 100 of face value, unrounded. */
  cleanPrice: number;
  /** Clean price plus accrued interest. */
  dirtyPrice: number;
  /** Percent, as given. */
  yield: number;
  settlementDate: string;
}

export interface YieldResult extends AccruedInfo {
  /** Percent, unrounded, converged to 1e-10. */
  yield: number;
  cleanPrice: number;
  dirtyPrice: number;
  settlementDate: string;
  /** Solver iterations used. */
  iterations: number;
}

export interface Cashflow {
  /** Scheduled due date; prices discount to this date. */
  date: string;
  /** The business day it is paid: the next business day for a coupon, the previous one for a maturity. */
  paymentDate: string;
  coupon: number;
  principal: number;
  total: number;
}
