import { and, eq } from 'drizzle-orm';
import { authEndpoints } from '@bondkit/core/contract';
import { users } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { checkOtp } from '../../auth/oneTimePasswords';
import { enforceLimit, issueTokens, noActiveAccountMessage } from '../../auth/issueTokens';
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
    const [user] = await services.db
      .select()
      .from(users)
      .where(and(eq(column === 'mobile' ? users.mobile : users.email, destination)));
    await checkOtp(services.db, {
      destination,
      purpose: body.auth_mode,
      code: body.otp,
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
  });
}
