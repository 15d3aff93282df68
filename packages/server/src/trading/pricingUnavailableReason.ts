import type { PricingUnavailableReason } from '@bondkit/core';
import { PricingError } from '@bondkit/core/pricing';
import { isInstrumentLevelPricingError } from './instrumentPricing';

/**
 * The reason for the engine's instrument-level errors about the settlement date; every other one
 * (`invalid_terms`, `unknown_convention`, `unsupported_convention`) is about the bond's terms.
 */
const settlementReasons: Record<string, PricingUnavailableReason['code']> = {
  settlement_before_issue: 'settlement_outside_life',
  settlement_after_maturity: 'settlement_outside_life',
  settlement_in_shut_period: 'settlement_in_shut_period',
};

const messages: Record<PricingUnavailableReason['code'], string> = {
  terms_not_on_record: 'Cannot be priced: its coupon and maturity terms are not on record.',
  unsupported_terms: 'Cannot be priced: its terms use a convention the pricing engine does not support.',
  settlement_outside_life: 'Cannot be priced for this settlement date: it is outside the bond’s life.',
  settlement_in_shut_period:
    'Cannot be priced for this settlement date: it falls in the shut period before a coupon.',
};

/** Why a bond cannot be priced (`pricing_unavailable_reason`): its code and the sentence a user reads. */
export function pricingUnavailableReason(code: PricingUnavailableReason['code']): PricingUnavailableReason {
  return { code, message: messages[code] };
}

/**
 * The reason for an engine error that says the instrument cannot be priced at all (see
 * `isInstrumentLevelPricingError`), or null for any other error.
 */
export function pricingUnavailableReasonOf(error: unknown): PricingUnavailableReason | null {
  if (!PricingError.isInstance(error) || !isInstrumentLevelPricingError(error)) return null;
  return pricingUnavailableReason(settlementReasons[error.code] ?? 'unsupported_terms');
}
