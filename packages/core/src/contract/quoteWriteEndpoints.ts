import * as z from 'zod/mini';
import { eoiSchema } from '../client/schemas/eoi';
import { eoiCreatePayloadSchema, storedPriceSchema, storedYieldSchema } from '../validation/eoiCreatePayload';
import { validationMessages } from '../validation/messages';
import { plainText } from '../validation/plainText';
import { fixedFieldSchema } from '../validation/tradingVocabulary';
import { idParametersSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';

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
  createQuote: defineEndpoint({
    method: 'POST',
    path: '/api/trade/eoi/',
    body: eoiCreatePayloadSchema,
    response: eoiSchema,
    status: 201,
    access: 'dealer',
    tag: 'quotes',
    summary: 'Create a quote (EOI)',
  }),
  addQuote: defineEndpoint({
    method: 'POST',
    path: '/api/eoi/add/',
    body: eoiCreatePayloadSchema,
    response: eoiSchema,
    status: 201,
    access: 'dealer',
    tag: 'quotes',
    summary: 'Create a quote (EOI), or respond to one with respond_eoi_id',
  }),
  addNegotiation: defineEndpoint({
    method: 'POST',
    path: '/api/eoi/add-negotiation/',
    body: eoiCreatePayloadSchema,
    response: eoiSchema,
    status: 201,
    access: 'dealer',
    tag: 'quotes',
    summary: 'Counter in a negotiation: a new price on the quote `respond_eoi_id` answers',
  }),
  updateQuote: defineEndpoint({
    method: 'PUT',
    path: '/api/eoi/update/:id/',
    params: idParametersSchema,
    body: quoteUpdateSchema,
    response: eoiSchema,
    access: 'dealer',
    tag: 'quotes',
    summary: "Update one of your firm's open quotes",
  }),
};
