import * as z from 'zod/mini';
import { addCustomIssue } from './customIssue';
import { requiredMessage, validationMessages } from './messages';

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
export const notNegative: NumberCheck = (value) => (value < 0 ? validationMessages.negative : undefined);

/**
 * A required number field (a number, or text holding a plain decimal), output as a number. It reports
 * one message, the first that applies, in the order: required ('{field} is required' or 'This field is
 * required'), 'Should be number', then `checks` in order. One message because a form shows one.
 */
export function requiredNumber(checks: readonly NumberCheck[] = [], options: { field?: string } = {}) {
  return z.pipe(
    z.unknown(),
    z.transform((input, context): number => {
      const read = readNumber(input);
      if (read.kind === 'empty') {
        addCustomIssue(context, requiredMessage(options.field));
        return z.NEVER;
      }
      if (read.kind === 'invalid') {
        addCustomIssue(context, validationMessages.number);
        return z.NEVER;
      }
      for (const check of checks) {
        const message = check(read.value, read.text);
        if (message !== undefined) {
          addCustomIssue(context, message);
          return z.NEVER;
        }
      }
      return read.value;
    }),
  );
}

/** As `requiredNumber`, but `undefined`, `null` and empty text are allowed and give `undefined`. */
export function optionalNumber(checks: readonly NumberCheck[] = []) {
  const required = requiredNumber(checks);
  return z.pipe(
    z.unknown(),
    z.transform((input, context): number | undefined => {
      if (readNumber(input).kind === 'empty') return undefined;
      const result = required.safeParse(input);
      if (result.success) return result.data;
      for (const issue of result.error.issues) addCustomIssue(context, issue.message);
      return z.NEVER;
    }),
  );
}

/** Generic number field: required, 'Should be number'. */
export const numberSchema = requiredNumber();

/** Generic non-negative number field: required, 'Should be number', 'Cannot be negative'. */
export const nonNegativeNumberSchema = requiredNumber([notNegative]);
