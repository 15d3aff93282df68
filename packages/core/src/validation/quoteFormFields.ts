import type { FieldCheckResult } from './fieldCheckResult';
import type { NumberCheck } from './numberField';
import { checkRequiredNumber, notNegative, optionalNumber, requiredNumber } from './numberField';
import { specMessages } from './specMessages';

/** Upper bound of a yield, in percent. */
const maximumYieldPercent = 100;
/** Upper bound of a clean price in quote forms (the pricing input's lower bound is 1, here it is 0). */
const maximumQuotePrice = 250;
/** Most characters a typed yield may have ('7.12345' is seven). */
const maximumYieldCharacters = 7;
/** Most digits a quantum may have, counting digits only (not a sign or decimal point). */
export const maximumQuantumDigits = 12;

const yieldAtMost100: NumberCheck = (value) =>
  value > maximumYieldPercent ? specMessages.yieldAbove100 : undefined;
const yieldAtMost7Characters: NumberCheck = (_value, text) =>
  text.length > maximumYieldCharacters ? specMessages.yieldCharacters : undefined;
const priceAtMost250: NumberCheck = (value) =>
  value > maximumQuotePrice ? specMessages.priceAbove250 : undefined;
const notZero: NumberCheck = (value) => (value === 0 ? specMessages.zero : undefined);
// The value bound as well as the typed digits: a number such as 1e30 prints as '1e+30', three digits.
const quantumAtMost12Digits: NumberCheck = (value, text) =>
  text.replace(/[^0-9]/g, '').length > maximumQuantumDigits || Math.abs(value) >= 10 ** maximumQuantumDigits
    ? specMessages.quantumDigits
    : undefined;

// 'Yield above 100%' comes before the length rule so that '100.0001' (eight characters) reports the
// reason that matters to the person typing.
const yieldChecks = [notNegative, yieldAtMost100, yieldAtMost7Characters];
const priceChecks = [notNegative, priceAtMost250];
const quantumChecks = [notNegative, notZero, quantumAtMost12Digits];

// The checks without zod, for a form that checks its fields itself (the quote form: an embed that checks its
// fields with these loads no zod for them); the schemas below apply the same checks.

/** The quote-form yield rule of `quoteYieldSchema`, without zod: the yield in percent, or the field's message. */
export function checkQuoteYield(input: unknown): FieldCheckResult<number> {
  return checkRequiredNumber(input, yieldChecks);
}

/** The quote-form price rule of `quotePriceSchema`, without zod: the clean price, or the field's message. */
export function checkQuotePrice(input: unknown): FieldCheckResult<number> {
  return checkRequiredNumber(input, priceChecks);
}

/** The quantum rule of `quantumSchema`, without zod: the face value, or the field's message. */
export function checkQuantum(input: unknown): FieldCheckResult<number> {
  return checkRequiredNumber(input, quantumChecks);
}

// The schemas below are marked pure so that a bundle keeps only those it uses (a bundler must otherwise assume
// a call has effects).

/**
 * Quote-form yield in percent: required, 'Should be number', 'Cannot be negative', 'Yield above 100%'
 * (100 itself is allowed), at most 7 characters as typed.
 */
export const quoteYieldSchema = /* @__PURE__ */ requiredNumber(yieldChecks);
/** The optional yield variant: the same bounds, empty allowed. */
export const optionalQuoteYieldSchema = /* @__PURE__ */ optionalNumber(yieldChecks);

/** Quote-form clean price: required, 'Should be number', 'Cannot be negative', 'Should be less than 250' (250 allowed). */
export const quotePriceSchema = /* @__PURE__ */ requiredNumber(priceChecks);
/** The optional price variant: the same bounds, empty allowed. */
export const optionalQuotePriceSchema = /* @__PURE__ */ optionalNumber(priceChecks);

/** Quantum (face value): required, 'Should be number', 'Cannot be negative', 'Cannot be zero', at most 12 digits. */
export const quantumSchema = /* @__PURE__ */ requiredNumber(quantumChecks);
