import * as z from 'zod/mini';
import { PayloadValidationError } from './PayloadValidationError';
import { validationMessages } from './messages';
import { toIsoDate } from './dateFields';
import { plainText } from './plainText';
import { roundCleanPrice, yieldPercentToFraction } from '../pricing/rounding';
import { hasAtMostDecimals, storedPriceDecimals, storedYieldDecimals } from './storedNumbers';
import { storedQuantumSchema } from './storedQuantum';
import type { ClearingCorporation, FixedField, QuoteFirmness, QuoteType } from './tradingVocabulary';
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
    quote_type: z._default(quoteTypeSchema, 'BID'),
    unit_price_stored: z.optional(z.nullable(storedPriceSchema)),
    yield_stored: z.optional(z.nullable(storedYieldSchema)),
    expiry_date_stored: z.optional(z.nullable(dateTime)),
    source: z._default(plainText(40).check(z.minLength(1)), 'WEBSITE'),
    whatsapp_consent: z._default(z.boolean(), false),
    state: z._default(plainText(40).check(z.minLength(1)), 'DEFAULT'),
    mandate_expires_at: z.optional(z.nullable(dateTime)),
    settlement: z.optional(z.nullable(z.iso.date())),
    settlement_delta: z.optional(z.nullable(z.number().check(z.int()).check(z.minimum(0)))),
    is_best: z._default(z.boolean(), false),
    replaces: z.optional(z.nullable(recordIdSchema)),
    user_account_id: z.optional(z.nullable(recordIdSchema)),
    end_client_id: z.optional(z.nullable(recordIdSchema)),
    send_to_rfq: z._default(z.boolean(), false),
    fixed_field: z.optional(z.nullable(fixedFieldSchema)),
    yield_type: z.optional(z.nullable(plainText(40))),
    price_overridden: z._default(z.boolean(), false),
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
    firmness: z._default(quoteFirmnessSchema, 'FIRM'),
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

type DateInput = Date | string | null | undefined;

/** What `buildEoiCreatePayload` takes: the quote as a form holds it, in the units people type. */
export interface EoiCreateInput {
  finstrumentId: number;
  /** Face value. */
  quantum: number;
  /** Default: 'BID'. */
  quoteType?: QuoteType | undefined;
  /** Clean price per unit; sent rounded to 4 decimals. Default: none. */
  cleanPrice?: number | null | undefined;
  /** Yield in percent (7.25 for 7.25 %); sent as a fraction rounded to 6 decimals. Default: none. */
  yieldPercent?: number | null | undefined;
  /** Which of price and yield the user fixed. Default: the only one given, else none. */
  fixedField?: FixedField | null | undefined;
  /** Settlement date (`YYYY-MM-DD` or a local `Date`). Not together with `settlementDelta`. Default: none. */
  settlementDate?: DateInput | undefined;
  /** Settlement in business days after trade (T+n). Not together with `settlementDate`. Default: none. */
  settlementDelta?: number | null | undefined;
  /** Default: none. */
  validity?: string | null | undefined;
  /** When the quote expires. Default: none. */
  expiresAt?: DateInput | undefined;
  /** When the client's mandate expires. Default: none. */
  mandateExpiresAt?: DateInput | undefined;
  /** Default: 'WEBSITE'. */
  source?: string | undefined;
  /** Default: 'DEFAULT'. */
  state?: string | undefined;
  /** Default: false. */
  whatsappConsent?: boolean | undefined;
  /** Default: false. */
  isBest?: boolean | undefined;
  /** Default: false. */
  sendToRfq?: boolean | undefined;
  /**
   * Whether a dealer overrode the price computed from the yield: then `cleanPrice` is the dealer's price and
   * `yieldPercent` the yield, both sent. Default: false.
   */
  priceOverridden?: boolean | undefined;
  /** The EOI this one replaces. Default: none. */
  replaces?: number | null | undefined;
  /** Default: none. */
  userAccountId?: number | null | undefined;
  /** Default: none. */
  endClientId?: number | null | undefined;
  /** Default: none. */
  yieldType?: string | null | undefined;
  /** Default: none. */
  brokerId?: number | undefined;
  /** Default: none. */
  clearingCorporation?: ClearingCorporation | undefined;
  /** Default: none. */
  rfqMode?: string | undefined;
  /** Default: none. */
  otoParticipantDetails?: Record<string, unknown> | undefined;
  /** Default: none. */
  originTrade?: number | undefined;
  /** Makes this a response to another EOI, which then cannot carry both price and yield. Default: none. */
  respondEoiId?: number | undefined;
  /** Default: none. */
  maximumLot?: number | undefined;
  /** Default: none. */
  useRespondEoiPrice?: boolean | undefined;
  /** A new quote's terms: 'FIRM' (a hit or lift trades) or 'INDICATIVE' (its firm confirms). Default: 'FIRM'. */
  firmness?: QuoteFirmness | undefined;
}

function dateTimeText(value: DateInput): string | null | undefined {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * Builds the EOI create payload from a form's values: converts the yield to a 6-decimal fraction and the
 * price to 4 decimals, fills the spec's defaults, and checks every rule.
 * @throws PayloadValidationError when a rule is broken (issues carry snake_case paths).
 */
export function buildEoiCreatePayload(input: EoiCreateInput): EoiCreatePayload {
  const price = input.cleanPrice == null ? input.cleanPrice : roundCleanPrice(input.cleanPrice);
  const yieldFraction =
    input.yieldPercent == null ? input.yieldPercent : yieldPercentToFraction(input.yieldPercent);
  const onlyGiven: FixedField | undefined =
    price != null && yieldFraction == null
      ? 'price'
      : yieldFraction != null && price == null
        ? 'yield'
        : input.priceOverridden && price != null
          ? 'yield'
          : undefined;
  const draft = {
    quantum: input.quantum,
    validity: input.validity,
    finstrument_id: input.finstrumentId,
    quote_type: input.quoteType,
    unit_price_stored: price,
    yield_stored: yieldFraction,
    expiry_date_stored: dateTimeText(input.expiresAt),
    source: input.source,
    whatsapp_consent: input.whatsappConsent,
    state: input.state,
    mandate_expires_at: dateTimeText(input.mandateExpiresAt),
    settlement: input.settlementDate instanceof Date ? toIsoDate(input.settlementDate) : input.settlementDate,
    settlement_delta: input.settlementDelta,
    is_best: input.isBest,
    replaces: input.replaces,
    user_account_id: input.userAccountId,
    end_client_id: input.endClientId,
    send_to_rfq: input.sendToRfq,
    fixed_field: input.fixedField === undefined ? onlyGiven : input.fixedField,
    yield_type: input.yieldType,
    price_overridden: input.priceOverridden,
    broker_id: input.brokerId,
    clearing_corporation: input.clearingCorporation,
    rfq_mode: input.rfqMode,
    oto_participant_details: input.otoParticipantDetails,
    origin_trade: input.originTrade,
    respond_eoi_id: input.respondEoiId,
    maximum_lot_stored: input.maximumLot,
    use_respond_eoi_price: input.useRespondEoiPrice,
    firmness: input.firmness,
  };
  // Absent inputs stay absent rather than becoming explicit `undefined` keys in the JSON.
  const present = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
  const result = eoiCreatePayloadSchema.safeParse(present);
  if (!result.success) throw new PayloadValidationError('EOI create payload', result.error.issues);
  return result.data;
}
