import * as z from 'zod';
import { entityIdSchema } from './common';

/** A counterparty: a member (user) or a company (client). Two are the same if user_id or client_id match. */
export const counterpartySchema = z.looseObject({
  user_id: entityIdSchema.nullable(),
  client_id: entityIdSchema.nullable(),
  nsccl_code: z.string().nullable(),
  iccl_code: z.string().nullable(),
  user_name: z.string().nullable(),
  brand_name: z.string().nullable(),
  name: z.string().nullable(),
});
export type Counterparty = z.infer<typeof counterpartySchema>;

/** `GET api/chatter/users-clients-unified/`: the Member heading's users and the Company heading's clients. */
export const unifiedCounterpartiesSchema = z.object({
  users: z.array(counterpartySchema),
  clients: z.array(counterpartySchema),
});
export type UnifiedCounterparties = z.infer<typeof unifiedCounterpartiesSchema>;

/** A clearing-corporation participant (`search-nsscl-participants`, `search-iccl-participants`). */
export const clearingParticipantSchema = z.looseObject({ code: z.string(), name: z.string() });
export type ClearingParticipant = z.infer<typeof clearingParticipantSchema>;
