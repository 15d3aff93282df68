import { clientEndpoints, parseOrdering } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { pageAnswer } from '../../http/pagination';
import { searchManagedClients, searchUserAccounts } from '../../accounts/firmDirectory';
import { registerEndpoint } from '../../http/registerEndpoint';

/** Searches limited to the caller's firm: the clients it manages, and its user accounts. */
export function clientsSearchRoutes(app: ApiApp): void {
  registerEndpoint(app, clientEndpoints.listClients, async ({ query, principal, request }) => {
    const { page, page_size: pageSize } = query;
    const found = await searchManagedClients(app.services.db, principal.client.id, {
      page,
      pageSize,
      search: query.search,
      isPartner: query.is_partner,
      offlineRecord: query.offline_record,
      orderBy: parseOrdering(query.ordering),
    });
    return pageAnswer(request, { page, pageSize, ...found });
  });

  registerEndpoint(app, clientEndpoints.listUserAccounts, async ({ query, principal, request }) => {
    const { page, page_size: pageSize } = query;
    const found = await searchUserAccounts(app.services.db, principal.client.id, {
      page,
      pageSize,
      search: query.search,
      orderBy: parseOrdering(query.ordering),
    });
    return pageAnswer(request, { page, pageSize, ...found });
  });
}
