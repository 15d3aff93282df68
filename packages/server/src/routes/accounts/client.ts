import { eq } from 'drizzle-orm';
import { accountEndpoints, clientEndpoints } from '@bondkit/core/contract';
import { clients } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { clientView } from '../../accounts/clientView';
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

  registerEndpoint(app, clientEndpoints.getClientByWebsite, async ({ query }) => {
    const [row] = await app.services.db.select().from(clients).where(eq(clients.website, query.website));
    if (!row) throw ApiProblem.notFound('No client with this website.');
    return {
      id: row.id,
      name: row.name,
      brand_name: row.brandName,
      client_type: row.clientType,
      client_segment: row.clientSegment,
    };
  });
}
