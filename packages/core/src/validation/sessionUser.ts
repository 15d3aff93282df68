import * as z from 'zod/mini';
import { clientSegmentSchema, userAccountStatusSchema } from './clientClassification';
import { roleSchema } from './roles';

/**
 * One of the user's accounts (memberships of a client). The spec names `user_accounts` without a shape;
 * the contract fixes the two fields the platform needs: the id sent as an EOI's `user_account_id`, and
 * the account status.
 */
const sessionUserAccountSchema = z.object({
  id: z.int(),
  status: userAccountStatusSchema,
});

/** The person behind the session (`user_info`). */
const sessionUserInfoSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.nullable(z.string()),
  roles: z.array(roleSchema),
  unique_id: z.string(),
  suprsend_subscriber_id: z.nullable(z.string()),
  has_accepted_chat_terms: z.boolean(),
  user_security_preferences: z.array(z.string()),
  is_user_profile_complete: z.boolean(),
});

/**
 * The session object (`GET api/session/`): exactly the spec's 'Logged-in user' fields, with the
 * server's snake_case names. Extra fields the server may add are accepted and dropped (plain
 * `z.object` strips them) so that a newer server never signs a user out, while code cannot come to
 * depend on an untyped field.
 *
 * Shapes the spec leaves open, fixed here: `id` is the client's numeric id; `nsccl_credentials` and
 * `iccl_credentials` say whether the client has stored clearing-corporation credentials (the
 * credentials themselves never leave the server); `client_segment` is null for a user with no client;
 * `mind_trial_ends_at` is an ISO 8601 date-time or null when no trial was ever granted. Exchange lists
 * are plain strings so that an exchange added on the server does not fail the session.
 */
export const sessionUserSchema = z.object({
  id: z.int(),
  name: z.string(),
  brand_name: z.nullable(z.string()),
  user_accounts: z.array(sessionUserAccountSchema),
  allowed_exchanges: z.array(z.string()),
  is_broker: z.boolean(),
  client_segment: z.nullable(clientSegmentSchema),
  rfq_exchanges: z.array(z.string()),
  stp_exchanges: z.array(z.string()),
  nsccl_credentials: z.boolean(),
  iccl_credentials: z.boolean(),
  nsccl_name: z.nullable(z.string()),
  iccl_name: z.nullable(z.string()),
  mind_trial_ends_at: z.nullable(z.iso.datetime({ offset: true })),
  is_paid_client: z.boolean(),
  user_info: sessionUserInfoSchema,
});

/** The signed-in user as the session call returns it. */
export type SessionUser = z.infer<typeof sessionUserSchema>;
