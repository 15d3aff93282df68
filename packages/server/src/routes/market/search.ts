import * as z from 'zod';
import { finstrumentListSchema } from '@bondkit/core';
import type { ApiApp } from '../../http/fastifyTypes';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { bondView } from '../../trading/instrumentView';
import { marketToday } from '../../trading/marketDate';

/** Bond and participant searches start at three characters (spec section 5). */
const minimumSearchLength = 3;

/**
 * `GET api/finstrument/search/`: bonds by name, ISIN and issuer, ranked. Public, like the bond data routes
 * behind /find and /security/{id}, which the spec makes public pages; quotes and runs stay signed-in.
 */
export function searchRoutes(app: ApiApp): void {
  app.get('/api/finstrument/search/', {
    config: { access: 'public' },
    schema: {
      tags: ['market'],
      summary: 'Search bonds by name, ISIN and issuer (exact ISIN, then prefix and word matches, then fuzzy)',
      querystring: z.strictObject({
        search_key: z
          .string({ error: 'This field is required' })
          .trim()
          .min(minimumSearchLength, `Ensure this field has at least ${minimumSearchLength} characters.`)
          .max(100, 'Ensure this field has no more than 100 characters.'),
        limit: z.coerce
          .number({ error: 'A valid integer is required.' })
          .int('A valid integer is required.')
          .min(1)
          .max(100)
          .default(20),
      }),
      response: { 200: finstrumentListSchema },
    },
    handler: async (request) => {
      const now = app.services.now();
      const catalogue = await instrumentCatalogue(app.services.db, now);
      const today = marketToday(now);
      const hits = catalogue.search.search(request.query.search_key, request.query.limit);
      return {
        finstruments: hits.map((hit) => ({
          ...bondView(catalogue.byId.get(hit.id)!, today),
          match: hit.match,
        })),
      };
    },
  });
}
