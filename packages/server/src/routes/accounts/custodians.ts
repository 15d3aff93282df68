import * as z from 'zod';
import { and, asc, ilike, sql, type SQL } from 'drizzle-orm';
import { exchangeSchema } from '@bondkit/core/validation';
import { custodianSchema } from '@bondkit/core/internal';
import { clients } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { likePattern } from '../../http/pagination';

/** `GET api/client/search-custodians/`: the custodians of an exchange, by name. */
export function custodiansRoute(app: ApiApp): void {
  app.get('/api/client/search-custodians/', {
    config: { access: 'trading' },
    schema: {
      tags: ['accounts'],
      summary: 'Search custodians of an exchange',
      querystring: z.strictObject({
        exchange: exchangeSchema,
        search_param: z.string().trim().max(100).optional(),
      }),
      response: { 200: z.array(custodianSchema) },
    },
    handler: async (request) => {
      const conditions: SQL[] = [
        sql`${clients.custodianExchanges} @> ${JSON.stringify([request.query.exchange])}::jsonb`,
      ];
      if (request.query.search_param)
        conditions.push(ilike(clients.name, likePattern(request.query.search_param)));
      const rows = await app.services.db
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(and(...conditions))
        .orderBy(asc(clients.name))
        .limit(50);
      return rows.map((row) => ({ client_id: row.id, name: row.name }));
    },
  });
}
