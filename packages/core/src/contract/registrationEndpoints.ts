import * as z from 'zod/mini';
import { registrationPayloadRules, registrationPayloadSchema } from '../validation/accountPayloads';
import { emailSchema, mobileSchema, nameSchema } from '../validation/identityFields';
import { validationMessages } from '../validation/messages';
import { newPasswordSchema } from '../validation/passwordRules';
import { defineEndpoint } from './endpoint';
import { registrationHeads } from './registrationHeads';

/** An invitation link's code. */
const inviteCodeSchema = z.string().check(z.minLength(1, validationMessages.required), z.maxLength(100));

/**
 * The registration payload with the server's own fields: the password checked against the password
 * rules, and the invitation code when the user accepts an invitation.
 */
const registrationBodySchema = z
  .strictObject({
    ...registrationPayloadSchema.shape,
    password: newPasswordSchema,
    /** Server extension: the code of the invitation link, which joins the inviting firm. */
    invite_code: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  })
  .check(registrationPayloadRules);

/** Easy registration: an individual without a password, who signs in with an OTP. */
const liteBodySchema = z.strictObject({
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema,
  mobile: mobileSchema,
});

/** Registering a client, or joining a firm by its invitation (platform-shell 7 'Client and account'). */
export const registrationEndpoints = {
  register: defineEndpoint({
    ...registrationHeads.register,
    body: registrationBodySchema,
    access: 'public',
    tag: 'accounts',
    summary:
      'Register a client and its first user (the mobile or email verified with an OTP of the same auth_mode within 30 minutes), or with invite_code join the inviting firm (410 when the code is invalid or used)',
  }),
  registerUserLite: defineEndpoint({
    ...registrationHeads.registerUserLite,
    body: liteBodySchema,
    access: 'public',
    tag: 'accounts',
    summary:
      'Easy registration of an individual without a password (the mobile or email verified with an easy_register OTP first)',
  }),
  validateInvitation: defineEndpoint({
    ...registrationHeads.validateInvitation,
    body: z.strictObject({ invite_code: inviteCodeSchema }),
    access: 'public',
    tag: 'accounts',
    summary: 'Check an invitation code (410 when invalid)',
  }),
};
