import { marketEndpoints } from '@bondkit/core/contract';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ApiApp } from '../../http/fastifyTypes';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { bondView } from '../../trading/instrumentView';
import { marketToday } from '../../trading/marketDate';

/**
 * `GET api/finstrument/search/`: bonds by name, ISIN and issuer, ranked. Public, like the bond data routes
 * behind /find and /security/{id}, which the spec makes public pages; quotes and runs stay signed-in.
 */
export function searchRoutes(app: ApiApp): void {
  registerEndpoint(app, marketEndpoints.searchFinstruments, async ({ query }) => {
    const now = app.services.now();
    const catalogue = await instrumentCatalogue(app.services.db, now);
    const today = marketToday(now);
    const hits = catalogue.search.search(query.search_key, query.limit);
    return {
      finstruments: hits.map((hit) => ({
        ...bondView(catalogue.byId.get(hit.id)!, today),
        match: hit.match,
      })),
    };
  });
}
