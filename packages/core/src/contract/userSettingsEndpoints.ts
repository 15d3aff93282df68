import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { userSettingsHeads } from './userSettingsHeads';

/** Preferences are short identifiers; the list is bounded so a client cannot store arbitrary data. */
const preferencesSchema = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))
  .check(z.maxLength(32));

/** The signed-in user's own settings: the chat terms they accepted and their security preferences. */
export const userSettingsEndpoints = {
  acceptChatTerms: defineEndpoint({
    ...userSettingsHeads.acceptChatTerms,
    body: z.strictObject({
      has_accepted_chat_terms: z.literal(true, { error: 'The chat terms can only be accepted.' }),
    }),
    access: 'signedIn',
    tag: 'accounts',
    summary: 'Accept the chat terms',
  }),
  updateSecurityPreferences: defineEndpoint({
    ...userSettingsHeads.updateSecurityPreferences,
    body: z.strictObject({ preferences: preferencesSchema }),
    access: 'signedIn',
    tag: 'accounts',
    summary: "Replace the signed-in user's security preferences (each listed once)",
  }),
};
