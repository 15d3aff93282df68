import * as z from 'zod/mini';
import { requiredMessage, validationMessages } from './messages';
import { patternText } from './textField';

/** PAN: five capital letters, four digits, one capital letter. */
const panPattern = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const panSchema = patternText(panPattern, validationMessages.pan);

/**
 * Indian mobile number: an optional `+91` or `91` prefix, then a digit 6 to 9 and nine more digits. No
 * spaces or dashes: the spec's pattern has none, and the server stores the number as typed.
 */
const mobilePattern = /^(?:\+91|91)?[6-9][0-9]{9}$/;
export const mobileSchema = patternText(mobilePattern, validationMessages.mobile);

/** Email address, checked as typed. */
export const emailSchema = z.pipe(
  z.string({ error: requiredMessage() }).check(z.minLength(1, requiredMessage())),
  z.email(validationMessages.email),
);

/** Business email: trimmed first, then checked; the output is the trimmed address. */
export const businessEmailSchema = z.pipe(
  z.string({ error: requiredMessage() }).check(z.trim()).check(z.minLength(1, requiredMessage())),
  z.email(validationMessages.businessEmail),
);

/** Personal name: required, letters and spaces only (digits count as special characters). Trimmed. */
const namePattern = /^[A-Za-z ]+$/;
/** Most characters of a first or last name: longer is a paste mistake, and would not fit the header. */
const maximumNameLength = 100;
export const nameSchema = patternText(namePattern, validationMessages.name, { trim: true }).check(
  z.maxLength(maximumNameLength, validationMessages.nameLength),
);

/** One-time password: required ('OTP is required'), exactly six digits ('Must be 6 digits'). */
export const otpSchema = z
  .string({ error: validationMessages.otpRequired })
  .check(z.minLength(1, validationMessages.otpRequired))
  .check(z.regex(/^[0-9]{6}$/, validationMessages.otpDigits));
