import type { Bond, Counterparty } from '@bondkit/core';
import { indianBondMarketCalendar, indianTradeDate } from '@bondkit/core/calendars';
import { isBusinessDay } from '@bondkit/core/pricing';
import type { HolidayCalendar, PricingInputValue } from '@bondkit/core/pricing';
import { specMessages, specRequiredMessage } from '@bondkit/core/internal';
import {
  assembleEoiCreatePayload,
  checkQuantum,
  checkQuotePrice,
  checkQuoteYield,
  checkSettlementDate,
} from '@bondkit/core/validation';
import type {
  ClearingCorporation,
  EoiCreatePayload,
  QuoteFirmness,
  QuoteType,
} from '@bondkit/core/validation';
import { parseQuantum } from '../format/index';
import type { QuoteFormField } from './serverFieldErrors';
import { quoteExpiry } from './quoteValidity';
import type { QuoteValidity } from './quoteValidity';

// Every rule and message here is the core's (`@bondkit/core/validation`): the quote-form field checks, which the
// field schemas the server validates with apply too, and `assembleEoiCreatePayload`, which `buildEoiCreatePayload`
// checks. This file only says which form field each one belongs to. They are the plain checks, not the schemas,
// so the form loads no zod for them; the payload's own rules (a date or a delta, never both; an override with
// both values; the stored decimals) cannot fail for what these fields allow, and the server checks the payload
// with `eoiCreatePayloadSchema` anyway: its 400 lands on the same fields (`placeServerFieldErrors`).

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

/** The quantum as rupees when it reads as a number, else the text itself (for 'Should be number'). */
function quantumInput(text: string): number | string {
  return parseQuantum(text) ?? text;
}

/**
 * Checks the form with the core's quote-form field checks (bond and counterparty required, the fixed yield or
 * price, the quantum, the settlement date) and puts the EOI create payload together with
 * `assembleEoiCreatePayload` (the yield as a fraction, the price to 4 decimals, the spec's defaults).
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
  if (values.bond === null) errors.bond = specRequiredMessage();
  const fixedField = values.pricing?.fixedField ?? 'yield';
  const fixedNumber = fixedField === 'yield' ? values.pricing?.bondYield : values.pricing?.cleanPrice;
  const pricing = (fixedField === 'yield' ? checkQuoteYield : checkQuotePrice)(fixedNumber);
  if (!pricing.ok) errors.pricing = pricing.message;
  const override =
    fixedField === 'yield' && values.priceOverride != null ? checkQuotePrice(values.priceOverride) : null;
  if (override !== null && !override.ok) errors.priceOverride = override.message;
  else if (override?.ok && override.value === 0) errors.priceOverride = specMessages.zero;
  const quantum = checkQuantum(quantumInput(values.quantumText));
  if (!quantum.ok) errors.quantum = quantum.message;
  let settlementDate: string | undefined;
  if ('date' in values.settlement) {
    const date = checkSettlementDate(values.settlement.date);
    if (!date.ok) errors.settlementDate = date.message;
    else if (date.value < indianTradeDate(now)) errors.settlementDate = specMessages.settlementBeforeTrade;
    else if (!isBusinessDay(date.value, settlementCalendar))
      errors.settlementDate = specMessages.settlementNotBusinessDay;
    else settlementDate = date.value;
  }
  if (values.counterpartyRequired && values.counterparty === null)
    errors.counterparty = specRequiredMessage();
  if (Object.keys(errors).length > 0 || values.bond === null || !quantum.ok || !pricing.ok) {
    return { errors, payload: null };
  }

  const party = values.counterparty;
  const expiry = quoteExpiry(values.validity, now);
  const oneToOne = values.sendToRfq && values.rfqMode === 'OTO' && party !== null;
  const payload = assembleEoiCreatePayload({
    finstrumentId: values.bond.id,
    quantum: quantum.value,
    quoteType: values.side,
    firmness: values.firmness ?? 'FIRM',
    fixedField,
    yieldPercent: fixedField === 'yield' ? pricing.value : null,
    cleanPrice: fixedField === 'price' ? pricing.value : override?.ok ? override.value : null,
    ...(override?.ok ? { priceOverridden: true } : {}),
    ...('date' in values.settlement ? { settlementDate } : { settlementDelta: values.settlement.delta }),
    validity: values.validity,
    expiresAt: expiry,
    sendToRfq: values.sendToRfq,
    ...(party?.user_id == null ? {} : { userAccountId: party.user_id }),
    ...(party?.client_id == null ? {} : { endClientId: party.client_id }),
    ...(values.sendToRfq ? { clearingCorporation: values.clearingCorporation, rfqMode: values.rfqMode } : {}),
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
}
