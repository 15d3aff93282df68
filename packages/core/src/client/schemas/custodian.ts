import * as z from 'zod/mini';
import { entityIdSchema } from './common';

/** A custodian: the spec's client_id and name. */
export const custodianSchema = z.looseObject({ client_id: entityIdSchema, name: z.string() });
export type Custodian = z.infer<typeof custodianSchema>;
