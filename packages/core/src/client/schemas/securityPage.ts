import * as z from 'zod/mini';
import { bondSchema } from './bond';
import { entityIdSchema } from './common';

/** A price as the pricing engine answers it: clean price per 100, yield as a fraction, settlement date. */
const marketPriceSchema = z.object({
  unit_clean_price: z.number(),
  bond_yield: z.number(),
  settlement_date: z.string(),
});

/** The yield to one call or put: its date (ISO), the redemption price per 100 and the yield (fraction). */
const optionYieldSchema = z.object({ date: z.string(), price: z.number(), bond_yield: z.number() });

/**
 * The market block of a security page, at the live market yield for T+1 settlement: price, accrued
 * interest, risk and option yields. A bond the engine cannot price (`can_be_priced: false`) has only the
 * market yield, the price band and the last trade.
 */
const bondMarketSchema = z.object({
  /** The live market yield, a fraction (0.0725 for 7.25 %). */
  market_yield: z.number(),
  /** ISO 8601 timestamp of the live yield. */
  market_updated_at: z.string(),
  price_band: z.object({ low: z.nullable(z.number()), high: z.nullable(z.number()) }),
  last_trade: z.nullable(
    z.object({
      trade_date: z.string(),
      unit_clean_price: z.number(),
      bond_yield: z.number(),
      quantity: z.number(),
      exchange: z.string(),
    }),
  ),
  can_be_priced: z.boolean(),
  price: z.optional(marketPriceSchema),
  accrued_interest: z.optional(z.number()),
  dirty_price: z.optional(z.number()),
  risk: z.optional(
    z.object({
      macaulay_duration: z.number(),
      modified_duration: z.number(),
      convexity: z.number(),
      pv01: z.number(),
    }),
  ),
  yield_to_call: z.optional(z.array(optionYieldSchema)),
  yield_to_put: z.optional(z.array(optionYieldSchema)),
  yield_to_worst: z.optional(
    z.object({ date: z.string(), redemption: z.enum(['maturity', 'call']), bond_yield: z.number() }),
  ),
});
export type BondMarket = z.infer<typeof bondMarketSchema>;

/** `POST api/v1/finstrument/{id}/`: the bond with its market block. */
export const finstrumentRecordSchema = z.looseObject({ ...bondSchema.shape, market: bondMarketSchema });
export type FinstrumentRecord = z.infer<typeof finstrumentRecordSchema>;

/** `GET api/v2/finstrument/info/{id}`: the bond's names and its market block. */
export const finstrumentInfoSchema = z.object({
  ...bondMarketSchema.shape,
  id: entityIdSchema,
  isin: z.string(),
  display_name: z.string(),
  issuer: z.string(),
});
export type FinstrumentInfo = z.infer<typeof finstrumentInfoSchema>;

/**
 * The best quote of one side: from the book (`BOOK`, with its quote's id and size), indicative from the
 * live yield and a spread (`INFERRED`), or none (`source: null`, every value null).
 */
const marketQuoteSideSchema = z.object({
  quote_type: z.enum(['BID', 'ASK']),
  source: z.nullable(z.enum(['BOOK', 'INFERRED'])),
  eoi_id: z.optional(entityIdSchema),
  unit_clean_price: z.nullable(z.number()),
  bond_yield: z.nullable(z.number()),
  settlement_date: z.optional(z.string()),
  quantum: z.nullable(z.number()),
});
export type MarketQuoteSide = z.infer<typeof marketQuoteSideSchema>;

/** `POST api/quote/market/{id}/`: the best quote of one side of a bond. */
export const bondMarketQuoteSchema = z.object({
  ...marketQuoteSideSchema.shape,
  finstrument_id: entityIdSchema,
});
export type BondMarketQuote = z.infer<typeof bondMarketQuoteSchema>;

/** `POST api/quote/{id}/`: both sides of a bond and its live yield (a fraction). */
export const twoWayQuoteSchema = z.object({
  finstrument_id: entityIdSchema,
  bid: marketQuoteSideSchema,
  ask: marketQuoteSideSchema,
  market_yield: z.number(),
});
export type TwoWayQuote = z.infer<typeof twoWayQuoteSchema>;

/** `POST api/v1/finstrument/master/quote/{id}`: the two-way quote with the bond. */
export const masterQuoteSchema = z.object({ ...twoWayQuoteSchema.shape, finstrument: bondSchema });
export type MasterQuote = z.infer<typeof masterQuoteSchema>;

/** `GET api/credit-rationale/{id}/`: the issuer's rating and the agency's rationale. */
export const creditRationaleSchema = z.object({
  finstrument_id: entityIdSchema,
  issuer: z.string(),
  rating: z.nullable(z.string()),
  rating_agency: z.nullable(z.string()),
  /** The reference server's rationales are demo text, and say so. */
  is_demo_text: z.boolean(),
  rationale: z.string(),
});
export type CreditRationale = z.infer<typeof creditRationaleSchema>;
