import * as z from 'zod/mini';
import { entityIdSchema } from './common';

/** A client (company or individual account holder), as `api/client/` and `api/clients/` return it. */
export const clientSchema = z.looseObject({
  id: entityIdSchema,
  name: z.string(),
  brand_name: z.nullable(z.string()),
  client_type: z.nullable(z.string()),
  client_segment: z.nullable(z.string()),
  /** `GET api/client/` only: the roles the firm holds, which its ops admin may assign. */
  assignable_roles: z.optional(z.array(z.string())),
});
export type Client = z.infer<typeof clientSchema>;

/**
 * A client by the fields anyone may see: the answer of `GET api/client/by-website/` (registration finds
 * the firm of its website).
 */
export const clientSummarySchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  brand_name: z.nullable(z.string()),
  client_type: z.nullable(z.string()),
  client_segment: z.nullable(z.string()),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/**
 * A client with the profile fields the server keeps: the answer of `PUT api/client/profile`, and each
 * client of `GET api/clients/`.
 */
export const clientProfileSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  brand_name: z.nullable(z.string()),
  client_type: z.nullable(z.string()),
  client_segment: z.nullable(z.string()),
  category: z.nullable(z.string()),
  client_mode: z.nullable(z.string()),
  website: z.nullable(z.string()),
  pan: z.nullable(z.string()),
  state: z.nullable(z.string()),
  is_broker: z.boolean(),
  is_partner: z.boolean(),
  offline_record: z.boolean(),
  managed_by_client_id: z.nullable(entityIdSchema),
  /** ISO 8601 timestamp. */
  created_at: z.string(),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

/**
 * The signed-in user's client (`GET api/client/`): its profile, and the roles the firm holds, the only
 * ones its ops admin may give members or invitees.
 */
export const signedInClientSchema = z.object({
  ...clientProfileSchema.shape,
  assignable_roles: z.array(z.string()),
});
export type SignedInClient = z.infer<typeof signedInClientSchema>;

/** The signed-in user's own details: the answer of `PUT api/client/user/`. */
export const userDetailsSchema = z.object({
  id: entityIdSchema,
  unique_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.nullable(z.string()),
  whatsapp_consent: z.boolean(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** A user account (a user's membership of a client), as `api/useraccounts/` lists it. */
export const userAccountSchema = z.looseObject({
  id: entityIdSchema,
  user_id: entityIdSchema,
  name: z.string(),
  email: z.string(),
  mobile: z.nullable(z.string()),
  roles: z.array(z.string()),
  status: z.enum(['active', 'inactive', 'invited']),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

/** A facilitator or agent the user may route trades through. */
export const tradeIntermediarySchema = z.looseObject({
  id: entityIdSchema,
  name: z.string(),
  brand_name: z.nullable(z.string()),
});
export type TradeIntermediary = z.infer<typeof tradeIntermediarySchema>;

/** `GET api/trade/timings`: today's trading window (HH:MM, India time) and whether it is open now. */
export const tradeTimingsSchema = z.looseObject({
  start_time: z.string(),
  end_time: z.string(),
  is_open: z.boolean(),
  /** The IANA zone of the times, `Asia/Kolkata`. */
  time_zone: z.string(),
});
export type TradeTimings = z.infer<typeof tradeTimingsSchema>;

/** A value and its label (`api/client/categories/`). */
export const labelledValueSchema = z.object({ value: z.string(), label: z.string() });
export type LabelledValue = z.infer<typeof labelledValueSchema>;

/**
 * `POST api/client/user/invite/validate/`: who the invitation is for, the firm (its brand name when it has
 * one) and the roles it grants. An invalid code answers 410.
 */
export const invitationSchema = z.looseObject({
  email: z.string(),
  client_name: z.nullable(z.string()),
  roles: z.array(z.string()),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `POST api/client/user/invite/`: the confirmation and the invitee's user account id (for revoking). */
export const invitationSentSchema = z.looseObject({ detail: z.string(), invitee_id: entityIdSchema });
export type InvitationSent = z.infer<typeof invitationSentSchema>;

/** `POST api/client/register/` and `register-user/lite`: the confirmation and the new user's and client's ids. */
export const registrationResultSchema = z.looseObject({
  detail: z.string(),
  user_id: entityIdSchema,
  client_id: entityIdSchema,
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** A stored exchange credential as `GET api/client/credentials/` lists it: never the password. */
export const storedExchangeCredentialSchema = z.looseObject({
  corp: z.string(),
  participant_code: z.string(),
  username: z.string(),
  /** Always true: a credential is stored only with its (encrypted) password. */
  has_password: z.literal(true),
  /** ISO 8601 timestamps; `last_used_at` is null until the credential is saved or tested. */
  updated_at: z.string(),
  last_used_at: z.nullable(z.string()),
});
export type StoredExchangeCredential = z.infer<typeof storedExchangeCredentialSchema>;

/** A unique client code record (`api/clients/ucc/`), as the server stores and answers it. */
export const uccRecordSchema = z.looseObject({
  id: entityIdSchema,
  client_code: z.string(),
  name: z.string(),
  exchange: z.string(),
  pan: z.string(),
  client_type: z.string(),
  category: z.nullable(z.string()),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  state: z.nullable(z.string()),
  bank_account_number: z.nullable(z.string()),
  ifsc: z.nullable(z.string()),
  dp_id: z.nullable(z.string()),
  bo_id: z.nullable(z.string()),
  status: z.string(),
  /** ISO 8601 timestamps. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type UccRecord = z.infer<typeof uccRecordSchema>;

/** A member of a trading client (`api/trade/client/users/{id}/`, `PATCH api/trade/members/{id}/`). */
export const tradeMemberSchema = z.looseObject({
  /** The membership's (user account's) id: the one `trade.updateMember` takes. */
  id: entityIdSchema,
  user_id: entityIdSchema,
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  /** `active`, `inactive` or `invited`. */
  status: z.string(),
});
export type TradeMember = z.infer<typeof tradeMemberSchema>;

/**
 * A firm's trading settings (`api/client/trading-settings/`, ops admins): whether its dealers may override
 * the price computed from a yield (the price info's `allow_price_modification`; the dealer role is needed too).
 */
export const firmTradingSettingsSchema = z.object({ allow_price_modification: z.boolean() });
export type FirmTradingSettings = z.infer<typeof firmTradingSettingsSchema>;
