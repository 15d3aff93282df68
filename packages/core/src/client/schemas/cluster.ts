import * as z from 'zod/mini';
import { entityIdSchema } from './common';
import { eoiSchema } from './eoi';
import { orderSchema } from './order';

/** A cluster: the EOIs of one negotiation (an RFQ and its responses) on one bond. */
export const clusterSchema = z.looseObject({
  id: entityIdSchema,
  finstrument_id: entityIdSchema,
  state: z.string(),
  eois: z.array(eoiSchema),
});
export type Cluster = z.infer<typeof clusterSchema>;

/** What accepting a quote of a negotiation answers: the one order it made and the quotes it closed. */
export const clusterAcceptanceSchema = z.object({
  order: orderSchema,
  closed_eoi_ids: z.array(entityIdSchema),
});
export type ClusterAcceptance = z.infer<typeof clusterAcceptanceSchema>;
