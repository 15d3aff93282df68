import * as z from 'zod';
import { clientModeSchema, otpModeSchema } from '@bondkit/core/validation';
import type { ApiApp } from '../../http/fastifyTypes';
import { detailSchema } from '../../http/commonSchemas';
import { createOtp, otpLifetimeMilliseconds } from '../../auth/oneTimePasswords';
import { enforceLimit } from '../../auth/issueTokens';
import { otpDestination, otpDestinationFields } from './otpDestination';

const bodySchema = z.strictObject({
  ...otpDestinationFields,
  /** How the user asked (`mobile`, `email`, `resend`…); delivery follows the destination given. */
  request_type: z.string().max(40),
  auth_mode: otpModeSchema,
  client_mode: z.optional(clientModeSchema),
});

/**
 * `POST api/request-otp/`: sends a 6-digit OTP valid 5 minutes to the mobile (SMS) or e-mail. The answer
 * is the same whether or not an account exists, so it cannot be used to discover accounts.
 */
export function requestOtpRoute(app: ApiApp): void {
  app.post('/api/request-otp/', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Send a one-time password',
      body: bodySchema,
      response: { 200: detailSchema },
    },
    handler: async (request) => {
      const { services } = app;
      const { destination, channel } = otpDestination(request.body);
      enforceLimit(services.limits.otpRequestPerAddress.consume(request.ip));
      enforceLimit(services.limits.otpRequestPerDestination.consume(destination));
      const code = await createOtp(services.db, {
        destination,
        purpose: request.body.auth_mode,
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
    },
  });
}
