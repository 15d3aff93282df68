import * as z from 'zod/mini';
import { PayloadValidationError } from './PayloadValidationError';
import { validationMessages } from './messages';
import { assembleEoiCreatePayload, eoiCreateDefaults } from './assembleEoiCreatePayload';
import type { EoiCreateInput } from './assembleEoiCreatePayload';
import { plainText } from './plainText';
import { hasAtMostDecimals, storedPriceDecimals, storedYieldDecimals } from './storedNumbers';
import { storedQuantumSchema } from './storedQuantum';
import {
  clearingCorporationSchema,
  fixedFieldSchema,
  quoteFirmnessSchema,
  quoteTypeSchema,
  recordIdSchema,
} from './tradingVocabulary';

const dateTime = z.iso.datetime({ offset: true });

/** A stored clean price: 0 to 250, at most 4 decimals. */
export const storedPriceSchema = z
  .number()
  .check(z.minimum(0, validationMessages.negative))
  .check(z.maximum(250, validationMessages.priceAbove250))
  .check(
    z.refine((value) => hasAtMostDecimals(value, storedPriceDecimals), 'Price has more than 4 decimals'),
  );

/** A stored yield: a fraction 0 to 1 (0 to 100 %), at most 6 decimals. */
export const storedYieldSchema = z
  .number()
  .check(z.minimum(0, validationMessages.negative))
  .check(z.maximum(1, validationMessages.yieldAbove100))
  .check(
    z.refine(
      (value) => hasAtMostDecimals(value, storedYieldDecimals),
      'Yield fraction has more than 6 decimals',
    ),
  );

/**
 * The EOI (quote) create payload of `POST api/trade/eoi/` and `POST api/eoi/add/`, as the server
 * validates it. Defaults are the spec's: `quote_type` BID, `source` WEBSITE, `state` DEFAULT; flags
 * default to false. Unknown fields are dropped.
 *
 * Rules: a settlement date and a settlement delta together are an error; a response EOI
 * (`respond_eoi_id`) cannot carry both a price and a yield; an overridden price (`price_overridden`)
 * carries both, with the yield fixed (the price it overrides is the one computed from that yield).
 *
 * Shapes the spec leaves open, fixed here: `quantum` is a face value above 0 with at most 12 integer
 * digits; `firmness` is FIRM unless the quote says INDICATIVE (answers in a negotiation are always firm);
 * `validity`, `yield_type` and `rfq_mode` are free text labels; `settlement` is `YYYY-MM-DD`
 * and `settlement_delta` a whole number of business days (T+n); `expiry_date_stored` and
 * `mandate_expires_at` are ISO 8601 date-times with an offset; `oto_participant_details` is an object
 * passed through untouched. A quote without a price or yield is allowed (an RFQ asks for one).
 */
export const eoiCreatePayloadSchema = z
  .object({
    quantum: storedQuantumSchema,
    validity: z.optional(z.nullable(plainText(200))),
    finstrument_id: recordIdSchema,
    quote_type: z._default(quoteTypeSchema, eoiCreateDefaults.quote_type),
    unit_price_stored: z.optional(z.nullable(storedPriceSchema)),
    yield_stored: z.optional(z.nullable(storedYieldSchema)),
    expiry_date_stored: z.optional(z.nullable(dateTime)),
    source: z._default(plainText(40).check(z.minLength(1)), eoiCreateDefaults.source),
    whatsapp_consent: z._default(z.boolean(), eoiCreateDefaults.whatsapp_consent),
    state: z._default(plainText(40).check(z.minLength(1)), eoiCreateDefaults.state),
    mandate_expires_at: z.optional(z.nullable(dateTime)),
    settlement: z.optional(z.nullable(z.iso.date())),
    settlement_delta: z.optional(z.nullable(z.number().check(z.int()).check(z.minimum(0)))),
    is_best: z._default(z.boolean(), eoiCreateDefaults.is_best),
    replaces: z.optional(z.nullable(recordIdSchema)),
    user_account_id: z.optional(z.nullable(recordIdSchema)),
    end_client_id: z.optional(z.nullable(recordIdSchema)),
    send_to_rfq: z._default(z.boolean(), eoiCreateDefaults.send_to_rfq),
    fixed_field: z.optional(z.nullable(fixedFieldSchema)),
    yield_type: z.optional(z.nullable(plainText(40))),
    price_overridden: z._default(z.boolean(), eoiCreateDefaults.price_overridden),
    broker_id: z.optional(recordIdSchema),
    clearing_corporation: z.optional(clearingCorporationSchema),
    rfq_mode: z.optional(plainText(40)),
    oto_participant_details: z.optional(
      z
        .record(plainText(64), z.unknown())
        .check(
          z.refine((value) => JSON.stringify(value).length <= 4000, 'Participant details are too large.'),
        ),
    ),
    origin_trade: z.optional(recordIdSchema),
    respond_eoi_id: z.optional(recordIdSchema),
    maximum_lot_stored: z.optional(z.number().check(z.positive())),
    use_respond_eoi_price: z.optional(z.boolean()),
    firmness: z._default(quoteFirmnessSchema, eoiCreateDefaults.firmness),
  })
  .check(
    z.superRefine((payload, context) => {
      if (payload.settlement != null && payload.settlement_delta != null) {
        context.addIssue({
          code: 'custom',
          path: ['settlement_delta'],
          message: validationMessages.settlementDateAndDelta,
        });
      }
      if (
        payload.respond_eoi_id !== undefined &&
        payload.unit_price_stored != null &&
        payload.yield_stored != null
      ) {
        context.addIssue({
          code: 'custom',
          path: ['yield_stored'],
          message: validationMessages.responsePriceAndYield,
        });
      }
      if (payload.price_overridden) {
        // An override replaces the price computed from the yield, so it travels with both.
        if (payload.unit_price_stored == null || payload.yield_stored == null) {
          context.addIssue({
            code: 'custom',
            path: [payload.unit_price_stored == null ? 'unit_price_stored' : 'yield_stored'],
            message: validationMessages.overriddenPriceMissing,
          });
        } else if (payload.fixed_field === 'price') {
          context.addIssue({
            code: 'custom',
            path: ['fixed_field'],
            message: validationMessages.overriddenPriceByYield,
          });
        }
      }
    }),
  );

/** The payload as sent (defaults filled in). */
export type EoiCreatePayload = z.output<typeof eoiCreatePayloadSchema>;

export type { EoiCreateInput } from './assembleEoiCreatePayload';

/**
 * Builds the EOI create payload from a form's values with `assembleEoiCreatePayload` (the yield as a 6-decimal
 * fraction, the price to 4 decimals, the spec's defaults) and checks every rule of `eoiCreatePayloadSchema`.
 * @throws PayloadValidationError when a rule is broken (issues carry snake_case paths).
 */
export function buildEoiCreatePayload(input: EoiCreateInput): EoiCreatePayload {
  const result = eoiCreatePayloadSchema.safeParse(assembleEoiCreatePayload(input));
  if (!result.success) throw new PayloadValidationError('EOI create payload', result.error.issues);
  return result.data;
}
