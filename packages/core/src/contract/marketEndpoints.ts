import * as z from 'zod/mini';
import { bondSchema, finstrumentListSchema } from '../client/schemas/bond';
import { priceInfoSchema } from '../client/schemas/priceInfo';
import { priceCalculationRequestSchema } from '../validation/priceCalculationRequest';
import { idParametersSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';

/** Bond searches start at three characters (platform-shell 5). */
export const minimumSearchLength = 3;

const limitMessage = 'A valid integer is required.';

/** Bond search, the bond, its price info and the pricing calculation (trading-and-chat 7). */
export const marketEndpoints = {
  searchFinstruments: defineEndpoint({
    method: 'GET',
    path: '/api/finstrument/search/',
    query: z.strictObject({
      search_key: z
        .string({ error: 'This field is required' })
        .check(
          z.trim(),
          z.minLength(
            minimumSearchLength,
            `Ensure this field has at least ${minimumSearchLength} characters.`,
          ),
          z.maxLength(100, 'Ensure this field has no more than 100 characters.'),
        ),
      limit: z._default(
        z.coerce
          .number({ error: limitMessage })
          .check(z.int({ error: limitMessage }), z.minimum(1), z.maximum(100)),
        20,
      ),
    }),
    response: finstrumentListSchema,
    access: 'public',
    tag: 'market',
    summary: 'Search bonds by name, ISIN and issuer (exact ISIN, then prefix and word matches, then fuzzy)',
  }),
  getFinstrument: defineEndpoint({
    method: 'GET',
    path: '/api/finstrument/:id/',
    params: idParametersSchema,
    response: bondSchema,
    access: 'public',
    tag: 'market',
    summary: 'One bond',
  }),
  getFinstrumentPriceInfo: defineEndpoint({
    method: 'GET',
    path: '/api/finstrument/:id/price-info/',
    params: idParametersSchema,
    response: priceInfoSchema,
    access: 'public',
    tag: 'market',
    summary: "Today's market price and yield for T+1 settlement, and whether the bond can be priced",
  }),
  calculatePrice: defineEndpoint({
    method: 'POST',
    path: '/api/finstrument/:id/price/',
    params: idParametersSchema,
    body: priceCalculationRequestSchema,
    response: priceInfoSchema,
    access: 'public',
    tag: 'market',
    summary:
      'Pricing calculation: the price of a yield or the yield of a clean price, for a settlement date or delta',
  }),
};
