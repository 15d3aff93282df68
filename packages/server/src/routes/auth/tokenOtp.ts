import { authEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { signInWithOtp } from '../../auth/otpChecks';
import { enforceLimit, issueTokens } from '../../auth/issueTokens';
import { otpDestination } from './otpDestination';

/**
 * `POST api/token/otp/`: sign-in with the OTP sent to a mobile or e-mail, in any auth mode. A correct
 * OTP also clears a password lock-out, since it proves control of the account's contact.
 */
export function tokenOtpRoute(app: ApiApp): void {
  registerEndpoint(app, authEndpoints.obtainOtpToken, async ({ body, request, reply }) => {
    const { services } = app;
    enforceLimit(services.limits.signInPerAddress.consume(request.ip));
    const { destination, column } = otpDestination(body);
    const userId = await signInWithOtp(
      services.db,
      {
        destination,
        column,
        purpose: body.auth_mode,
        code: body.otp,
        secret: services.secrets.jwtSecret,
        demoMode: services.config.demo,
      },
      services.now(),
    );
    return issueTokens(services, reply, userId);
  });
}
