// What the client needs of each sign-in endpoint: where to send it and how to read the answer (the request
// schemas stay in authEndpoints.ts, which the client imports only as types). The client loads these with
// its auth calls and its session schemas, never on a first load that does not sign in.
import * as z from 'zod/mini';
import { otpValidationSchema, rawTokenAnswerSchema } from '../client/schemas/auth';
import { detailResponseSchema } from '../client/schemas/common';
import { sessionUserSchema } from '../validation/sessionUser';
import type { EndpointHead } from './endpoint';

export const authHeads = {
  // The token answers are read as any JSON: the spec makes sign-in fail silently (not with an error) when a
  // token is not text, so the session layer checks them with `tokenResponseSchema` itself. The contract's
  // endpoints (authEndpoints.ts) hold the answer's real shape, which the server and the fake must send.
  obtainToken: { method: 'POST', path: '/api/token/', response: rawTokenAnswerSchema },
  obtainOtpToken: { method: 'POST', path: '/api/token/otp/', response: rawTokenAnswerSchema },
  refreshToken: { method: 'POST', path: '/api/token/refresh/', response: rawTokenAnswerSchema },
  requestOtp: { method: 'POST', path: '/api/request-otp/', response: detailResponseSchema },
  validateOtp: { method: 'POST', path: '/api/validate-otp/', response: otpValidationSchema },
  getSession: { method: 'GET', path: '/api/session/', response: sessionUserSchema },
  // No content: the server sends `null` to its serializer, the client reads an empty body as undefined.
  logout: { method: 'POST', path: '/api/logout/', response: z.optional(z.null()), status: 204 },
  resetPassword: { method: 'POST', path: '/api/reset-password/', response: detailResponseSchema },
  changePassword: {
    method: 'POST',
    path: '/api/change-password/:userId/',
    response: detailResponseSchema,
  },
} as const satisfies Record<string, EndpointHead>;
