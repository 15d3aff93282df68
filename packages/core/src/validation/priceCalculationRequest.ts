import * as z from 'zod';
import { validationMessages } from './messages';
import { storedPriceSchema, storedYieldSchema } from './eoiCreatePayload';
import { fixedFieldSchema } from './tradingVocabulary';
import { maximumQuantumDigits } from './quoteFormFields';

/** The pricing messages of trading-and-chat section 5. */
export const pricingMessages = {
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
    clean_price: storedPriceSchema.nullable().optional(),
    bond_yield: storedYieldSchema.nullable().optional(),
    settlement_date: z.iso.date().nullable().optional(),
    settlement_delta: z.number().int().min(0).nullable().optional(),
    fixed_field: fixedFieldSchema,
    /**
     * Rupees of face value to work out the consideration (principal + accrued) for; a whole number of
     * at most 12 digits, like a quantum. Without it the answer carries no consideration.
     */
    quantity: z
      .number({ error: validationMessages.number })
      // The bound first, alone: 1e30 is also not a safe integer, and one message says more than two.
      .max(10 ** maximumQuantumDigits - 1, { message: validationMessages.quantumDigits, abort: true })
      .int(validationMessages.number)
      .positive(validationMessages.zero)
      .nullable()
      .optional(),
  })
  .superRefine((request, context) => {
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
  });

export type PriceCalculationRequest = z.output<typeof priceCalculationRequestSchema>;
