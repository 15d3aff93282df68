import * as z from 'zod';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { clients, userAccounts, users } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { queryFlagSchema } from '../../http/commonSchemas';
import { likePattern, pageAnswer, pageQueryFields, pageResponseSchema } from '../../http/pagination';
import { clientView, clientViewSchema } from '../../accounts/clientView';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

const userAccountViewSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  roles: z.array(z.string()),
  status: z.enum(['active', 'inactive', 'invited']),
});

/** Searches limited to the caller's firm: the clients it manages, and its user accounts. */
export function clientsSearchRoutes(app: ApiApp): void {
  app.get('/api/clients/', {
    config: { access: 'manageClients' },
    schema: {
      tags: ['accounts'],
      summary: "Search the clients the caller's firm manages",
      querystring: z.strictObject({
        ...pageQueryFields,
        search: z.string().trim().max(100).optional(),
        is_partner: queryFlagSchema.optional(),
        offline_record: queryFlagSchema.optional(),
      }),
      response: { 200: pageResponseSchema(clientViewSchema) },
    },
    handler: async (request) => {
      const {
        page,
        page_size: pageSize,
        search,
        is_partner: isPartner,
        offline_record: offlineRecord,
      } = request.query;
      const conditions: SQL[] = [eq(clients.managedByClientId, signedInPrincipal(request).client.id)];
      if (search)
        conditions.push(
          or(ilike(clients.name, likePattern(search)), ilike(clients.pan, likePattern(search)))!,
        );
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
    },
  });

  app.get('/api/useraccounts/', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['accounts'],
      summary: "Search the user accounts of the caller's firm",
      querystring: z.strictObject({ ...pageQueryFields, search: z.string().trim().max(100).optional() }),
      response: { 200: pageResponseSchema(userAccountViewSchema) },
    },
    handler: async (request) => {
      const { page, page_size: pageSize, search } = request.query;
      const conditions: SQL[] = [eq(userAccounts.clientId, signedInPrincipal(request).client.id)];
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
    },
  });
}
