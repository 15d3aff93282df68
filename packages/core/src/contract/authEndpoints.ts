import * as z from 'zod/mini';
import { clientModeSchema, otpModeSchema } from '../validation/clientClassification';
import { emailSchema, mobileSchema, otpSchema } from '../validation/identityFields';
import { requiredMessage } from '../validation/messages';
import { newPasswordSchema } from '../validation/passwordRules';
import { tokenResponseSchema } from '../validation/tokenResponse';
import { authHeads } from './authHeads';
import { defineEndpoint } from './endpoint';

/** The longest refresh or reset token accepted: ours are far shorter; anything longer is not one. */
const maximumTokenLength = 200;

/** The `mobile` / `email` pair every OTP call carries; the server requires one of them (non-field error). */
const otpDestinationFields = {
  mobile: z.optional(mobileSchema),
  email: z.optional(emailSchema),
};

/** How the user asked for or checks an OTP (`mobile`, `email`, `resend`, or an OTP mode). */
const requestTypeSchema = z.string().check(z.maxLength(40));

/** A refresh token in a body; without one the server reads the `bk_refresh` cookie. */
const refreshBodySchema = (minimumLength: number) =>
  z._default(
    z.strictObject({
      refresh: z.optional(z.string().check(z.minLength(minimumLength), z.maxLength(maximumTokenLength))),
    }),
    {},
  );

/** Sign-in, sessions and passwords (platform-shell 7 'Authentication'). */
export const authEndpoints = {
  obtainToken: defineEndpoint({
    ...authHeads.obtainToken,
    body: z.strictObject({
      email: emailSchema,
      password: z.string({ error: requiredMessage() }).check(z.minLength(1, requiredMessage())),
    }),
    response: tokenResponseSchema,
    access: 'public',
    tag: 'auth',
    summary: 'Sign in with e-mail and password',
  }),
  obtainOtpToken: defineEndpoint({
    ...authHeads.obtainOtpToken,
    body: z.strictObject({ ...otpDestinationFields, otp: otpSchema, auth_mode: otpModeSchema }),
    response: tokenResponseSchema,
    access: 'public',
    tag: 'auth',
    summary: 'Sign in with a one-time password',
  }),
  refreshToken: defineEndpoint({
    ...authHeads.refreshToken,
    body: refreshBodySchema(1),
    response: tokenResponseSchema,
    access: 'public',
    tag: 'auth',
    summary: 'Rotate the refresh token',
  }),
  requestOtp: defineEndpoint({
    ...authHeads.requestOtp,
    body: z.strictObject({
      ...otpDestinationFields,
      /** How the user asked (`mobile`, `email`, `resend`…); delivery follows the destination given. */
      request_type: requestTypeSchema,
      auth_mode: otpModeSchema,
      client_mode: z.optional(clientModeSchema),
    }),
    access: 'public',
    tag: 'auth',
    summary: 'Send a one-time password',
  }),
  validateOtp: defineEndpoint({
    ...authHeads.validateOtp,
    body: z.strictObject({ ...otpDestinationFields, otp: otpSchema, request_type: requestTypeSchema }),
    access: 'public',
    tag: 'auth',
    summary: 'Check a one-time password',
  }),
  getSession: defineEndpoint({
    ...authHeads.getSession,
    access: 'signedIn',
    tag: 'auth',
    summary: 'The signed-in user',
  }),
  logout: defineEndpoint({
    ...authHeads.logout,
    // An empty refresh token is no token: the cookie's is revoked instead.
    body: refreshBodySchema(0),
    access: 'public',
    tag: 'auth',
    summary: 'Sign out',
  }),
  resetPassword: defineEndpoint({
    ...authHeads.resetPassword,
    body: z.strictObject({ email: emailSchema, web_url: z.url().check(z.maxLength(500)) }),
    access: 'public',
    tag: 'auth',
    summary: 'Mail a password-reset link',
  }),
  changePassword: defineEndpoint({
    ...authHeads.changePassword,
    /** The numeric id, or the session's `unique_id` for a signed-in change. */
    params: z.strictObject({ userId: z.string().check(z.minLength(1), z.maxLength(64)) }),
    body: z
      .strictObject({
        new_password1: newPasswordSchema,
        new_password2: z.string(),
        /** The one-time token of a reset link; `""` for a signed-in user changing their own. */
        token: z.string().check(z.maxLength(maximumTokenLength)),
        /** The current password: required for a signed-in change (`token: ""`). */
        old_password: z.optional(z.string().check(z.maxLength(128))),
        /** The caller's refresh token, so its own session survives (else the `bk_refresh` cookie is read). */
        refresh: z.optional(z.string().check(z.maxLength(maximumTokenLength))),
      })
      .check(
        z.refine((body) => body.new_password1 === body.new_password2, {
          path: ['new_password2'],
          message: "The two password fields didn't match.",
        }),
      ),
    access: 'public',
    tag: 'auth',
    summary: 'Set a new password',
  }),
};
