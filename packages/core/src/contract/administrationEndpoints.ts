import * as z from 'zod/mini';
import { exchangeCredentialsSchema } from '../validation/accountPayloads';
import { emailSchema, nameSchema } from '../validation/identityFields';
import { roleSchema } from '../validation/roles';
import { clearingCorporationSchema } from '../validation/tradingVocabulary';
import { administrationHeads } from './administrationHeads';
import { defineEndpoint } from './endpoint';

/** An invitation to the firm: who, with which roles (each once, at least one), and their name if known. */
const inviteBodySchema = z.strictObject({
  email: emailSchema,
  roles: z.array(roleSchema).check(
    z.minLength(1, 'Choose at least one role.'),
    z.maxLength(7),
    z.refine((roles) => new Set(roles).size === roles.length, 'Each role may be listed once.'),
  ),
  // The one name rule of every door that takes a person's name (letters and spaces, at most 100).
  first_name: z.optional(nameSchema),
  last_name: z.optional(nameSchema),
});

/**
 * A firm's administration, by its ops admin: the clearing-corporation logins, the trading settings and
 * invitations of new members (platform-shell 7 'Client and account').
 */
export const administrationEndpoints = {
  saveExchangeCredentials: defineEndpoint({
    ...administrationHeads.saveExchangeCredentials,
    body: z.strictObject(exchangeCredentialsSchema.shape),
    access: 'opsAdmin',
    tag: 'accounts',
    summary:
      "Save the firm's login at a clearing corporation (one per corp, replaced on each save; the password is encrypted at rest and never returned)",
  }),
  listExchangeCredentials: defineEndpoint({
    ...administrationHeads.listExchangeCredentials,
    access: 'opsAdmin',
    tag: 'accounts',
    summary: "The firm's stored exchange credentials, without passwords (server extension)",
  }),
  testExchangeCredentials: defineEndpoint({
    ...administrationHeads.testExchangeCredentials,
    body: z.strictObject({ corp: clearingCorporationSchema }),
    access: 'opsAdmin',
    tag: 'accounts',
    summary:
      "Test the firm's stored credential of a clearing corporation: no exchange is reachable from the reference server, so it checks the stored format and that the password decrypts, records the use and reports the previous one",
  }),
  getFirmTradingSettings: defineEndpoint({
    ...administrationHeads.getFirmTradingSettings,
    access: 'opsAdmin',
    tag: 'accounts',
    summary: "The firm's trading settings: whether its dealers may override a computed price",
  }),
  updateFirmTradingSettings: defineEndpoint({
    ...administrationHeads.updateFirmTradingSettings,
    body: z.strictObject({ allow_price_modification: z.boolean() }),
    access: 'opsAdmin',
    tag: 'accounts',
    summary: "Change the firm's trading settings (from the next request of each of its dealers)",
  }),
  inviteUser: defineEndpoint({
    ...administrationHeads.inviteUser,
    body: inviteBodySchema,
    access: 'opsAdmin',
    tag: 'accounts',
    summary:
      'Invite a user to the firm: mails a link to /client/register?invite_code=… valid 14 days; re-inviting a pending invitee issues a new code',
  }),
  revokeInvitation: defineEndpoint({
    ...administrationHeads.revokeInvitation,
    body: z.strictObject({ invitee_id: z.number().check(z.int(), z.positive()) }),
    access: 'opsAdmin',
    tag: 'accounts',
    summary: 'Revoke a pending invitation',
  }),
};
