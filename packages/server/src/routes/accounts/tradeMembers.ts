import { and, asc, eq, or } from 'drizzle-orm';
import type { TradeMember } from '@bondkit/core';
import { tradeMemberEndpoints } from '@bondkit/core/contract';
import { clients, userAccounts, users } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { assertGrantable } from '../../authorization/firmRoles';
import { loadFirmMember } from '../../authorization/memberRules';

type MemberRow = { account: typeof userAccounts.$inferSelect; user: typeof users.$inferSelect };

function memberView({ account, user }: MemberRow): TradeMember {
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
  registerEndpoint(app, tradeMemberEndpoints.updateMember, async ({ params, body, principal }) => {
    const updated = await app.services.db.transaction(async (transaction) => {
      const account = await loadFirmMember(transaction, params.id, principal.client.id);
      if (account.id === principal.account.id) {
        // An admin who demotes or deactivates themselves could leave the firm with no admin.
        if (body.status === 'inactive') throw ApiProblem.field('status', 'You cannot deactivate yourself.');
        if (body.roles && !body.roles.includes('clientopsadmin')) {
          throw ApiProblem.field('roles', 'You cannot remove your own ops admin role.');
        }
      }
      // Only roles the firm holds: a firm's admin cannot make it a dealer, the platform does.
      if (body.roles) assertGrantable(principal.client, body.roles, 'roles');
      if (account.status === 'invited' && body.status === 'active') {
        throw ApiProblem.field('status', 'An invited user becomes active by accepting the invitation.');
      }
      await transaction
        .update(userAccounts)
        .set({
          ...(body.roles ? { roles: body.roles } : {}),
          ...(body.status ? { status: body.status } : {}),
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
  });

  registerEndpoint(app, tradeMemberEndpoints.listClientMembers, async ({ params, principal }) => {
    const [client] = await app.services.db
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(
          eq(clients.id, params.id),
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
  });
}
