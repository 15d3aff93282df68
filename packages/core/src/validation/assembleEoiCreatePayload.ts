// The EOI create payload put together from a form's values, without checking it: no zod here, so that a form
// whose fields are already checked (the quote form) sends it without loading the payload's schema. The server
// checks every payload it receives with `eoiCreatePayloadSchema`; `buildEoiCreatePayload` checks it here too.
import type { EoiCreatePayload } from './eoiCreatePayload';
import { toIsoDate } from './dateFields';
import { roundCleanPrice, yieldPercentToFraction } from '../pricing/rounding';
import type { ClearingCorporation, FixedField, QuoteFirmness, QuoteType } from './tradingVocabulary';

/**
 * The spec's defaults of an EOI: `quote_type` BID, `source` WEBSITE, `state` DEFAULT, firm, flags false. The
 * payload's schema fills them in too (from here).
 */
export const eoiCreateDefaults = {
  quote_type: 'BID',
  source: 'WEBSITE',
  whatsapp_consent: false,
  state: 'DEFAULT',
  is_best: false,
  send_to_rfq: false,
  price_overridden: false,
  firmness: 'FIRM',
} as const;

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
  settlementDate?: Date | string | null | undefined;
  /** Settlement in business days after trade (T+n). Not together with `settlementDate`. Default: none. */
  settlementDelta?: number | null | undefined;
  /** Default: none. */
  validity?: string | null | undefined;
  /** When the quote expires. Default: none. */
  expiresAt?: Date | string | null | undefined;
  /** When the client's mandate expires. Default: none. */
  mandateExpiresAt?: Date | string | null | undefined;
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

function dateTimeText(value: Date | string | null | undefined): string | null | undefined {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * The EOI create payload of a form's values, unchecked: converts the yield to a 6-decimal fraction and the price
 * to 4 decimals, picks the fixed field when only one is given, and fills the spec's defaults
 * (`eoiCreateDefaults`); absent values stay absent. It checks nothing: check the fields first (the quote form's
 * `checkQuoteYield`, `checkQuotePrice`, `checkQuantum`, `checkSettlementDate`) or use `buildEoiCreatePayload`,
 * which checks the payload's every rule; the server checks it either way.
 */
export function assembleEoiCreatePayload(input: EoiCreateInput): EoiCreatePayload {
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
  // Absent inputs stay absent rather than becoming explicit `undefined` keys in the JSON; an absent default
  // field takes the spec's default.
  const present = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
  return { ...eoiCreateDefaults, ...present } as EoiCreatePayload;
}
