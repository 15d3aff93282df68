import { authEndpoints } from '../contract/authEndpoints';
import { fakeDemoOtp } from './fakeData';
import { fakeEndpoint } from './fakeEndpoint';
import { json } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import { issueTokens, userForBearer } from './fakeState';
import type { FakeState } from './fakeState';

const noActiveAccount = () => json(401, { detail: 'No active account found with the given credentials' });
const invalidOtp = () => json(400, { otp: ['Invalid OTP'] });

/**
 * The contract's sign-in endpoints, with the server's paths, body schemas (so its 400s by field) and
 * answers' shapes: the fake cannot drift from the server on sign-in. An OTP is "sent" to `state.sentMessages`.
 */
export function fakeAuthRoutes(state: FakeState): FakeRoute[] {
  const findUser = (destination: { email?: string | undefined; mobile?: string | undefined }) =>
    state.users.find(
      ({ session: { user_info: user } }) =>
        (destination.email !== undefined && user.email === destination.email) ||
        (destination.mobile !== undefined && user.mobile === destination.mobile),
    );
  return [
    fakeEndpoint(authEndpoints.obtainToken, ({ body }) => {
      const user = findUser({ email: body.email });
      if (user === undefined || user.password !== body.password) return noActiveAccount();
      return { ok: issueTokens(state, body.email) };
    }),
    fakeEndpoint(authEndpoints.obtainOtpToken, ({ body }) => {
      if (body.otp !== fakeDemoOtp) return invalidOtp();
      const user = findUser(body);
      if (user === undefined) return noActiveAccount();
      return { ok: issueTokens(state, user.session.user_info.email) };
    }),
    fakeEndpoint(authEndpoints.refreshToken, ({ body }) => {
      const email = body.refresh === undefined ? undefined : state.refreshTokens.get(body.refresh);
      if (body.refresh === undefined || email === undefined) {
        return json(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
      }
      // Refresh tokens rotate: the old one is spent.
      state.refreshTokens.delete(body.refresh);
      return { ok: issueTokens(state, email) };
    }),
    fakeEndpoint(authEndpoints.requestOtp, ({ body }) => {
      const recipient = body.mobile ?? body.email;
      if (recipient === undefined)
        return json(400, { non_field_errors: ['Enter a mobile number or an email address.'] });
      state.sentMessages.push({
        channel: body.mobile === undefined ? 'email' : 'sms',
        recipient,
        body: `${fakeDemoOtp} is your bondkit OTP.`,
      });
      return { ok: { detail: 'OTP sent' } };
    }),
    fakeEndpoint(authEndpoints.validateOtp, ({ body }) => {
      if (body.otp !== fakeDemoOtp) return invalidOtp();
      return { ok: { detail: 'OTP is valid', valid: true as const } };
    }),
    fakeEndpoint(authEndpoints.getSession, ({ request }) => {
      // The fake's access check has let only a live token through.
      const user = userForBearer(state, request.bearer);
      return user === undefined
        ? json(401, { detail: 'Authentication credentials were not provided.' })
        : { ok: user };
    }),
    fakeEndpoint(authEndpoints.logout, ({ body, request }) => {
      if (body.refresh !== undefined) state.refreshTokens.delete(body.refresh);
      if (request.bearer !== undefined) state.accessTokens.delete(request.bearer);
      return { ok: null };
    }),
  ];
}
