import * as z from 'zod';
import { eq } from 'drizzle-orm';
import { accountEndpoints, websiteSchema } from '@bondkit/core/contract';
import { clients } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { clientView, clientViewSchema } from '../../accounts/clientView';
import { updateClientProfile } from '../../accounts/clientProfile';
import { rolesFirmMayHold } from '../../authorization/firmRoles';
import { signedInPrincipal } from '../../auth/signedInPrincipal';
import { registerEndpoint } from '../../http/registerEndpoint';

/** Client routes: the caller's client, its profile update, and lookup by website. */
export function clientRoutes(app: ApiApp): void {
  app.get('/api/client/', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['accounts'],
      summary: "The signed-in user's client",
      description:
        '`assignable_roles`: the roles the firm holds, the only ones its ops admin may give members or invitees.',
      response: { 200: clientViewSchema.extend({ assignable_roles: z.array(z.string()) }) },
    },
    handler: async (request) => ({
      ...clientView(signedInPrincipal(request).client),
      assignable_roles: rolesFirmMayHold(signedInPrincipal(request).client),
    }),
  });

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

  app.get('/api/client/by-website/', {
    config: { access: 'public' },
    schema: {
      tags: ['accounts'],
      summary: 'Find a firm by its website (registration)',
      querystring: z.strictObject({ website: websiteSchema }),
      response: {
        200: z.object({
          id: z.number().int(),
          name: z.string(),
          brand_name: z.string().nullable(),
          client_type: z.string().nullable(),
          client_segment: z.string().nullable(),
        }),
      },
    },
    handler: async (request) => {
      const [row] = await app.services.db
        .select()
        .from(clients)
        .where(eq(clients.website, request.query.website));
      if (!row) throw ApiProblem.notFound('No client with this website.');
      return {
        id: row.id,
        name: row.name,
        brand_name: row.brandName,
        client_type: row.clientType,
        client_segment: row.clientSegment,
      };
    },
  });
}
