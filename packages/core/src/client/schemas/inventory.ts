import * as z from 'zod';
import { entityIdSchema } from './common';
import { uploadResultSchema } from './eoi';

/**
 * A holding in the user's inventory (`GET api/inventory/`). The valuation fields are what the reference
 * server sends (optional: another server may not); money is in rupees, prices per 100 of face value, the
 * yield a fraction, and each figure is null when the bond cannot be priced.
 */
export const inventoryPositionSchema = z.looseObject({
  id: entityIdSchema,
  finstrument_id: entityIdSchema,
  quantity: z.number(),
  valuation_cost: z.number().nullable(),
  display_name: z.string().optional(),
  isin: z.string().optional(),
  issuer_type: z.string().optional(),
  maturity_date: z.string().optional(),
  /** The date the holding is valued for (the next settlement date). */
  settlement_date: z.string().optional(),
  market_price: z.number().nullable().optional(),
  market_yield: z.number().nullable().optional(),
  accrued_interest: z.number().nullable().optional(),
  dirty_price: z.number().nullable().optional(),
  can_be_priced: z.boolean().optional(),
  /** Clean value of the holding. */
  market_value: z.number().nullable().optional(),
  accrued_value: z.number().nullable().optional(),
  /** Clean value plus accrued interest: what the holding would settle for. */
  consideration: z.number().nullable().optional(),
  cost_value: z.number().nullable().optional(),
  /** Clean value less the valuation cost. */
  unrealised_pnl: z.number().nullable().optional(),
  modified_duration: z.number().nullable().optional(),
  /** Rupees the holding moves for one basis point of yield. */
  pv01: z.number().nullable().optional(),
  is_matured: z.boolean().optional(),
  confirmed_at: z.string().nullable().optional(),
  updated_at: z.string().optional(),
});
export type InventoryPosition = z.infer<typeof inventoryPositionSchema>;

/**
 * `POST api/inventory/upload/`: every row is checked. With no bad rows, or with `confirm=true`, the good
 * rows are written (`confirmed` true); otherwise nothing is written and the answer lists the bad rows and
 * how many are good, so the user can confirm those.
 */
export const inventoryUploadResultSchema = z.looseObject({
  ...uploadResultSchema.shape,
  valid_rows: z.number().int(),
  confirmed: z.boolean(),
});
export type InventoryUploadResult = z.infer<typeof inventoryUploadResultSchema>;

/**
 * `GET api/inventory/upload/progress/{upload_id}/`: how far an upload sent with `upload_id` has got. The
 * server receives the file (bytes), checks its rows, then writes the good ones; `done` when it answered.
 */
export const inventoryUploadProgressSchema = z.object({
  phase: z.enum(['receiving', 'checking', 'writing', 'done']),
  received_bytes: z.number().int().nonnegative(),
  total_bytes: z.number().int().nonnegative().nullable(),
  checked_rows: z.number().int().nonnegative(),
  total_rows: z.number().int().nonnegative().nullable(),
  written_rows: z.number().int().nonnegative(),
  rows_to_write: z.number().int().nonnegative().nullable(),
});
export type InventoryUploadProgress = z.infer<typeof inventoryUploadProgressSchema>;
