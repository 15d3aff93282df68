import { eq } from 'drizzle-orm';
import { authEndpoints } from '@bondkit/core/contract';
import { otpModeSchema } from '@bondkit/core/internal';
import { users } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { checkOtp } from '../../auth/oneTimePasswords';
import { enforceLimit } from '../../auth/issueTokens';
import { otpDestination } from './otpDestination';

/**
 * `POST api/validate-otp/`: proves a mobile or e-mail without signing in (registration, profile
 * update). When `request_type` is an OTP mode it must match the mode the OTP was requested for; a
 * registration then within 30 minutes relies on it.
 */
export function validateOtpRoute(app: ApiApp): void {
  registerEndpoint(app, authEndpoints.validateOtp, async ({ body, request }) => {
    const { services } = app;
    enforceLimit(services.limits.signInPerAddress.consume(request.ip));
    const { destination, column } = otpDestination(body);
    const mode = otpModeSchema.safeParse(body.request_type);
    const [user] = await services.db
      .select({ isDemo: users.isDemo })
      .from(users)
      .where(eq(column === 'mobile' ? users.mobile : users.email, destination));
    await checkOtp(services.db, {
      destination,
      purpose: mode.success ? mode.data : undefined,
      code: body.otp,
      secret: services.secrets.jwtSecret,
      now: services.now(),
      mark: 'verify',
      acceptDemoOtp: services.config.demo && user?.isDemo === true,
    });
    return { detail: 'OTP verified.', valid: true as const };
  });
}
