import * as z from 'zod/mini';

/**
 * The answer of every token path (`api/token/`, `api/token/otp/`, `api/token/refresh/`). The spec makes
 * sign-in fail silently and refresh fail when a token is not text, so both tokens must be strings; use
 * `safeParse` and treat a failure as that silent failure.
 */
export const tokenResponseSchema = z.object({
  access: z.string().check(z.minLength(1)),
  refresh: z.string().check(z.minLength(1)),
});

export type TokenResponse = z.infer<typeof tokenResponseSchema>;
