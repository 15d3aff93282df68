import { participantEndpoints } from '@bondkit/core/contract';
import { searchCustodians } from '../../accounts/custodianSearch';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';

/** `GET api/client/search-custodians/`: the custodians of an exchange, by name. */
export function custodiansRoute(app: ApiApp): void {
  registerEndpoint(app, participantEndpoints.searchCustodians, ({ query }) =>
    searchCustodians(app.services.db, { exchange: query.exchange, search: query.search_param }),
  );
}
