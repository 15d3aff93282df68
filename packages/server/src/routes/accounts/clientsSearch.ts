import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { clients, userAccounts, users } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { clientEndpoints } from '@bondkit/core/contract';
import { likePattern, pageAnswer } from '../../http/pagination';
import { clientView } from '../../accounts/clientView';
import { registerEndpoint } from '../../http/registerEndpoint';

/** Searches limited to the caller's firm: the clients it manages, and its user accounts. */
export function clientsSearchRoutes(app: ApiApp): void {
  registerEndpoint(app, clientEndpoints.listClients, async ({ query, principal, request }) => {
    const { page, page_size: pageSize, search, is_partner: isPartner, offline_record: offlineRecord } = query;
    const conditions: SQL[] = [eq(clients.managedByClientId, principal.client.id)];
    if (search)
      conditions.push(or(ilike(clients.name, likePattern(search)), ilike(clients.pan, likePattern(search)))!);
    if (isPartner !== undefined) conditions.push(eq(clients.isPartner, isPartner));
    if (offlineRecord !== undefined) conditions.push(eq(clients.offlineRecord, offlineRecord));
    const where = and(...conditions);
    const [total] = await app.services.db.select({ value: count() }).from(clients).where(where);
    const rows = await app.services.db
      .select()
      .from(clients)
      .where(where)
      .orderBy(asc(clients.name), asc(clients.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return pageAnswer(request, { page, pageSize, count: total?.value ?? 0, results: rows.map(clientView) });
  });

  registerEndpoint(app, clientEndpoints.listUserAccounts, async ({ query, principal, request }) => {
    const { page, page_size: pageSize, search } = query;
    const conditions: SQL[] = [eq(userAccounts.clientId, principal.client.id)];
    if (search) {
      const pattern = likePattern(search);
      conditions.push(
        or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))!,
      );
    }
    const where = and(...conditions);
    const [total] = await app.services.db
      .select({ value: count() })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(where);
    const rows = await app.services.db
      .select({ account: userAccounts, user: users })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(where)
      .orderBy(asc(users.firstName), asc(userAccounts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return pageAnswer(request, {
      page,
      pageSize,
      count: total?.value ?? 0,
      results: rows.map(({ account, user }) => ({
        id: account.id,
        user_id: user.id,
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        mobile: user.mobile,
        roles: account.roles,
        status: account.status as 'active' | 'inactive' | 'invited',
      })),
    });
  });
}
