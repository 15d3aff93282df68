import * as z from 'zod/mini';
import { quoteFirmnessSchema, quoteTypeSchema } from '../../validation/tradingVocabulary';
import { entityIdSchema } from './common';

/**
 * An EOI (expression of interest, a quote) as the server returns it: the create payload's fields plus
 * `id`, `state` and `created_at`. Prices are clean per unit (4 dp), yields fractions (6 dp).
 */
export const eoiSchema = z.looseObject({
  id: entityIdSchema,
  finstrument_id: entityIdSchema,
  quote_type: quoteTypeSchema,
  quantum: z.number(),
  /** What is left of `quantum` to trade: less once a FIRM quote is partly filled (each fill its own order). */
  remaining_quantum: z.optional(z.number()),
  unit_price_stored: z.nullable(z.number()),
  yield_stored: z.nullable(z.number()),
  state: z.string(),
  settlement: z.optional(z.nullable(z.string())),
  settlement_delta: z.optional(z.nullable(z.number())),
  expiry_date_stored: z.optional(z.nullable(z.string())),
  created_at: z.optional(z.string()),
  /** A dealer typed the price rather than taking the one computed from `yield_stored`. */
  price_overridden: z.optional(z.boolean()),
  /** FIRM (a hit or lift trades at once) or INDICATIVE (a hit or lift is a request its firm confirms). */
  firmness: z.optional(quoteFirmnessSchema),
  // The bond's fields a quote list row carries beside the quote (the market list, RFQ quotes, private runs):
  // its maturity (`YYYY-MM-DD`), rating, finstrument type ('Bond', 'T-Bill') and the preferred flag.
  maturity_date: z.optional(z.nullable(z.string())),
  rating: z.optional(z.nullable(z.string())),
  finstrument_type: z.optional(z.nullable(z.string())),
  is_preferred: z.optional(z.boolean()),
});
export type Eoi = z.infer<typeof eoiSchema>;

/**
 * A quote as the quote lists show it (the market and RFQ lists, a bond's quotes, the private runs): the EOI
 * plus what a row shows beside it, always sent (null when unknown): the bond's name and ISIN, the quoting
 * firm's name, and whether the quote is the viewer's firm's own.
 */
export const quoteListRowSchema = z.looseObject({
  ...eoiSchema.shape,
  display_name: z.nullable(z.string()),
  isin: z.nullable(z.string()),
  client_name: z.nullable(z.string()),
  maturity_date: z.nullable(z.string()),
  rating: z.nullable(z.string()),
  finstrument_type: z.nullable(z.string()),
  is_preferred: z.boolean(),
  is_mine: z.boolean(),
  updated_at: z.optional(z.string()),
});
export type QuoteListRow = z.infer<typeof quoteListRowSchema>;

/**
 * A row of the market and RFQ lists (`GET api/trade/d/market/`, `GET api/eoi/rfq-quote/`): a quote list row
 * with the bond's market level, a yield fraction and a clean price (null when the bond has none).
 */
export const marketQuoteRowSchema = z.looseObject({
  ...quoteListRowSchema.shape,
  market_yield: z.nullable(z.number()),
  market_price: z.nullable(z.number()),
});
export type MarketQuoteRow = z.infer<typeof marketQuoteRowSchema>;

/**
 * The filters of the market list (`GET api/trade/d/market/`) and the RFQ list, the quote sheet's
 * (trading-and-chat section 2). Every one is optional; none given lists every open quote.
 */
export type QuoteListFilters = {
  /** A keyword matched against the bond's name, ISIN and rating and the quoting firm's name. Default: none. */
  search?: string | undefined;
  /** Only the caller's own quotes. Default: false. */
  my_quotes?: boolean | undefined;
  /** Only quotes on these bonds (sent as a repeated query key). Default: every bond. */
  finstrument_ids?: readonly number[] | undefined;
  /**
   * Only these quotes (sent as a repeated query key; at most 500): what a `partial_refresh` names. A quote
   * asked for and not answered is closed, expired or outside the other filters. Default: every quote.
   */
  eoi_ids?: readonly number[] | undefined;
  /** Only quotes on preferred bonds when true. Default: every bond. */
  preferred?: boolean | undefined;
  /** Only quotes on this finstrument type. Default: every type. */
  finstrument_type?: 'Bond' | 'T-Bill' | undefined;
};

/** One price level of `GET api/quote/depth/`. */
export const depthLevelSchema = z.looseObject({
  unit_clean_price: z.nullable(z.number()),
  bond_yield: z.nullable(z.number()),
  quantum: z.number(),
  count: z.int(),
});

/** `GET api/quote/depth/`: bids and asks, best first. */
export const quoteDepthSchema = z.looseObject({
  bids: z.array(depthLevelSchema),
  asks: z.array(depthLevelSchema),
});
export type QuoteDepth = z.infer<typeof quoteDepthSchema>;

/** `POST api/eoi/upload/` and `POST api/inventory/upload/`: how many rows were taken, and row errors. */
export const uploadResultSchema = z.looseObject({
  created: z.int(),
  errors: z.array(z.looseObject({ row: z.int(), message: z.string() })),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
