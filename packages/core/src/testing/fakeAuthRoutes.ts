import { fakeDemoOtp } from './fakeData';
import { json, route } from './fakeRouter';
import type { FakeRequest, FakeRoute } from './fakeRouter';
import { issueTokens, userForBearer } from './fakeState';
import type { FakeState } from './fakeState';

function field(request: FakeRequest, name: string): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const unauthenticated = () => json(401, { detail: 'Authentication credentials were not provided.' });

/** The contract's auth paths. */
export function fakeAuthRoutes(state: FakeState): FakeRoute[] {
  const findUser = (request: FakeRequest) =>
    state.users.find(
      (user) =>
        (field(request, 'email') !== undefined && user.session.user_info.email === field(request, 'email')) ||
        (field(request, 'mobile') !== undefined &&
          user.session.user_info.mobile === field(request, 'mobile')),
    );
  return [
    route('POST', /^api\/token\/$/, (request) => {
      const email = field(request, 'email');
      const password = field(request, 'password');
      if (email === undefined || password === undefined) {
        return json(400, {
          ...(email === undefined ? { email: ['This field is required.'] } : {}),
          ...(password === undefined ? { password: ['This field is required.'] } : {}),
        });
      }
      const user = state.users.find((candidate) => candidate.session.user_info.email === email);
      if (user === undefined || user.password !== password) {
        return json(401, { detail: 'No active account found with the given credentials' });
      }
      return json(200, issueTokens(state, email));
    }),
    route('POST', /^api\/token\/otp\/$/, (request) => {
      if (field(request, 'otp') !== fakeDemoOtp) return json(400, { otp: ['Invalid OTP'] });
      const user = findUser(request);
      if (user === undefined)
        return json(401, { detail: 'No active account found with the given credentials' });
      return json(200, issueTokens(state, user.session.user_info.email));
    }),
    route('POST', /^api\/token\/refresh\/$/, (request) => {
      const refresh = field(request, 'refresh');
      const email = refresh === undefined ? undefined : state.refreshTokens.get(refresh);
      if (refresh === undefined || email === undefined) {
        return json(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
      }
      // Refresh tokens rotate: the old one is spent.
      state.refreshTokens.delete(refresh);
      return json(200, issueTokens(state, email));
    }),
    route('POST', /^api\/request-otp\/$/, (request) =>
      field(request, 'mobile') === undefined && field(request, 'email') === undefined
        ? json(400, { non_field_errors: ['Enter a mobile number or an email address.'] })
        : json(200, { detail: 'OTP sent' }),
    ),
    route('POST', /^api\/validate-otp\/$/, (request) =>
      field(request, 'otp') === fakeDemoOtp
        ? json(200, { detail: 'OTP is valid', valid: true })
        : json(400, { otp: ['Invalid OTP'] }),
    ),
    route('GET', /^api\/session\/$/, (request) => {
      const user = userForBearer(state, request.bearer);
      return user === undefined ? unauthenticated() : json(200, user);
    }),
    route('POST', /^api\/logout\/$/, (request) => {
      const refresh = field(request, 'refresh');
      if (refresh !== undefined) state.refreshTokens.delete(refresh);
      if (request.bearer !== undefined) state.accessTokens.delete(request.bearer);
      return json(204);
    }),
    route('POST', /^api\/reset-password\/$/, () =>
      json(200, { detail: 'If the address is registered, a reset link is on its way.' }),
    ),
  ];
}
