import * as z from 'zod';
import { entityIdSchema } from './common';

/** Orders and procurement orders share their endpoints' shapes; `kind` picks the path. */
export type OrderKind = 'orders' | 'procurement-orders';

/** An order. Statuses beyond REJECTED are not listed by the spec, so `status` is any text. */
export const orderSchema = z.looseObject({
  id: entityIdSchema,
  finstrument_id: entityIdSchema,
  status: z.string(),
  buy_or_sell: z.enum(['buy', 'sell']),
  quantity: z.number(),
  unit_clean_price: z.number().nullable(),
  bond_yield: z.number().nullable(),
  settlement_date: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
