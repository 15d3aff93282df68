import { clientEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { findManagedClient, onboardManagedClient, replaceManagedClient } from '../../accounts/managedClients';

/**
 * Onboarding the clients a firm manages (server extension of `GET api/clients/`): create, read and
 * replace one client's details. Bodies are core's `clientOnboardingSchema`, the form's own rules.
 */
export function clientOnboardingRoutes(app: ApiApp): void {
  registerEndpoint(app, clientEndpoints.onboardClient, ({ body, principal }) =>
    onboardManagedClient(app.services.db, principal, body, app.services.now()),
  );

  registerEndpoint(app, clientEndpoints.getManagedClient, ({ params, principal }) =>
    findManagedClient(app.services.db, params.id, principal.client.id),
  );

  registerEndpoint(app, clientEndpoints.replaceManagedClient, ({ params, body, principal }) =>
    replaceManagedClient(app.services.db, principal, { id: params.id, input: body }, app.services.now()),
  );
}
