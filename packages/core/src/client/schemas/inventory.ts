import * as z from 'zod';
import { entityIdSchema } from './common';

/** A holding in the user's inventory (`GET api/inventory/`). */
export const inventoryPositionSchema = z.looseObject({
  id: entityIdSchema,
  finstrument_id: entityIdSchema,
  quantity: z.number(),
  valuation_cost: z.number().nullable(),
});
export type InventoryPosition = z.infer<typeof inventoryPositionSchema>;
