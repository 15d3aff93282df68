import * as z from 'zod/mini';
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
    .check(z.trim())
    .check(z.minLength(1, message))
    .check(z.maxLength(maximumLength, `Ensure this field has no more than ${maximumLength} characters.`))
    .check(z.refine((value) => !forbiddenControlCharacters.test(value), controlCharacterMessage));
}

/**
 * A text field that must match `pattern`. Missing or empty input fails with 'This field is required';
 * any other mismatch with `message`. Input is checked as typed (not trimmed) unless `trim` is set.
 */
export function patternText(pattern: RegExp, message: string, options: { trim?: boolean } = {}) {
  const required = requiredMessage();
  const base = z.string({ error: required });
  return (options.trim ? base.check(z.trim()) : base)
    .check(z.minLength(1, required))
    .check(z.regex(pattern, message));
}

/**
 * Makes a field optional the way forms need it: `undefined`, `null` and empty (or blank) text become
 * `undefined`; anything else must pass `schema`.
 */
export function optionalField<Schema extends z.core.SomeType>(schema: Schema) {
  // zod/mini has no `preprocess`: it is a transform piped into the schema.
  return z.pipe(
    z.transform((value: unknown): unknown =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    ),
    z.optional(schema),
  );
}
