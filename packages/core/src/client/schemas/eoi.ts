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
});
export type Eoi = z.infer<typeof eoiSchema>;

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
