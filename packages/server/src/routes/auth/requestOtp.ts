import { authEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { createOtp, otpLifetimeMilliseconds } from '../../auth/oneTimePasswords';
import { enforceLimit } from '../../auth/issueTokens';
import { otpDestination } from './otpDestination';

/**
 * `POST api/request-otp/`: sends a 6-digit OTP valid 5 minutes to the mobile (SMS) or e-mail. The answer
 * is the same whether or not an account exists, so it cannot be used to discover accounts.
 */
export function requestOtpRoute(app: ApiApp): void {
  registerEndpoint(app, authEndpoints.requestOtp, async ({ body, request }) => {
    const { services } = app;
    const { destination, channel } = otpDestination(body);
    enforceLimit(services.limits.otpRequestPerAddress.consume(request.ip));
    enforceLimit(services.limits.otpRequestPerDestination.consume(destination));
    const code = await createOtp(services.db, {
      destination,
      purpose: body.auth_mode,
      clientMode: body.client_mode,
      secret: services.secrets.jwtSecret,
      now: services.now(),
    });
    const minutes = otpLifetimeMilliseconds / 60_000;
    await services.messenger.send({
      channel,
      recipient: destination,
      subject: 'Your bondkit one-time password',
      body: `${code} is your bondkit one-time password. It expires in ${minutes} minutes. Do not share it with anyone.`,
    });
    return {
      detail: channel === 'sms' ? 'OTP sent to your mobile number.' : 'OTP sent to your email address.',
    };
  });
}
