import { fieldCheckSchema } from './fieldCheckSchema';
import { specMessages, specRequiredMessage } from './specMessages';
import type { FieldCheckResult } from './fieldCheckResult';

/**
 * A plain decimal as a person types it: optional sign, digits, optional fraction. Exponents ('1e3'),
 * hexadecimal, 'Infinity' and thousands separators are not numbers here, unlike `Number(text)`.
 */
const decimalPattern = /^[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/**
 * One rule applied to a number that parsed: returns the message when the value breaks it. `text` is
 * the value as typed (for numbers, `String(value)`), for rules on length or digits.
 */
export type NumberCheck = (value: number, text: string) => string | undefined;

type ReadNumber = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number; text: string };

/** Reads a form value (number or text) as a number, telling empty and not-a-number apart. */
function readNumber(input: unknown): ReadNumber {
  if (input === undefined || input === null) return { kind: 'empty' };
  if (typeof input === 'number') {
    return Number.isFinite(input)
      ? { kind: 'number', value: input, text: String(input) }
      : { kind: 'invalid' };
  }
  if (typeof input !== 'string') return { kind: 'invalid' };
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  if (!decimalPattern.test(text)) return { kind: 'invalid' };
  return { kind: 'number', value: Number(text), text };
}

/** Not below zero: 'Cannot be negative'. */
export const notNegative: NumberCheck = (value) => (value < 0 ? specMessages.negative : undefined);

/**
 * Checks a required number field (a number, or text holding a plain decimal) without zod: the value as a
 * number, or one message, the first that applies, in the order: required ('{field} is required' or 'This
 * field is required'), 'Should be number', then `checks` in order. One message because a form shows one.
 * `requiredNumber`'s schema applies exactly this, so a form that calls it and a server that parses with the
 * schema apply one rule.
 */
export function checkRequiredNumber(
  input: unknown,
  checks: readonly NumberCheck[] = [],
  options: { field?: string } = {},
): FieldCheckResult<number> {
  const read = readNumber(input);
  if (read.kind === 'empty') return { ok: false, message: specRequiredMessage(options.field) };
  if (read.kind === 'invalid') return { ok: false, message: specMessages.number };
  for (const check of checks) {
    const message = check(read.value, read.text);
    if (message !== undefined) return { ok: false, message };
  }
  return { ok: true, value: read.value };
}

/** As `checkRequiredNumber`, but `undefined`, `null` and empty text are allowed and give `undefined`. */
export function checkOptionalNumber(
  input: unknown,
  checks: readonly NumberCheck[] = [],
): FieldCheckResult<number | undefined> {
  return readNumber(input).kind === 'empty'
    ? { ok: true, value: undefined }
    : checkRequiredNumber(input, checks);
}

/** A required number field as a schema, output as a number: `checkRequiredNumber`'s rule and messages. */
export function requiredNumber(checks: readonly NumberCheck[] = [], options: { field?: string } = {}) {
  return fieldCheckSchema((input) => checkRequiredNumber(input, checks, options));
}

/** As `requiredNumber`, but `undefined`, `null` and empty text are allowed and give `undefined`. */
export function optionalNumber(checks: readonly NumberCheck[] = []) {
  return fieldCheckSchema((input) => checkOptionalNumber(input, checks));
}

/** Generic number field: required, 'Should be number'. */
export const numberSchema = /* @__PURE__ */ requiredNumber();

/** Generic non-negative number field: required, 'Should be number', 'Cannot be negative'. */
export const nonNegativeNumberSchema = /* @__PURE__ */ requiredNumber([notNegative]);
