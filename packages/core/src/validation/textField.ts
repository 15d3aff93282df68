import * as z from 'zod';
import { requiredMessage } from './messages';
import { controlCharacterMessage, forbiddenControlCharacters } from './plainText';

/**
 * A required text field: missing, empty or blank input fails with '{field} is required' (or 'This field
 * is required' without a name); the output is trimmed, at most `maximumLength` characters (default 200)
 * and free of control characters. Pipe it into a format rule to get a labelled required message:
 * `requiredText('PAN').pipe(panSchema)`.
 */
export function requiredText(field?: string, maximumLength = 200) {
  const message = requiredMessage(field);
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(maximumLength, `Ensure this field has no more than ${maximumLength} characters.`)
    .refine((value) => !forbiddenControlCharacters.test(value), controlCharacterMessage);
}

/**
 * A text field that must match `pattern`. Missing or empty input fails with 'This field is required';
 * any other mismatch with `message`. Input is checked as typed (not trimmed) unless `trim` is set.
 */
export function patternText(pattern: RegExp, message: string, options: { trim?: boolean } = {}) {
  const required = requiredMessage();
  const base = z.string({ error: required });
  return (options.trim ? base.trim() : base).min(1, required).regex(pattern, message);
}

/**
 * Makes a field optional the way forms need it: `undefined`, `null` and empty (or blank) text become
 * `undefined`; anything else must pass `schema`.
 */
export function optionalField<Schema extends z.core.SomeType>(schema: Schema) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.optional(schema),
  );
}
