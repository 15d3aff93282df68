import { authEndpoints } from '../contract/authEndpoints';
import { fakeDemoOtp } from './fakeData';
import { fakeEndpoint } from './fakeEndpoint';
import { json } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import { issueTokens, userForBearer } from './fakeState';
import type { FakeState } from './fakeState';

const noActiveAccount = () => json(401, { detail: 'No active account found with the given credentials' });
const invalidOtp = () => json(400, { otp: ['Invalid OTP'] });

/** A reset link works once, within an hour, as on the server. */
const passwordResetLifetimeMilliseconds = 60 * 60 * 1000;

/**
 * The contract's sign-in endpoints, with the server's paths, body schemas (so its 400s by field) and
 * answers' shapes: the fake cannot drift from the server on sign-in. A reset link is mailed to `state.sentMessages`.
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
      // Registration and a new mobile number need this proof (of the same mode) afterwards.
      for (const destination of [body.mobile, body.email])
        if (destination !== undefined)
          state.verifiedOtps.push({ destination, purpose: body.request_type, verifiedAt: Date.now() });
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
    fakeEndpoint(authEndpoints.resetPassword, ({ body }) => {
      const user = findUser({ email: body.email });
      // The same answer whether or not the account exists; only a known user gets the mail.
      if (user !== undefined) {
        const token = `fake-reset-${state.nextId++}`;
        const email = user.session.user_info.email;
        state.passwordResetTokens.set(token, {
          email,
          expiresAt: Date.now() + passwordResetLifetimeMilliseconds,
        });
        const link = new URL(body.web_url);
        link.searchParams.set('uid', String(user.session.user_accounts[0]?.id ?? user.session.id));
        link.searchParams.set('token', token);
        state.sentMessages.push({
          channel: 'email',
          recipient: email,
          body: `Open this link within an hour to choose a new password:\n${link.toString()}`,
        });
      }
      return { ok: { detail: 'If the address is registered, a reset link is on its way.' } };
    }),
  ];
}
