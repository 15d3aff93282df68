import * as z from 'zod/mini';
import { priceCalculationRequestSchema } from '../validation/priceCalculationRequest';
import { idParametersSchema } from './commonSchemas';
import { validationMessages } from '../validation/messages';
import { defineEndpoint } from './endpoint';
import { marketHeads } from './marketHeads';

/** Bond searches start at three characters (platform-shell 5). */
export const minimumSearchLength = 3;

const limitMessage = 'A valid integer is required.';

/** Bond search, the bond, its price info and the pricing calculation (trading-and-chat 7). */
export const marketEndpoints = {
  searchFinstruments: defineEndpoint({
    ...marketHeads.searchFinstruments,
    query: z.strictObject({
      search_key: z
        .string({ error: validationMessages.required })
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
    access: 'public',
    tag: 'market',
    summary: 'Search bonds by name, ISIN and issuer (exact ISIN, then prefix and word matches, then fuzzy)',
  }),
  getFinstrument: defineEndpoint({
    ...marketHeads.getFinstrument,
    params: idParametersSchema,
    access: 'public',
    tag: 'market',
    summary: 'One bond',
  }),
  getFinstrumentPriceInfo: defineEndpoint({
    ...marketHeads.getFinstrumentPriceInfo,
    params: idParametersSchema,
    access: 'public',
    tag: 'market',
    summary: "Today's market price and yield for T+1 settlement, and whether the bond can be priced",
  }),
  calculatePrice: defineEndpoint({
    ...marketHeads.calculatePrice,
    params: idParametersSchema,
    body: priceCalculationRequestSchema,
    access: 'public',
    tag: 'market',
    summary:
      'Pricing calculation: the price of a yield or the yield of a clean price, for a settlement date or delta',
  }),
};
