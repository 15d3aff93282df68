import { normalizeEmail, normalizeMobile } from '../../auth/oneTimePasswords';
import { ApiProblem } from '../../errors/ApiProblem';

/** Where the OTP goes (and is looked up by): the mobile when given, else the e-mail. */
export function otpDestination(body: { mobile?: string | undefined; email?: string | undefined }): {
  destination: string;
  channel: 'sms' | 'email';
  column: 'mobile' | 'email';
} {
  if (body.mobile) return { destination: normalizeMobile(body.mobile), channel: 'sms', column: 'mobile' };
  if (body.email) return { destination: normalizeEmail(body.email), channel: 'email', column: 'email' };
  throw ApiProblem.nonField('Enter a mobile number or an email address.');
}
