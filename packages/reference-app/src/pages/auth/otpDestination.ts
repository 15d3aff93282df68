import { emailSchema, mobileSchema } from '@bondkit/core/validation';

/** Where an OTP goes: a mobile number (SMS) or an email address. */
export type OtpDestination = { mobile: string } | { email: string };

/** Message when the text is neither a mobile number nor an email address. */
export const otpDestinationMessage = 'Enter your email address or mobile number.';

/** Reads the sign-in box: digits (with an optional +91 / 91) are a mobile number, anything else an email. */
export function readOtpDestination(text: string): OtpDestination | null {
  const value = text.trim().replace(/[\s-]/g, '');
  if (value === '') return null;
  if (/^\+?[0-9]+$/.test(value)) return mobileSchema.safeParse(value).success ? { mobile: value } : null;
  return emailSchema.safeParse(value).success ? { email: value } : null;
}
