import type { Consideration } from '../consideration';
import type { BondTerms, HolidayCalendar } from '../types';

/** Which of yield and price the user typed; the other is computed. */
export type FixedField = 'yield' | 'price';

/** The spec's pricing input value (trading-and-chat section 3). */
export interface PricingInputValue {
  /** Per 100 face, 4 decimals; null until known. */
  cleanPrice: number | null;
  /** Percent, 4 decimals; null until known. */
  bondYield: number | null;
  fixedField: FixedField;
  /** `YYYY-MM-DD`; null until priced. */
  settlementDate: string | null;
  canBePriced: boolean;
  allowPriceModification: boolean;
  /** The trade's money when a quantity is set; null otherwise. */
  considerationDetails: Consideration | null;
}

/** What a pricer is asked: exactly one of `cleanPrice` and `yieldFraction`, and a settlement delta (never a date). */
export interface PricingRequest {
  fixedField: FixedField;
  /** Per 100 face, 4 decimals (spec section 5); set when `fixedField` is `price`. */
  cleanPrice?: number | undefined;
  /** The yield as a fraction with 6 decimals (6.8% is 0.068); set when `fixedField` is `yield`. */
  yieldFraction?: number | undefined;
  tradeDate: string;
  settlementDelta: number;
  quantity?: number | undefined;
}

/** A pricer's answer. `bondYield` is in percent. */
export interface PricingQuote {
  cleanPrice: number;
  bondYield: number;
  settlementDate: string;
  canBePriced: boolean;
  allowPriceModification: boolean;
  considerationDetails: Consideration | null;
}

/**
 * Prices a request: the server's price call, or `createLocalPricer` when the terms are known. A synchronous answer
 * is applied at once; a promise is awaited, and superseded requests are aborted through `signal`.
 */
export interface Pricer {
  price(request: PricingRequest, options: { signal: AbortSignal }): PricingQuote | Promise<PricingQuote>;
}

export type PricingInputStatus = 'idle' | 'invalid' | 'pricing' | 'priced' | 'error';

export interface PricingInputState {
  /** The text as typed. */
  text: string;
  value: PricingInputValue;
  status: PricingInputStatus;
  /** A field message in the spec's words, or a pricing failure's message; null when fine. */
  error: string | null;
  disabled: boolean;
  settlementDelta: number;
  quantity: number | undefined;
}

export interface PricingInputOptions {
  /** How prices are computed. Default: a local pricer over `bond`; one of `pricer` and `bond` is required. */
  pricer?: Pricer | undefined;
  /** The bond's terms, for local pricing when no `pricer` is given. */
  bond?: BondTerms | undefined;
  /** Holidays for local settlement dates. Default: weekends only. */
  calendar?: HolidayCalendar | undefined;
  /** `YYYY-MM-DD`: the trade date settlement is counted from (the caller's "today" in India). Required. */
  tradeDate: string;
  /**
   * Typed values below it read as a yield, at or above it as a price. Default 50: Indian bond yields sit well
   * below 50% and traded prices per 100 face well above 50, so the one number separates them; deep-discount
   * zero-coupon bonds priced under 50 need a lower threshold or a manual `setFixedField('price')`.
   */
  threshold?: number | undefined;
  /** T+n business days. Default 1. */
  settlementDelta?: number | undefined;
  /** Units traded, for `considerationDetails`. Default none. */
  quantity?: number | undefined;
  /** Default `yield`. */
  fixedField?: FixedField | undefined;
  /** Default false. */
  disabled?: boolean | undefined;
  /** Switch the fixed field when a typed value fits the other mode. Default true (spec section 4). */
  autoSwitch?: boolean | undefined;
}
