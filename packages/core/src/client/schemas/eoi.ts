import * as z from 'zod';
import { quoteTypeSchema } from '../../validation/index';
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
  unit_price_stored: z.number().nullable(),
  yield_stored: z.number().nullable(),
  state: z.string(),
  settlement: z.string().nullable().optional(),
  settlement_delta: z.number().nullable().optional(),
  expiry_date_stored: z.string().nullable().optional(),
  created_at: z.string().optional(),
  /** A dealer typed the price rather than taking the one computed from `yield_stored`. */
  price_overridden: z.boolean().optional(),
  // The bond's fields a quote list row carries beside the quote (the market list, RFQ quotes, private runs):
  // its maturity (`YYYY-MM-DD`), rating, finstrument type ('Bond', 'T-Bill') and the preferred flag.
  maturity_date: z.string().nullable().optional(),
  rating: z.string().nullable().optional(),
  finstrument_type: z.string().nullable().optional(),
  is_preferred: z.boolean().optional(),
});
export type Eoi = z.infer<typeof eoiSchema>;

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
  /** Only quotes on preferred bonds when true. Default: every bond. */
  preferred?: boolean | undefined;
  /** Only quotes on this finstrument type, for example 'Bond'. Default: every type. */
  finstrument_type?: string | undefined;
};

/** One price level of `GET api/quote/depth/`. */
export const depthLevelSchema = z.looseObject({
  unit_clean_price: z.number().nullable(),
  bond_yield: z.number().nullable(),
  quantum: z.number(),
  count: z.number().int(),
});

/** `GET api/quote/depth/`: bids and asks, best first. */
export const quoteDepthSchema = z.looseObject({
  bids: z.array(depthLevelSchema),
  asks: z.array(depthLevelSchema),
});
export type QuoteDepth = z.infer<typeof quoteDepthSchema>;

/** `POST api/eoi/upload/` and `POST api/inventory/upload/`: how many rows were taken, and row errors. */
export const uploadResultSchema = z.looseObject({
  created: z.number().int(),
  errors: z.array(z.looseObject({ row: z.number().int(), message: z.string() })),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
