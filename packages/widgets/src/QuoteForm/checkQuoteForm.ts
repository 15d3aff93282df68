import type { Bond, Counterparty } from '@bondkit/core';
import { indianBondMarketCalendar, indianTradeDate } from '@bondkit/core/calendars';
import { isBusinessDay } from '@bondkit/core/pricing';
import type { HolidayCalendar, PricingInputValue } from '@bondkit/core/pricing';
import {
  buildEoiCreatePayload,
  PayloadValidationError,
  quantumSchema,
  quotePriceSchema,
  quoteYieldSchema,
  requiredMessage,
  settlementDateSchema,
  validationMessages,
} from '@bondkit/core/validation';
import type {
  ClearingCorporation,
  EoiCreatePayload,
  QuoteFirmness,
  QuoteType,
} from '@bondkit/core/validation';
import { parseQuantum } from '../format/index';
import { placeServerFieldErrors } from './serverFieldErrors';
import type { QuoteFormField } from './serverFieldErrors';
import { quoteExpiry } from './quoteValidity';
import type { QuoteValidity } from './quoteValidity';

// Every rule and message here is the core's (`@bondkit/core/validation`): the quote-form field schemas
// and `buildEoiCreatePayload`, which the server validates with too. This file only says which form
// field each one belongs to.

/** The RFQ modes of the exchanges' RFQ systems: one-to-many (anyone may respond) or one-to-one. */
export type RfqMode = 'OTM' | 'OTO';

/** What the quote form holds, as the user entered it. */
export interface QuoteFormValues {
  bond: Bond | null;
  side: QuoteType;
  /** The quote's terms. Default 'FIRM'. */
  firmness?: QuoteFirmness | undefined;
  pricing: PricingInputValue | null;
  /**
   * A dealer's own clean price as typed, overriding the price computed from the fixed yield (sent with
   * `price_overridden`); null or absent: no override. Ignored while the price is the fixed field.
   */
  priceOverride?: string | null | undefined;
  /** The quantum as typed: rupees, lakh or crore ('2.5 Cr', '50 L', '1,00,000'). */
  quantumText: string;
  /** Exactly one of a settlement date (`YYYY-MM-DD` from a date input) and a settlement delta (T+n). */
  settlement: { date: string } | { delta: number };
  counterparty: Counterparty | null;
  /** Whether the run needs a counterparty (a private quote, a one-to-one RFQ). */
  counterpartyRequired: boolean;
  validity: QuoteValidity;
  sendToRfq: boolean;
  clearingCorporation: ClearingCorporation;
  rfqMode: RfqMode;
}

/** The outcome of checking the form: each field's message, and the payload when there is none. */
export interface QuoteFormCheck {
  errors: Partial<Record<QuoteFormField, string>>;
  payload: EoiCreatePayload | null;
}

function firstIssue(result: { success: boolean; error?: { issues: readonly { message: string }[] } }) {
  return result.success ? undefined : (result.error?.issues[0]?.message ?? requiredMessage());
}

/** The quantum as rupees when it reads as a number, else the text itself (for 'Should be number'). */
function quantumInput(text: string): number | string {
  return parseQuantum(text) ?? text;
}

/**
 * Checks the form with the core's quote-form schemas (bond and counterparty required, the fixed yield or
 * price, the quantum, the settlement date) and builds the EOI create payload with `buildEoiCreatePayload`,
 * whose own rules (a settlement date or a delta, never both; stored decimals) land on their fields too.
 * Only the fixed value is sent: a price fixed by yield is the server's to compute, unless a dealer
 * overrides it (`priceOverride`), when both go with `price_overridden`. A settlement date must be a
 * business day of `settlementCalendar` (default `indianBondMarketCalendar`) and not before today's trade date in
 * India, the rules the reference server applies.
 */
export function checkQuoteForm(
  values: QuoteFormValues,
  now: Date,
  settlementCalendar: HolidayCalendar = indianBondMarketCalendar,
): QuoteFormCheck {
  const errors: Partial<Record<QuoteFormField, string>> = {};
  if (values.bond === null) errors.bond = requiredMessage();
  const fixedField = values.pricing?.fixedField ?? 'yield';
  const fixedNumber = fixedField === 'yield' ? values.pricing?.bondYield : values.pricing?.cleanPrice;
  const pricing = (fixedField === 'yield' ? quoteYieldSchema : quotePriceSchema).safeParse(fixedNumber);
  if (!pricing.success) errors.pricing = firstIssue(pricing);
  const override =
    fixedField === 'yield' && values.priceOverride != null
      ? quotePriceSchema.safeParse(values.priceOverride)
      : null;
  if (override !== null && !override.success) errors.priceOverride = firstIssue(override);
  else if (override?.data === 0) errors.priceOverride = validationMessages.zero;
  const quantum = quantumSchema.safeParse(quantumInput(values.quantumText));
  if (!quantum.success) errors.quantum = firstIssue(quantum);
  let settlementDate: string | undefined;
  if ('date' in values.settlement) {
    const date = settlementDateSchema.safeParse(values.settlement.date);
    if (!date.success) errors.settlementDate = firstIssue(date);
    else if (date.data < indianTradeDate(now))
      errors.settlementDate = validationMessages.settlementBeforeTrade;
    else if (!isBusinessDay(date.data, settlementCalendar))
      errors.settlementDate = validationMessages.settlementNotBusinessDay;
    else settlementDate = date.data;
  }
  if (values.counterpartyRequired && values.counterparty === null) errors.counterparty = requiredMessage();
  if (Object.keys(errors).length > 0 || values.bond === null || !quantum.success || !pricing.success) {
    return { errors, payload: null };
  }

  const party = values.counterparty;
  const expiry = quoteExpiry(values.validity, now);
  const oneToOne = values.sendToRfq && values.rfqMode === 'OTO' && party !== null;
  try {
    const payload = buildEoiCreatePayload({
      finstrumentId: values.bond.id,
      quantum: quantum.data,
      quoteType: values.side,
      firmness: values.firmness ?? 'FIRM',
      fixedField,
      yieldPercent: fixedField === 'yield' ? pricing.data : null,
      cleanPrice: fixedField === 'price' ? pricing.data : (override?.data ?? null),
      ...(override?.success ? { priceOverridden: true } : {}),
      ...('date' in values.settlement ? { settlementDate } : { settlementDelta: values.settlement.delta }),
      validity: values.validity,
      expiresAt: expiry,
      sendToRfq: values.sendToRfq,
      ...(party?.user_id == null ? {} : { userAccountId: party.user_id }),
      ...(party?.client_id == null ? {} : { endClientId: party.client_id }),
      ...(values.sendToRfq
        ? { clearingCorporation: values.clearingCorporation, rfqMode: values.rfqMode }
        : {}),
      ...(oneToOne
        ? {
            otoParticipantDetails: {
              participant_code: values.clearingCorporation === 'NSCCL' ? party.nsccl_code : party.iccl_code,
              name: party.name ?? party.brand_name ?? party.user_name,
            },
          }
        : {}),
    });
    return { errors, payload };
  } catch (error) {
    if (!PayloadValidationError.isInstance(error)) throw error;
    const byKey = Object.fromEntries(
      error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]),
    );
    const placed = placeServerFieldErrors(byKey);
    // A rule with no field of its own still stops the submit: it shows beside the price.
    const unplaced = placed.unplaced[0];
    return {
      errors: { ...(unplaced === undefined ? {} : { pricing: unplaced }), ...placed.byField },
      payload: null,
    };
  }
}
