import * as z from 'zod/mini';
import { eoiCreatePayloadSchema, storedPriceSchema, storedYieldSchema } from '../validation/eoiCreatePayload';
import { validationMessages } from '../validation/messages';
import { plainText } from '../validation/plainText';
import { fixedFieldSchema } from '../validation/tradingVocabulary';
import { idParametersSchema, queryFlagSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';
import { quoteWriteHeads } from './quoteWriteHeads';

/** A quote's size in rupees: positive, under 12 digits (trading-and-chat 5). */
const quantumSchema = z.number().check(
  z.minimum(0, validationMessages.negative),
  z.refine((value) => value !== 0, validationMessages.zero),
  z.refine((value) => value < 1e12, validationMessages.quantumDigits),
);

/** The fields of an open quote its firm may change. */
const quoteUpdateSchema = z.strictObject({
  quantum: z.optional(quantumSchema),
  unit_price_stored: z.optional(z.nullable(storedPriceSchema)),
  yield_stored: z.optional(z.nullable(storedYieldSchema)),
  fixed_field: z.optional(z.nullable(fixedFieldSchema)),
  expiry_date_stored: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  validity: z.optional(z.nullable(plainText(200))),
  is_best: z.optional(z.boolean()),
  price_overridden: z.optional(z.boolean()),
});

/** Creating, answering, countering and updating quotes (trading-and-chat 3, 7). Dealers only. */
export const quoteWriteEndpoints = {
  uploadQuotes: defineEndpoint({
    ...quoteWriteHeads.uploadQuotes,
    // `confirm` may come as a form field too (the server reads either).
    query: z.strictObject({ confirm: z.optional(queryFlagSchema) }),
    access: 'dealer',
    tag: 'quotes',
    summary:
      'Bulk upload of quotes (CSV or XLSX: isin, quote_type, quantum, price or yield); valid rows are kept only with confirm=true',
  }),
  createQuote: defineEndpoint({
    ...quoteWriteHeads.createQuote,
    body: eoiCreatePayloadSchema,
    access: 'dealer',
    tag: 'quotes',
    summary: 'Create a quote (EOI)',
  }),
  addQuote: defineEndpoint({
    ...quoteWriteHeads.addQuote,
    body: eoiCreatePayloadSchema,
    access: 'dealer',
    tag: 'quotes',
    summary: 'Create a quote (EOI), or respond to one with respond_eoi_id',
  }),
  addNegotiation: defineEndpoint({
    ...quoteWriteHeads.addNegotiation,
    body: eoiCreatePayloadSchema,
    access: 'dealer',
    tag: 'quotes',
    summary: 'Counter in a negotiation: a new price on the quote `respond_eoi_id` answers',
  }),
  updateQuote: defineEndpoint({
    ...quoteWriteHeads.updateQuote,
    params: idParametersSchema,
    body: quoteUpdateSchema,
    access: 'dealer',
    tag: 'quotes',
    summary: "Update one of your firm's open quotes",
  }),
};
