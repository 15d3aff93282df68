import type { authEndpoints } from '../../contract/authEndpoints';
import { authHeads } from '../../contract/authHeads';
import type { AnyEndpoint } from '../../contract/endpoint';
import { callEndpoint } from '../http/callEndpoint';
import type { BodyOf } from '../http/callEndpoint';
import type { RequestFunction } from '../http/createHttpClient';
import type { rawTokenAnswerSchema } from '../schemas/auth';

/** `POST api/token/` body. */
export type PasswordCredentials = BodyOf<typeof authEndpoints.obtainToken>;

/** `POST api/token/otp/` body: the mobile or the email the OTP went to. */
export type OtpCredentials = BodyOf<typeof authEndpoints.obtainOtpToken>;

/** `POST api/request-otp/` body. */
export type OtpRequest = BodyOf<typeof authEndpoints.requestOtp>;

/** `POST api/validate-otp/` body. */
export type OtpValidationRequest = BodyOf<typeof authEndpoints.validateOtp>;

/**
 * `POST api/change-password/{userId}/` body: `token` is the one-time token of the mailed link, or `''` for a
 * signed-in user changing their own, who then sends `old_password` (their current password).
 */
export type ChangePasswordRequest = BodyOf<typeof authEndpoints.changePassword>;

/** A token endpoint as the client calls it: its answer read as any JSON (see `authHeads`). */
type AnswerReadAsAnyJson<Definition extends AnyEndpoint> = Omit<Definition, 'response'> & {
  response: typeof rawTokenAnswerSchema;
};

/**
 * Authentication calls. The token calls answer unknown JSON on purpose: the session layer validates it
 * with `tokenResponseSchema` so that a non-text token fails silently, as the spec asks.
 */
export function createAuthApi(request: RequestFunction) {
  return {
    /** `POST api/token/`. Prefer `client.signIn`, which stores the tokens and loads the session. */
    obtainToken: (credentials: PasswordCredentials): Promise<unknown> =>
      callEndpoint<AnswerReadAsAnyJson<typeof authEndpoints.obtainToken>>(request, authHeads.obtainToken, {
        body: credentials,
      }),
    /** `POST api/token/otp/`. Prefer `client.signInWithOtp`. */
    obtainOtpToken: (credentials: OtpCredentials): Promise<unknown> =>
      callEndpoint<AnswerReadAsAnyJson<typeof authEndpoints.obtainOtpToken>>(
        request,
        authHeads.obtainOtpToken,
        { body: credentials },
      ),
    /** `POST api/token/refresh/`; without a refresh token the server reads the `bk_refresh` cookie. */
    refreshToken: (refresh: string | undefined): Promise<unknown> =>
      callEndpoint<AnswerReadAsAnyJson<typeof authEndpoints.refreshToken>>(request, authHeads.refreshToken, {
        body: refresh === undefined ? {} : { refresh },
      }),
    /** `POST api/request-otp/`. */
    requestOtp: (body: OtpRequest) =>
      callEndpoint<typeof authEndpoints.requestOtp>(request, authHeads.requestOtp, { body }),
    /** `POST api/validate-otp/`. */
    validateOtp: (body: OtpValidationRequest) =>
      callEndpoint<typeof authEndpoints.validateOtp>(request, authHeads.validateOtp, { body }),
    /** `GET api/session/`. Its 401 is returned to the caller rather than refreshed (see `client.loadSession`). */
    getSession: () => callEndpoint<typeof authEndpoints.getSession>(request, authHeads.getSession, {}),
    /** `POST api/logout/`. Prefer `client.signOut`. */
    logout: async (refresh: string | undefined): Promise<undefined> => {
      await callEndpoint<typeof authEndpoints.logout>(request, authHeads.logout, {
        body: refresh === undefined ? {} : { refresh },
      });
      return undefined;
    },
    /** `POST api/reset-password/`: mails a reset link built on `web_url`. */
    resetPassword: (body: BodyOf<typeof authEndpoints.resetPassword>) =>
      callEndpoint<typeof authEndpoints.resetPassword>(request, authHeads.resetPassword, { body }),
    /** `POST api/change-password/{userId}/`; `userId` is the numeric id or the session's `unique_id`. */
    changePassword: (userId: number | string, body: ChangePasswordRequest) =>
      callEndpoint<typeof authEndpoints.changePassword>(request, authHeads.changePassword, {
        params: { userId: String(userId) },
        body,
      }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
