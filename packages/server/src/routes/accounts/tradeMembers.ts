import * as z from 'zod';
import { and, asc, eq, or } from 'drizzle-orm';
import { roleSchema } from '@bondkit/core/validation';
import { clients, userAccounts, users } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { idParametersSchema } from '../../http/commonSchemas';
import { assertGrantable } from '../../authorization/firmRoles';
import { loadFirmMember } from '../../authorization/memberRules';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

const memberViewSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  status: z.string(),
});

type MemberRow = { account: typeof userAccounts.$inferSelect; user: typeof users.$inferSelect };

function memberView({ account, user }: MemberRow): z.infer<typeof memberViewSchema> {
  return {
    id: account.id,
    user_id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    roles: account.roles,
    status: account.status,
  };
}

/** Members of a firm: an ops admin changes roles or status; trading users list a client's members. */
export function tradeMemberRoutes(app: ApiApp): void {
  app.patch('/api/trade/members/:id/', {
    config: { access: 'opsAdmin' },
    schema: {
      tags: ['trade'],
      summary: "Change a member's roles or status",
      params: idParametersSchema,
      body: z
        .strictObject({
          roles: z
            .array(roleSchema)
            .min(1, 'Choose at least one role.')
            .max(7)
            .refine((roles) => new Set(roles).size === roles.length, 'Each role may be listed once.')
            .optional(),
          status: z.enum(['active', 'inactive']).optional(),
        })
        .refine((body) => body.roles !== undefined || body.status !== undefined, 'Send roles or status.'),
      response: { 200: memberViewSchema },
    },
    handler: async (request) => {
      const principal = signedInPrincipal(request);
      const updated = await app.services.db.transaction(async (transaction) => {
        const account = await loadFirmMember(transaction, request.params.id, principal.client.id);
        if (account.id === principal.account.id) {
          // An admin who demotes or deactivates themselves could leave the firm with no admin.
          if (request.body.status === 'inactive')
            throw ApiProblem.field('status', 'You cannot deactivate yourself.');
          if (request.body.roles && !request.body.roles.includes('clientopsadmin')) {
            throw ApiProblem.field('roles', 'You cannot remove your own ops admin role.');
          }
        }
        // Only roles the firm holds: a firm's admin cannot make it a dealer, the platform does.
        if (request.body.roles) assertGrantable(principal.client, request.body.roles, 'roles');
        if (account.status === 'invited' && request.body.status === 'active') {
          throw ApiProblem.field('status', 'An invited user becomes active by accepting the invitation.');
        }
        await transaction
          .update(userAccounts)
          .set({
            ...(request.body.roles ? { roles: request.body.roles } : {}),
            ...(request.body.status ? { status: request.body.status } : {}),
            updatedAt: app.services.now(),
          })
          .where(eq(userAccounts.id, account.id));
        const [row] = await transaction
          .select({ account: userAccounts, user: users })
          .from(userAccounts)
          .innerJoin(users, eq(users.id, userAccounts.userId))
          .where(eq(userAccounts.id, account.id));
        return row!;
      });
      return memberView(updated);
    },
  });

  app.get('/api/trade/client/users/:id/', {
    config: { access: 'trading' },
    schema: {
      tags: ['trade'],
      summary: "Active members of the caller's firm or of a client it manages",
      params: idParametersSchema,
      response: { 200: z.array(memberViewSchema) },
    },
    handler: async (request) => {
      const principal = signedInPrincipal(request);
      const [client] = await app.services.db
        .select({ id: clients.id })
        .from(clients)
        .where(
          and(
            eq(clients.id, request.params.id),
            or(eq(clients.id, principal.client.id), eq(clients.managedByClientId, principal.client.id)),
          ),
        );
      if (!client) throw ApiProblem.notFound();
      const rows = await app.services.db
        .select({ account: userAccounts, user: users })
        .from(userAccounts)
        .innerJoin(users, eq(users.id, userAccounts.userId))
        .where(and(eq(userAccounts.clientId, client.id), eq(userAccounts.status, 'active')))
        .orderBy(asc(users.firstName), asc(userAccounts.id));
      return rows.map(memberView);
    },
  });
}
