import * as z from 'zod';
import { and, eq } from 'drizzle-orm';
import { otpModeSchema, otpSchema, tokenResponseSchema } from '@bondkit/core/validation';
import { users } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { checkOtp } from '../../auth/oneTimePasswords';
import { enforceLimit, issueTokens, noActiveAccountMessage } from '../../auth/issueTokens';
import { otpDestination, otpDestinationFields } from './otpDestination';

const bodySchema = z.strictObject({ ...otpDestinationFields, otp: otpSchema, auth_mode: otpModeSchema });

/**
 * `POST api/token/otp/`: sign-in with the OTP sent to a mobile or e-mail, in any auth mode. A correct
 * OTP also clears a password lock-out, since it proves control of the account's contact.
 */
export function tokenOtpRoute(app: ApiApp): void {
  app.post('/api/token/otp/', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with a one-time password',
      body: bodySchema,
      response: { 200: tokenResponseSchema },
    },
    handler: async (request, reply) => {
      const { services } = app;
      enforceLimit(services.limits.signInPerAddress.consume(request.ip));
      const { destination, column } = otpDestination(request.body);
      const [user] = await services.db
        .select()
        .from(users)
        .where(and(eq(column === 'mobile' ? users.mobile : users.email, destination)));
      await checkOtp(services.db, {
        destination,
        purpose: request.body.auth_mode,
        code: request.body.otp,
        secret: services.secrets.jwtSecret,
        now: services.now(),
        mark: 'consume',
        acceptDemoOtp: services.config.demo && user?.isDemo === true,
      });
      if (!user) throw new ApiProblem(401, { detail: noActiveAccountMessage });
      await services.db
        .update(users)
        .set({ failedSignInCount: 0, lockedUntil: null })
        .where(eq(users.id, user.id));
      return issueTokens(services, reply, user.id);
    },
  });
}
