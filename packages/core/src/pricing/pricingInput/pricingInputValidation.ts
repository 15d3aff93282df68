import type { FixedField } from './pricingInputTypes';

/** Bounds of the pricing input (spec sections 5 and 9). */
export const pricingInputBounds = {
  yield: { minimum: 0, maximum: 100 },
  price: { minimum: 1, maximum: 250, decimals: 4 },
} as const;

const numberPattern = /^-?(\d+\.?\d*|\.\d+)$/;

// The spec's messages below are validationMessages' words, typed again on purpose: the pricing engine imports
// nothing of @bondkit/core/validation, whose message table would cost every pricing import its bytes (a 10 kB
// budget). core's test/pricing/pricingInput.test.ts holds them equal to validationMessages.

/** The typed text as a number, or the spec's message for why it is not a valid value of `field`. */
export function validatePricingText(
  text: string,
  field: FixedField,
): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '')
    return { ok: false, message: field === 'yield' ? 'Yield is required' : 'Price is required' };
  if (!numberPattern.test(trimmed)) return { ok: false, message: 'Should be number' };
  const value = Number(trimmed);
  if (value < 0) return { ok: false, message: 'Cannot be negative' };
  if (field === 'yield') {
    if (value > pricingInputBounds.yield.maximum) return { ok: false, message: 'Yield above 100%' };
    return { ok: true, value };
  }
  if (value < pricingInputBounds.price.minimum) return { ok: false, message: 'Price must be at least 1' };
  if (value > pricingInputBounds.price.maximum) return { ok: false, message: 'Should be less than 250' };
  const decimals = trimmed.includes('.') ? trimmed.length - trimmed.indexOf('.') - 1 : 0;
  if (decimals > pricingInputBounds.price.decimals) return { ok: false, message: 'Price step is 0.0001' };
  return { ok: true, value };
}
