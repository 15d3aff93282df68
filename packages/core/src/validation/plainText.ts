import * as z from 'zod/mini';
import { registerEnglishZodMessages } from './englishMessages';

registerEnglishZodMessages();

/**
 * Control characters no text field accepts: NUL and the other C0 controls except tab, line feed and
 * carriage return, and DEL. PostgreSQL cannot store NUL in text, and the others only corrupt exports.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const forbiddenControlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The field message for a control character. */
export const controlCharacterMessage = 'Control characters (such as NUL) are not allowed.';

/**
 * A free-text field: at most `maximumLength` characters (default 200) and no control characters other
 * than tab and line breaks. Every free-text field of a request schema is built from this, so no text
 * is unbounded.
 */
export function plainText(maximumLength = 200) {
  return z
    .string()
    .check(z.maxLength(maximumLength, `Ensure this field has no more than ${maximumLength} characters.`))
    .check(z.refine((value) => !forbiddenControlCharacters.test(value), controlCharacterMessage));
}
