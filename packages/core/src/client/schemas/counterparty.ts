import * as z from 'zod/mini';
import { entityIdSchema } from './common';

/** A counterparty: a member (user) or a company (client). Two are the same if user_id or client_id match. */
export const counterpartySchema = z.looseObject({
  user_id: z.nullable(entityIdSchema),
  client_id: z.nullable(entityIdSchema),
  nsccl_code: z.nullable(z.string()),
  iccl_code: z.nullable(z.string()),
  user_name: z.nullable(z.string()),
  brand_name: z.nullable(z.string()),
  name: z.nullable(z.string()),
});
export type Counterparty = z.infer<typeof counterpartySchema>;

/** `GET api/chatter/users-clients-unified/`: the Member heading's users and the Company heading's clients. */
export const unifiedCounterpartiesSchema = z.object({
  users: z.array(counterpartySchema),
  clients: z.array(counterpartySchema),
});
export type UnifiedCounterparties = z.infer<typeof unifiedCounterpartiesSchema>;

/**
 * A clearing-corporation participant (`search-nsscl-participants`, `search-iccl-participants`): a firm with
 * its clearing code (`client_id` when the reference server sends it), or with `ucc_only` one of the caller's
 * firm's client codes (`is_ucc` true).
 */
export const clearingParticipantSchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  client_id: z.optional(entityIdSchema),
  is_ucc: z.optional(z.boolean()),
});
export type ClearingParticipant = z.infer<typeof clearingParticipantSchema>;
