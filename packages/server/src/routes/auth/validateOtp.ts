import * as z from 'zod';
import { eq } from 'drizzle-orm';
import { otpModeSchema, otpSchema } from '@bondkit/core/validation';
import { users } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { checkOtp } from '../../auth/oneTimePasswords';
import { enforceLimit } from '../../auth/issueTokens';
import { otpDestination, otpDestinationFields } from './otpDestination';

const bodySchema = z.strictObject({
  ...otpDestinationFields,
  otp: otpSchema,
  request_type: z.string().max(40),
});

/**
 * `POST api/validate-otp/`: proves a mobile or e-mail without signing in (registration, profile
 * update). When `request_type` is an OTP mode it must match the mode the OTP was requested for; a
 * registration then within 30 minutes relies on it.
 */
export function validateOtpRoute(app: ApiApp): void {
  app.post('/api/validate-otp/', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Check a one-time password',
      body: bodySchema,
      response: { 200: z.object({ detail: z.string(), valid: z.literal(true) }) },
    },
    handler: async (request) => {
      const { services } = app;
      enforceLimit(services.limits.signInPerAddress.consume(request.ip));
      const { destination, column } = otpDestination(request.body);
      const mode = otpModeSchema.safeParse(request.body.request_type);
      const [user] = await services.db
        .select({ isDemo: users.isDemo })
        .from(users)
        .where(eq(column === 'mobile' ? users.mobile : users.email, destination));
      await checkOtp(services.db, {
        destination,
        purpose: mode.success ? mode.data : undefined,
        code: request.body.otp,
        secret: services.secrets.jwtSecret,
        now: services.now(),
        mark: 'verify',
        acceptDemoOtp: services.config.demo && user?.isDemo === true,
      });
      return { detail: 'OTP verified.', valid: true as const };
    },
  });
}
