import * as z from 'zod/mini';

/** `POST api/validate-otp/`. */
export const otpValidationSchema = z.looseObject({ detail: z.string(), valid: z.literal(true) });
export type OtpValidation = z.infer<typeof otpValidationSchema>;

/**
 * A token answer before validation: the spec makes sign-in fail silently when the token is not text, so
 * the client reads any JSON here and checks it with `tokenResponseSchema` itself.
 */
export const rawTokenAnswerSchema = z.unknown();
