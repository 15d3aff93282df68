import { accountEndpoints, clientEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { clientView } from '../../accounts/clientView';
import { findClientByWebsite } from '../../accounts/firmDirectory';
import { updateClientProfile } from '../../accounts/clientProfile';
import { rolesFirmMayHold } from '../../authorization/firmRoles';
import { registerEndpoint } from '../../http/registerEndpoint';

/** Client routes: the caller's client, its profile update, and lookup by website. */
export function clientRoutes(app: ApiApp): void {
  registerEndpoint(app, clientEndpoints.getClient, ({ principal }) => ({
    ...clientView(principal.client),
    assignable_roles: rolesFirmMayHold(principal.client),
  }));

  registerEndpoint(app, accountEndpoints.updateProfile, async ({ query, body, principal }) =>
    clientView(
      await updateClientProfile(
        app.services.db,
        principal,
        { clientId: query.client_id, changes: body },
        app.services.now(),
      ),
    ),
  );

  registerEndpoint(app, clientEndpoints.getClientByWebsite, ({ query }) =>
    findClientByWebsite(app.services.db, query.website),
  );
}
