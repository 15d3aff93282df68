import * as z from 'zod/mini';
import { validationMessages } from './messages';

/**
 * Request and response bodies of the platform's chat calls (trading-and-chat section 7, 'Chat session'
 * and 'Trade chat'): the server validates with these, the client parses with them.
 */

/** The chat user search page size (trading-and-chat section 9). */
export const chatUserSearchPageSize = 20;

/** `POST api/issue-sb-session-token` and `DELETE api/remove-sb-session` body: the caller's chat user id. */
export const chatSessionRequestSchema = z.strictObject({
  userId: z
    .string({ error: validationMessages.required })
    .check(z.trim())
    .check(z.minLength(1, validationMessages.required))
    .check(z.maxLength(128)),
});

/** `POST api/issue-sb-session-token` answer: `{ token, expires_at }` (expires_at in epoch ms). */
export const chatSessionTokenSchema = z.looseObject({
  token: z.string().check(z.minLength(1)),
  expires_at: z.number(),
});
export type ChatSessionToken = z.infer<typeof chatSessionTokenSchema>;

/** `POST api/chatter/invite-users` body: connection requests to these chat users (1 to 50). */
export const chatInviteUsersRequestSchema = z.strictObject({
  sendbird_user_ids: z
    .array(z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(128)), {
      error: validationMessages.required,
    })
    .check(z.minLength(1, 'Choose at least one member.'))
    .check(z.maxLength(50, 'At most 50 members at a time.')),
});

const booleanQuery = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
  z.transform((value) => value === true || value === 'true' || value === '1'),
);

/** `GET api/chatter/user/search` query. */
export const chatUserSearchQuerySchema = z.strictObject({
  search_param: z.optional(z.string().check(z.trim()).check(z.maxLength(100))),
  page: z._default(z.coerce.number().check(z.int()).check(z.minimum(1)).check(z.maximum(10_000)), 1),
  page_size: z._default(
    z.coerce.number().check(z.int()).check(z.minimum(1)).check(z.maximum(100)),
    chatUserSearchPageSize,
  ),
  /** People the caller is not connected to yet, for the Build Network pane. */
  suggested: z.optional(booleanQuery),
  /** Only the caller's connections. */
  connections_only: z.optional(booleanQuery),
});

/** Where the caller stands with a person in the Build Network. */
const chatConnectionStatusSchema = z.enum(['none', 'pending_sent', 'pending_received', 'connected']);
export type ChatConnectionStatus = z.infer<typeof chatConnectionStatusSchema>;

/** One person in `GET api/chatter/user/search`: a counterparty with their chat user id and connection. */
export const chatUserSearchResultSchema = z.looseObject({
  user_id: z.number().check(z.int()),
  client_id: z.nullable(z.number().check(z.int())),
  nsccl_code: z.nullable(z.string()),
  iccl_code: z.nullable(z.string()),
  user_name: z.nullable(z.string()),
  brand_name: z.nullable(z.string()),
  name: z.nullable(z.string()),
  sendbird_user_id: z.string(),
  /** Null when the person hides it from chat counterparties (security preference). */
  email: z.nullable(z.string()),
  /** Null when the person hides it from chat counterparties (security preference). */
  mobile: z.nullable(z.string()),
  connection_status: chatConnectionStatusSchema,
});
export type ChatUserSearchResult = z.infer<typeof chatUserSearchResultSchema>;

/** The security preferences chat applies (stored as `user_security_preferences`). */
export const chatSecurityPreferences = {
  hideMobile: 'HIDE_MOBILE_IN_CHAT',
  hideEmail: 'HIDE_EMAIL_IN_CHAT',
  invitesFromConnectionsOnly: 'INVITES_FROM_CONNECTIONS_ONLY',
} as const;
