import * as z from 'zod/mini';
import { entityIdSchema } from './common';
import { eoiSchema, uploadResultSchema } from './eoi';

/**
 * A holding in the user's inventory (`GET api/inventory/`). The valuation fields are what the reference
 * server sends (optional: another server may not); money is in rupees, prices per 100 of face value, the
 * yield a fraction, and each figure is null when the bond cannot be priced.
 */
export const inventoryPositionSchema = z.looseObject({
  id: entityIdSchema,
  finstrument_id: entityIdSchema,
  quantity: z.number(),
  valuation_cost: z.nullable(z.number()),
  display_name: z.optional(z.string()),
  isin: z.optional(z.string()),
  issuer_type: z.optional(z.string()),
  maturity_date: z.optional(z.string()),
  /** The date the holding is valued for (the next settlement date). */
  settlement_date: z.optional(z.string()),
  market_price: z.optional(z.nullable(z.number())),
  market_yield: z.optional(z.nullable(z.number())),
  accrued_interest: z.optional(z.nullable(z.number())),
  dirty_price: z.optional(z.nullable(z.number())),
  can_be_priced: z.optional(z.boolean()),
  /** Clean value of the holding. */
  market_value: z.optional(z.nullable(z.number())),
  accrued_value: z.optional(z.nullable(z.number())),
  /** Clean value plus accrued interest: what the holding would settle for. */
  consideration: z.optional(z.nullable(z.number())),
  cost_value: z.optional(z.nullable(z.number())),
  /** Clean value less the valuation cost. */
  unrealised_pnl: z.optional(z.nullable(z.number())),
  modified_duration: z.optional(z.nullable(z.number())),
  /** Rupees the holding moves for one basis point of yield. */
  pv01: z.optional(z.nullable(z.number())),
  is_matured: z.optional(z.boolean()),
  confirmed_at: z.optional(z.nullable(z.string())),
  updated_at: z.optional(z.string()),
});
export type InventoryPosition = z.infer<typeof inventoryPositionSchema>;

/**
 * `POST api/inventory/upload/`: every row is checked. With no bad rows, or with `confirm=true`, the good
 * rows are written (`confirmed` true); otherwise nothing is written and the answer lists the bad rows and
 * how many are good, so the user can confirm those.
 */
export const inventoryUploadResultSchema = z.looseObject({
  ...uploadResultSchema.shape,
  valid_rows: z.number().check(z.int()),
  confirmed: z.boolean(),
});
export type InventoryUploadResult = z.infer<typeof inventoryUploadResultSchema>;

/**
 * `GET api/inventory/upload/progress/{upload_id}/`: how far an upload sent with `upload_id` has got. The
 * server receives the file (bytes), checks its rows, then writes the good ones; `done` when it answered.
 */
export const inventoryUploadProgressSchema = z.object({
  phase: z.enum(['receiving', 'checking', 'writing', 'done']),
  received_bytes: z.number().check(z.int()).check(z.nonnegative()),
  total_bytes: z.nullable(z.number().check(z.int()).check(z.nonnegative())),
  checked_rows: z.number().check(z.int()).check(z.nonnegative()),
  total_rows: z.nullable(z.number().check(z.int()).check(z.nonnegative())),
  written_rows: z.number().check(z.int()).check(z.nonnegative()),
  rows_to_write: z.nullable(z.number().check(z.int()).check(z.nonnegative())),
});
export type InventoryUploadProgress = z.infer<typeof inventoryUploadProgressSchema>;

/** What offering a holding answers: the ASK quote it made and the holding offered. */
export const inventoryOfferSchema = z.object({ eoi: eoiSchema, inventory_id: entityIdSchema });
export type InventoryOffer = z.infer<typeof inventoryOfferSchema>;
