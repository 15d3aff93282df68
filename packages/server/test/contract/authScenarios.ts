import { endpoints, type authEndpoints } from '@bondkit/core/contract';
import type { ContractCall, ContractScenario, ContractWorld } from './contractScenarios';

/** The signed-in session of a caller, as the set-up of a scenario reads it. */
async function sessionOf(call: ContractCall, caller: 'dealer' | 'trader') {
  const answer = await call(endpoints.getSession, {}, caller);
  return answer.body as { user_info: { email: string; unique_id: string } };
}

/** Signs the dealer in again, for a scenario that spends a refresh token. */
async function freshRefreshToken(world: ContractWorld, call: ContractCall): Promise<string> {
  const { user_info } = await sessionOf(call, 'dealer');
  const answer = await call(
    endpoints.obtainToken,
    { body: { email: user_info.email, password: world.demoPassword } },
    'anonymous',
  );
  return (answer.body as { refresh: string }).refresh;
}

/** Sign-in, sessions and passwords. */
export const authScenarios: {
  [Name in keyof typeof authEndpoints]: ContractScenario<(typeof authEndpoints)[Name]>;
} = {
  obtainToken: {
    caller: 'anonymous',
    valid: async (world, call) => {
      const { user_info } = await sessionOf(call, 'dealer');
      return { body: { email: user_info.email, password: world.demoPassword } };
    },
    invalid: () => ({ body: { email: 'not-an-address', password: '' } }),
  },
  obtainOtpToken: {
    caller: 'anonymous',
    valid: async (world, call) => {
      const { user_info } = await sessionOf(call, 'dealer');
      return { body: { email: user_info.email, otp: world.demoOtp, auth_mode: 'login' } };
    },
    invalid: () => ({ body: { otp: '12', auth_mode: 'sideways' as 'login' } }),
  },
  refreshToken: {
    caller: 'anonymous',
    valid: async (world, call) => ({ body: { refresh: await freshRefreshToken(world, call) } }),
    invalid: () => ({ body: { refresh: '' } }),
  },
  requestOtp: {
    caller: 'anonymous',
    valid: async (_world, call) => {
      const { user_info } = await sessionOf(call, 'dealer');
      return { body: { email: user_info.email, request_type: 'email', auth_mode: 'login' } };
    },
    invalid: () => ({ body: { email: 'not-an-address', request_type: 'email', auth_mode: 'login' } }),
  },
  validateOtp: {
    caller: 'anonymous',
    valid: async (world, call) => {
      const { user_info } = await sessionOf(call, 'dealer');
      return { body: { email: user_info.email, otp: world.demoOtp, request_type: 'login' } };
    },
    invalid: () => ({ body: { otp: 'abcdef', request_type: 'login' } }),
  },
  getSession: { caller: 'dealer', valid: () => ({}) },
  logout: {
    caller: 'anonymous',
    valid: async (world, call) => ({ body: { refresh: await freshRefreshToken(world, call) } }),
    invalid: () => ({ body: { refresh: 'x'.repeat(201) } }),
  },
  resetPassword: {
    caller: 'anonymous',
    valid: async (_world, call) => {
      const { user_info } = await sessionOf(call, 'dealer');
      // An origin the test server allows for links (the fake mails nothing, so accepts any).
      return { body: { email: user_info.email, web_url: 'http://localhost:8080/auth/reset-password' } };
    },
    invalid: () => ({ body: { email: 'not-an-address', web_url: 'not a link' } }),
  },
  // The fake does not change passwords: this runs on the server. The trader changes their own, so that the
  // dealer's password, which the sign-in scenarios use, stays the same whatever order the scenarios run in.
  changePassword: {
    caller: 'trader',
    valid: async (world, call) => {
      const { user_info } = await sessionOf(call, 'trader');
      const newPassword = 'Quarterly-Coupon-2027';
      return {
        params: { userId: user_info.unique_id },
        body: {
          new_password1: newPassword,
          new_password2: newPassword,
          token: '',
          old_password: world.demoPassword,
        },
      };
    },
    invalid: () => ({
      params: { userId: '1' },
      body: { new_password1: 'Quarterly-Coupon-2027', new_password2: 'different', token: '' },
    }),
  },
};
