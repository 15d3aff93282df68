import { validationMessages } from './messages';
import type { NumberCheck } from './numberField';
import { notNegative, optionalNumber, requiredNumber } from './numberField';

/** Upper bound of a yield, in percent. */
const maximumYieldPercent = 100;
/** Upper bound of a clean price in quote forms (the pricing input's lower bound is 1, here it is 0). */
const maximumQuotePrice = 250;
/** Most characters a typed yield may have ('7.12345' is seven). */
const maximumYieldCharacters = 7;
/** Most digits a quantum may have, counting digits only (not a sign or decimal point). */
export const maximumQuantumDigits = 12;

const yieldAtMost100: NumberCheck = (value) =>
  value > maximumYieldPercent ? validationMessages.yieldAbove100 : undefined;
const yieldAtMost7Characters: NumberCheck = (_value, text) =>
  text.length > maximumYieldCharacters ? validationMessages.yieldCharacters : undefined;
const priceAtMost250: NumberCheck = (value) =>
  value > maximumQuotePrice ? validationMessages.priceAbove250 : undefined;
const notZero: NumberCheck = (value) => (value === 0 ? validationMessages.zero : undefined);
// The value bound as well as the typed digits: a number such as 1e30 prints as '1e+30', three digits.
const quantumAtMost12Digits: NumberCheck = (value, text) =>
  text.replace(/[^0-9]/g, '').length > maximumQuantumDigits || Math.abs(value) >= 10 ** maximumQuantumDigits
    ? validationMessages.quantumDigits
    : undefined;

// 'Yield above 100%' comes before the length rule so that '100.0001' (eight characters) reports the
// reason that matters to the person typing.
const yieldChecks = [notNegative, yieldAtMost100, yieldAtMost7Characters];
const priceChecks = [notNegative, priceAtMost250];
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
export const quantumSchema = /* @__PURE__ */ requiredNumber([notNegative, notZero, quantumAtMost12Digits]);
