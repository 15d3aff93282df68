import * as z from 'zod/mini';
import { entityIdSchema } from './common';
import { eoiSchema } from './eoi';

/** A cluster: the EOIs of one negotiation (an RFQ and its responses) on one bond. */
export const clusterSchema = z.looseObject({
  id: entityIdSchema,
  finstrument_id: entityIdSchema,
  state: z.string(),
  eois: z.array(eoiSchema),
});
export type Cluster = z.infer<typeof clusterSchema>;
