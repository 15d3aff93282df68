import {
  PricingError,
  priceFromYield,
  roundCleanPrice,
  settlementDate as businessSettlementDate,
  yieldFromPrice,
  yieldPercentToFraction,
  isBusinessDay,
  type BondTerms,
} from '@bondkit/core/pricing';
import { indianBondMarketCalendar } from '@bondkit/core/calendars';
import { validationMessages } from '@bondkit/core/validation';
import { ApiProblem } from '../errors/ApiProblem';
import { defaultSettlementDelta, marketToday } from './marketDate';

/** A price and its yield for one settlement date, as the engine computed them (unrounded). */
export interface EnginePrice {
  cleanPrice: number;
  yieldPercent: number;
  /** Per 100 of face value. */
  accruedInterest: number;
  dirtyPrice: number;
  settlementDate: string;
}

/** The wire form of a price: clean price to 4 decimals, yield as a fraction to 6 (spec section 5). */
export interface WirePrice {
  unit_clean_price: number;
  bond_yield: number;
  settlement_date: string;
}

/** Engine errors that say the instrument cannot be priced at all (as opposed to a bad input value). */
const instrumentLevelCodes = new Set([
  'invalid_terms',
  'unknown_convention',
  'unsupported_convention',
  'settlement_before_issue',
  'settlement_after_maturity',
  'settlement_in_shut_period',
]);

/** Whether an error means "this bond cannot be priced" (answered with `can_be_priced: false`). */
export function isInstrumentLevelPricingError(error: unknown): boolean {
  return PricingError.isInstance(error) && instrumentLevelCodes.has(error.code);
}

/**
 * The calendar settlement dates are counted and checked on: a day both NSE's clearing and RBI's settlement systems
 * in Mumbai are open (see `@bondkit/core/calendars`), since the server settles G-secs and corporate bonds alike.
 */
export const settlementCalendar = indianBondMarketCalendar;

/**
 * Refuses a settlement date before today's trade date or on a weekend or market holiday, with a 400 on
 * `field` (default `settlement_date`; an EOI calls it `settlement`). The date is already a valid `YYYY-MM-DD` (the request schemas check the form).
 */
export function checkSettlementDate(now: Date, settlementDate: string, field = 'settlement_date'): string {
  if (settlementDate < marketToday(now))
    throw ApiProblem.field(field, validationMessages.settlementBeforeTrade);
  let businessDay = false;
  try {
    businessDay = isBusinessDay(settlementDate, settlementCalendar);
  } catch (error) {
    if (!PricingError.isInstance(error)) throw error;
    throw ApiProblem.field(field, validationMessages.date);
  }
  if (!businessDay) throw ApiProblem.field(field, validationMessages.settlementNotBusinessDay);
  return settlementDate;
}

/**
 * The settlement date of a request: the date given (a business day, not before today's trade date), or T+delta
 * business days on the settlement calendar (default T+1; a weekend or holiday trade date counts as a trade of the
 * next business day). A date and a delta together never reach here: the request schemas refuse them.
 */
export function resolveSettlementDate(
  now: Date,
  request: { settlementDate?: string | null; settlementDelta?: number | null },
  field = 'settlement_date',
): string {
  const today = marketToday(now);
  if (request.settlementDate) return checkSettlementDate(now, request.settlementDate, field);
  const delta = request.settlementDelta ?? defaultSettlementDelta;
  try {
    return businessSettlementDate(today, delta, settlementCalendar);
  } catch (error) {
    if (PricingError.isInstance(error))
      throw ApiProblem.field('settlement_delta', 'Settlement delta must be 0 to 30 business days.');
    throw error;
  }
}

/** The price at a yield in percent. Throws PricingError. */
export function priceAtYield(terms: BondTerms, yieldPercent: number, settlementDate: string): EnginePrice {
  const result = priceFromYield(terms, { yield: yieldPercent, settlementDate });
  return {
    cleanPrice: result.cleanPrice,
    yieldPercent,
    accruedInterest: result.accruedInterest,
    dirtyPrice: result.dirtyPrice,
    settlementDate: result.settlementDate,
  };
}

/** The yield at a clean price. Throws PricingError. */
export function priceAtCleanPrice(terms: BondTerms, cleanPrice: number, settlementDate: string): EnginePrice {
  const result = yieldFromPrice(terms, { cleanPrice, settlementDate });
  return {
    cleanPrice,
    yieldPercent: result.yield,
    accruedInterest: result.accruedInterest,
    dirtyPrice: result.dirtyPrice,
    settlementDate: result.settlementDate,
  };
}

/** Rounds an engine price for the wire. */
export function wirePrice(price: EnginePrice): WirePrice {
  return {
    unit_clean_price: roundCleanPrice(price.cleanPrice),
    bond_yield: yieldPercentToFraction(price.yieldPercent),
    settlement_date: price.settlementDate,
  };
}

/**
 * Prices from a yield fraction or a clean price (whichever is fixed), turning input-level engine
 * errors into a 400 on the field and letting instrument-level ones through for the caller.
 */
export function priceFixedField(
  terms: BondTerms,
  request: { fixedField: 'yield' | 'price'; yieldFraction?: number | null; cleanPrice?: number | null },
  settlementDate: string,
): EnginePrice {
  try {
    if (request.fixedField === 'yield')
      return priceAtYield(terms, (request.yieldFraction ?? 0) * 100, settlementDate);
    return priceAtCleanPrice(terms, request.cleanPrice ?? 0, settlementDate);
  } catch (error) {
    if (PricingError.isInstance(error) && !instrumentLevelCodes.has(error.code)) {
      const field = request.fixedField === 'yield' ? 'bond_yield' : 'clean_price';
      throw ApiProblem.field(
        field,
        request.fixedField === 'yield'
          ? 'No price corresponds to this yield.'
          : 'No yield corresponds to this price.',
      );
    }
    throw error;
  }
}
