import { and, asc, ilike, sql, type SQL } from 'drizzle-orm';
import { participantEndpoints } from '@bondkit/core/contract';
import { clients } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { likePattern } from '../../http/pagination';

/** `GET api/client/search-custodians/`: the custodians of an exchange, by name. */
export function custodiansRoute(app: ApiApp): void {
  registerEndpoint(app, participantEndpoints.searchCustodians, async ({ query }) => {
    const conditions: SQL[] = [
      sql`${clients.custodianExchanges} @> ${JSON.stringify([query.exchange])}::jsonb`,
    ];
    if (query.search_param) conditions.push(ilike(clients.name, likePattern(query.search_param)));
    const rows = await app.services.db
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(...conditions))
      .orderBy(asc(clients.name))
      .limit(50);
    return rows.map((row) => ({ client_id: row.id, name: row.name }));
  });
}
