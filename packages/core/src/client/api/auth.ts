import { sessionUserSchema } from '../../validation/sessionUser';
import type { OtpMode, SessionUser } from '../../validation/index';
import type { RequestFunction } from '../http/createHttpClient';
import { detailResponseSchema, emptyResponseSchema } from '../schemas/common';
import type { DetailResponse } from '../schemas/common';
import { otpValidationSchema, rawTokenAnswerSchema } from '../schemas/auth';
import type { OtpValidation } from '../schemas/auth';

/** `POST api/token/` body. */
export interface PasswordCredentials {
  email: string;
  password: string;
}

/** `POST api/token/otp/` body: the mobile or the email the OTP went to. */
export interface OtpCredentials {
  mobile?: string | undefined;
  email?: string | undefined;
  otp: string;
  auth_mode: OtpMode;
}

/** `POST api/request-otp/` body. */
export interface OtpRequest {
  mobile?: string | undefined;
  email?: string | undefined;
  request_type: string;
  auth_mode: OtpMode;
  client_mode?: string | undefined;
}

/** `POST api/validate-otp/` body. */
export interface OtpValidationRequest {
  mobile?: string | undefined;
  email?: string | undefined;
  otp: string;
  request_type: string;
}

/** `POST api/change-password/{userId}/` body. */
export interface ChangePasswordRequest {
  new_password1: string;
  new_password2: string;
  /** The one-time reset token of the mailed link; `''` for a signed-in user changing their own. */
  token: string;
  /** The current password: required with `token: ''` (a signed-in change). Default: none (a reset link). */
  old_password?: string;
}

/**
 * Authentication calls. The token calls answer unknown JSON on purpose: the session layer validates it
 * with `tokenResponseSchema` so that a non-text token fails silently, as the spec asks.
 */
export function createAuthApi(request: RequestFunction) {
  return {
    /** `POST api/token/`. Prefer `client.signIn`, which stores the tokens and loads the session. */
    obtainToken: (credentials: PasswordCredentials): Promise<unknown> =>
      request({ method: 'POST', path: 'api/token/', body: credentials, schema: rawTokenAnswerSchema }),
    /** `POST api/token/otp/`. Prefer `client.signInWithOtp`. */
    obtainOtpToken: (credentials: OtpCredentials): Promise<unknown> =>
      request({ method: 'POST', path: 'api/token/otp/', body: credentials, schema: rawTokenAnswerSchema }),
    /** `POST api/token/refresh/`; without a refresh token the server reads the `bk_refresh` cookie. */
    refreshToken: (refresh: string | undefined): Promise<unknown> =>
      request({
        method: 'POST',
        path: 'api/token/refresh/',
        body: refresh === undefined ? {} : { refresh },
        schema: rawTokenAnswerSchema,
      }),
    /** `POST api/request-otp/`. */
    requestOtp: (body: OtpRequest): Promise<DetailResponse> =>
      request({ method: 'POST', path: 'api/request-otp/', body, schema: detailResponseSchema }),
    /** `POST api/validate-otp/`. */
    validateOtp: (body: OtpValidationRequest): Promise<OtpValidation> =>
      request({ method: 'POST', path: 'api/validate-otp/', body, schema: otpValidationSchema }),
    /** `GET api/session/`. Its 401 is returned to the caller rather than refreshed (see `client.loadSession`). */
    getSession: (): Promise<SessionUser> =>
      request({ path: 'api/session/', schema: sessionUserSchema, authenticate: true }),
    /** `POST api/logout/`. Prefer `client.signOut`. */
    logout: (refresh: string | undefined): Promise<undefined> =>
      request({
        method: 'POST',
        path: 'api/logout/',
        body: refresh === undefined ? {} : { refresh },
        schema: emptyResponseSchema,
      }),
    /** `POST api/reset-password/`: mails a reset link built on `web_url`. */
    resetPassword: (body: { email: string; web_url: string }): Promise<DetailResponse> =>
      request({ method: 'POST', path: 'api/reset-password/', body, schema: detailResponseSchema }),
    /** `POST api/change-password/{userId}/`. */
    changePassword: (userId: number | string, body: ChangePasswordRequest): Promise<DetailResponse> =>
      request({
        method: 'POST',
        path: `api/change-password/${encodeURIComponent(String(userId))}/`,
        body,
        schema: detailResponseSchema,
      }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
