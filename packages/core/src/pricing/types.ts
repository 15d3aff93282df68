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
      weekendDays?: readonly number[] | undefined;
    };

/**
 * A published market holiday calendar (`@bondkit/core/calendars`): a `HolidayCalendar` that also says which years
 * its list covers. Outside `firstYear..lastYear` only its weekend and fixed-date holidays are known.
 */
export interface MarketCalendar {
  /** For example `NSE` or `RBI-MUMBAI`. */
  name: string;
  /** Holidays as `YYYY-MM-DD`, ascending. */
  holidays: readonly string[];
  /** Weekend days, 0 = Sunday .. 6 = Saturday. */
  weekendDays: readonly number[];
  /** First and last calendar year whose published holiday list is included. */
  firstYear: number;
  lastYear: number;
  /** Years whose list is provisional: only fixed-date holidays and Good Friday, until the list is published. */
  provisionalYears: readonly number[];
}

/**
 * How a date that is not a business day moves (ISDA 2006 section 4.12): to the next business day (`following`),
 * the previous one (`preceding`), the next unless that is in the next month (`modified-following`), the previous
 * unless that is in the previous month (`modified-preceding`), or not at all (`unadjusted`).
 */
export type BusinessDayConvention =
  'following' | 'modified-following' | 'preceding' | 'modified-preceding' | 'unadjusted';

export interface SettlementDateOptions {
  /**
   * How a trade date that is not a business day counts. Default `'next-business-day'`: the trade is taken as made on
   * the next business day (T+1 from a Saturday is Tuesday), the exchanges' rule. `'advance'` is QuantLib's
   * `Calendar.advance` (T+1 from a Saturday is Monday).
   */
  nonBusinessTradeDate?: 'next-business-day' | 'advance' | undefined;
}

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
  /** Calendar days of notice the option needs; overrides the bond's `optionNoticeDays`. */
  noticeDays?: number | undefined;
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
  issueDate?: string | undefined;
  /**
   * The first coupon date, for a long or short first coupon: the first period runs from `issueDate` (required) to
   * it, accruing on the day count (QuantLib's `Schedule` `firstDate`). Default: none (the regular schedule, with a
   * short first period when the issue date is off it).
   */
  firstCouponDate?: string | undefined;
  /**
   * The last coupon date before maturity, for an odd (short or long) last coupon: regular coupon dates count back
   * from it, and the last period runs from it to maturity (QuantLib's `nextToLastDate`). Default: none.
   */
  lastCouponDate?: string | undefined;
  /**
   * A coupon bond maturing on a non-business day of `holidays`: `'previous-business-day'` pays the redemption on the
   * previous business day with interest up to that day (term sheets; SEBI circulars of 2013 and 2016), the final
   * period ending there; `'scheduled'` keeps the final coupon and discounting to the scheduled date and moves only
   * the payment (`cashflows().paymentDate`). Default: `'previous-business-day'` for the `CORPORATE` convention,
   * `'scheduled'` for every other (G-secs pay the full final coupon; see the package README).
   */
  holidayMaturity?: 'scheduled' | 'previous-business-day' | undefined;
  /**
   * The record date in business days (of `holidays`) before each coupon date, instead of `recordDays`: the
   * ex-interest window starts that many business days before the coupon date (QuantLib's `exCouponPeriod` with a
   * calendar). Default 0.
   */
  recordBusinessDays?: number | undefined;
  /**
   * How the yield discounts when only the final coupon period is left: `'compound'` (default), (1 + y/f)^(-f t),
   * as in every other period and as QuantLib's `Compounded`; `'simple'`, 1 / (1 + y t), the street and Excel `PRICE`
   * convention (QuantLib's `SimpleThenCompounded`). See the package README for why compound is the default.
   */
  finalPeriodYield?: 'compound' | 'simple' | undefined;
  /**
   * Accrued interest under a 30/360 count: `'day-count'` (default), rate x days / 360, RBI's rule, under which a
   * month-end bond's accrued interest can exceed its fixed coupon (183 30E/360 days from 28 February to 30 August);
   * `'period-fraction'`, the coupon x days / the period's days, which never exceeds the coupon and makes the clean
   * price continuous across coupon dates.
   */
  accrualBasis?: 'day-count' | 'period-fraction' | undefined;
  /**
   * SEBI's 366-day year (ACT/ACT-SEBI): `'anniversary-year'` (default), 366 for every coupon period ending in a
   * one-year period counted back from maturity that holds 29 February; `'coupon-period'`, 366 only for the coupon
   * period that itself holds 29 February.
   */
  sebiLeapYear?: 'anniversary-year' | 'coupon-period' | undefined;
  /** Rupees of face value per unit, used only by `consideration` and `cashflows` with a quantity. Default 100;
   * prices are always per 100 of face value. */
  faceValue?: number | undefined;
  convention: ConventionName | Convention;
  /** Part-redemptions (amortisation). Default none: everything is repaid at maturity. */
  redemptions?: readonly Redemption[] | undefined;
  /** Coupon step-ups and step-downs. Default none. */
  couponSteps?: readonly CouponStep[] | undefined;
  /** Issuer calls. Default none. */
  calls?: readonly OptionDate[] | undefined;
  /** Holder puts. Default none. */
  puts?: readonly OptionDate[] | undefined;
  /**
   * Calendar days of notice a call or put needs before its date. Default 21: SEBI (Issue and Listing of
   * Non-Convertible Securities) Regulations 2021, regulation 15(6), "at least twenty-one days before the date from
   * which such right is exercisable". An option whose notice would fall before settlement is taken as not
   * exercised and left out of yields to call, put and worst; an option already announced is a redemption (give it as
   * the maturity, or set its `noticeDays` to 0).
   */
  optionNoticeDays?: number | undefined;
  /**
   * Ex-interest period in calendar days before each coupon date (the record date window), 0..90 and shorter than
   * the shortest coupon period. Before the final redemption it is the shut period: settlement inside it is refused
   * (`settlement_in_shut_period`), and a part-redemption inside it goes to the seller with its coupon. Default 0.
   */
  recordDays?: number | undefined;
  /** Holidays for payment dates. Default: weekends only. */
  holidays?: HolidayCalendar | undefined;
  /** Compounding frequency of a `periodic` yield on a bond without coupons. Default 2 (the G-sec STRIPS
   * convention); bonds with coupons always compound at their coupon frequency. */
  compoundingFrequency?: 1 | 2 | 4 | 12 | undefined;
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
