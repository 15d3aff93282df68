import * as z from 'zod/mini';
import { validationMessages } from './messages';
import { storedPriceSchema, storedYieldSchema } from './eoiCreatePayload';
import { fixedFieldSchema } from './tradingVocabulary';
import { maximumQuantumDigits } from './quoteFormFields';

/** The pricing messages of trading-and-chat section 5. */
const pricingMessages = {
  yieldRequired: 'Yield is required',
  priceRequired: 'Price is required',
} as const;

/**
 * The pricing-calculation request (`POST api/finstrument/{id}/price/`): either a yield (a fraction with 6
 * decimals) or a clean price (4 decimals), and which of them is fixed. The fixed one must be present
 * ('Yield is required' / 'Price is required'); the other may come along and is ignored by the server.
 * A settlement date together with a settlement delta is an error; with neither, the server uses its
 * default settlement.
 */
export const priceCalculationRequestSchema = z
  .object({
    clean_price: z.optional(z.nullable(storedPriceSchema)),
    bond_yield: z.optional(z.nullable(storedYieldSchema)),
    settlement_date: z.optional(z.nullable(z.iso.date())),
    settlement_delta: z.optional(z.nullable(z.number().check(z.int()).check(z.minimum(0)))),
    fixed_field: fixedFieldSchema,
    /**
     * Rupees of face value to work out the consideration (principal + accrued) for; a whole number of
     * at most 12 digits, like a quantum. Without it the answer carries no consideration.
     */
    quantity: z.optional(
      z.nullable(
        z
          .number({ error: validationMessages.number })
          .check(
            z.maximum(10 ** maximumQuantumDigits - 1, {
              message: validationMessages.quantumDigits,
              abort: true,
            }),
          )
          .check(z.int(validationMessages.number))
          .check(z.positive(validationMessages.zero)),
      ),
    ),
  })
  .check(
    z.superRefine((request, context) => {
      if (request.fixed_field === 'yield' && request.bond_yield == null) {
        context.addIssue({ code: 'custom', path: ['bond_yield'], message: pricingMessages.yieldRequired });
      }
      if (request.fixed_field === 'price' && request.clean_price == null) {
        context.addIssue({ code: 'custom', path: ['clean_price'], message: pricingMessages.priceRequired });
      }
      if (request.settlement_date != null && request.settlement_delta != null) {
        context.addIssue({
          code: 'custom',
          path: ['settlement_delta'],
          message: validationMessages.settlementDateAndDelta,
        });
      }
    }),
  );

export type PriceCalculationRequest = z.output<typeof priceCalculationRequestSchema>;
