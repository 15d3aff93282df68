import { authEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { enforceLimit, issueTokens } from '../../auth/issueTokens';
import { checkPasswordSignIn } from '../../auth/passwordSignIn';

/** `POST api/token/`: e-mail and password sign-in (the lock-out rule is `checkPasswordSignIn`'s). */
export function tokenRoute(app: ApiApp): void {
  registerEndpoint(app, authEndpoints.obtainToken, async ({ body, request, reply }) => {
    const { services } = app;
    enforceLimit(services.limits.signInPerAddress.consume(request.ip));
    const userId = await checkPasswordSignIn(services.db, body, services.now());
    return issueTokens(services, reply, userId);
  });
}
