import { authEndpoints } from '@bondkit/core/contract';
import { otpModeSchema } from '@bondkit/core/validation';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { verifyOtpDestination } from '../../auth/otpChecks';
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
    await verifyOtpDestination(
      services.db,
      {
        destination,
        column,
        purpose: mode.success ? mode.data : undefined,
        code: body.otp,
        secret: services.secrets.jwtSecret,
        demoMode: services.config.demo,
      },
      services.now(),
    );
    return { detail: 'OTP verified.', valid: true as const };
  });
}
