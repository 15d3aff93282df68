import * as z from 'zod/mini';
import { indianStateSchema } from '../validation/clientClassification';
import { mobileSchema, nameSchema, panSchema } from '../validation/identityFields';
import { validationMessages } from '../validation/messages';
import { optionalFields } from '../validation/optionalFields';
import { uccRecordFields, uccRecordPayloadSchema } from '../validation/uccUpload';
import { accountHeads } from './accountHeads';
import { idParametersSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';

/**
 * A firm's website as stored: lower-case host name only, without scheme, `www.` or path, so that
 * `https://www.Example.com/about` and `example.com` find the same firm.
 */
export const websiteSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.toLowerCase(), z.maxLength(200)),
    z.transform((value: string) =>
      value
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/.*$/, ''),
    ),
  ),
  z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Enter a valid website.')),
);

/** The profile fields of a client its ops admin (or a client manager, for a managed client) may change. */
const profileBodySchema = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.minLength(1, validationMessages.required), z.maxLength(200))),
  brand_name: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200)))),
  pan: z.optional(panSchema),
  state: z.optional(indianStateSchema),
  website: z.optional(z.nullable(websiteSchema)),
  category: z.optional(z.string().check(z.maxLength(40))),
  contact_name: z.optional(nameSchema),
});

/** The signed-in user's own details; a new mobile number needs a verified `update_profile` OTP first. */
const userDetailsBodySchema = z.strictObject({
  first_name: z.optional(nameSchema),
  last_name: z.optional(nameSchema),
  mobile: z.optional(mobileSchema),
  whatsapp_consent: z.optional(z.boolean()),
});

/** The client's profile, the user's own details and the firm's unique client codes (platform-shell 7). */
export const accountEndpoints = {
  updateProfile: defineEndpoint({
    ...accountHeads.updateProfile,
    query: z.strictObject({
      client_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
    }),
    body: profileBodySchema,
    access: 'signedIn',
    tag: 'accounts',
    summary:
      "Update a client profile: without client_id the caller's own client (its ops admin, or an individual for themselves); with client_id a client the caller's firm manages (client managers only)",
  }),
  updateUser: defineEndpoint({
    ...accountHeads.updateUser,
    body: userDetailsBodySchema,
    access: 'signedIn',
    tag: 'accounts',
    summary:
      "Update the signed-in user's details (a new mobile number must first be verified with an update_profile OTP)",
  }),
  createUcc: defineEndpoint({
    ...accountHeads.createUcc,
    body: uccRecordPayloadSchema,
    access: 'manageClients',
    tag: 'ucc',
    summary: 'Create a UCC record',
  }),
  updateUcc: defineEndpoint({
    ...accountHeads.updateUcc,
    params: idParametersSchema,
    body: z.strictObject(optionalFields(uccRecordFields)),
    access: 'manageClients',
    tag: 'ucc',
    summary: 'Update a UCC record',
  }),
};
