import * as z from 'zod';
import { and, eq } from 'drizzle-orm';
import { accountEndpoints, websiteSchema } from '@bondkit/core/contract';
import { clients } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { clientView, clientViewSchema } from '../../accounts/clientView';
import { canManageClients } from '../../auth/accessPolicies';
import { rolesFirmMayHold } from '../../authorization/firmRoles';
import { signedInPrincipal } from '../../auth/signedInPrincipal';
import { returnedRow } from '../../database/returnedRow';
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

  registerEndpoint(app, accountEndpoints.updateProfile, async ({ query, body, principal }) => {
    const { services } = app;
    let targetId = principal.client.id;
    if (query.client_id !== undefined && query.client_id !== principal.client.id) {
      if (!canManageClients(principal))
        throw ApiProblem.forbidden("Only a client manager can change another client's profile.");
      targetId = query.client_id;
      const [managed] = await services.db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, targetId), eq(clients.managedByClientId, principal.client.id)));
      if (!managed) throw ApiProblem.notFound();
    } else {
      const individual = principal.client.clientType === 'INDV' || principal.client.clientType === 'INDV-P';
      if (!individual && !principal.roles.includes('clientopsadmin')) {
        throw ApiProblem.forbidden("Only an ops admin can change the firm's profile.");
      }
    }
    const { contact_name: _contactName, brand_name, ...rest } = body;
    const updated = returnedRow(
      await services.db
        .update(clients)
        .set({
          ...rest,
          ...(brand_name !== undefined ? { brandName: brand_name } : {}),
          updatedAt: services.now(),
        })
        .where(eq(clients.id, targetId))
        .returning(),
    );
    return clientView(updated);
  });

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
