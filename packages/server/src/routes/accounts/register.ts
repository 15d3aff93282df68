import { registrationEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { registerClient, registerIndividual } from '../../accounts/registration';
import type { Registered } from '../../accounts/registration';

/** Publishes `client.registered` for whoever listens to the platform's events, and answers the new ids. */
function announced(app: ApiApp, result: Registered, now: Date) {
  app.services.events.publish({
    type: 'client.registered',
    clientId: result.clientId,
    payload: result,
    occurredAt: now,
  });
  return { detail: 'Registration successful.', user_id: result.userId, client_id: result.clientId };
}

/**
 * `POST api/client/register/`: registers a client and its first user. With `invite_code` the user joins
 * the inviting firm instead (an invalid or used code is 410); otherwise the mobile or e-mail must have
 * been verified with an OTP (`api/validate-otp/`) of the same `auth_mode` within 30 minutes.
 */
export function registerRoute(app: ApiApp): void {
  registerEndpoint(app, registrationEndpoints.register, async ({ body }) => {
    const now = app.services.now();
    return announced(app, await registerClient(app.services.db, body, now), now);
  });
}

/**
 * `POST api/client/register-user/lite`: easy registration of an individual with no password (they sign
 * in with an OTP). The mobile or e-mail must have been verified with an `easy_register` OTP.
 */
export function registerLiteRoute(app: ApiApp): void {
  registerEndpoint(app, registrationEndpoints.registerUserLite, async ({ body }) => {
    const now = app.services.now();
    return announced(app, await registerIndividual(app.services.db, body, now), now);
  });
}
