import * as z from 'zod/mini';
import { businessEmailSchema, mobileSchema, nameSchema } from './identityFields';
import { requiredMessage, validationMessages } from './messages';
import { optionalField } from './textField';

/** The 11 contact (support) request types, in the spec's order. */
export const contactRequestTypes = [
  'REQUEST_PRICING',
  'REPORT_ISSUE_FOR_PRICING_AND_CASHFLOW',
  'REQUEST_ACCESS_TO_TRADE',
  'REQUEST_LIVE_MARKET_UPGRADE',
  'REQUEST_DEPTH_FEATURE',
  'BUSINESS_MIGRATE',
  'REQUEST_ACCESS',
  'REQUEST_ACCESS_INVENTORY',
  'REQUEST_CASHFLOW_UPGRADE',
  'CONTACT_FORM',
  'REQUEST_INTEGRATE_WITH_EXCHANGE',
] as const;
export const contactRequestTypeSchema = z.enum(contactRequestTypes);
export type ContactRequestType = z.infer<typeof contactRequestTypeSchema>;

/**
 * The contact form. The spec does not show its field rules; chosen here with the platform's own field
 * rules: a name, a business email (trimmed), an optional mobile, an optional company, a message, and
 * the request type (CONTACT_FORM unless a request-access or upgrade button set another).
 */
/** Most characters of a contact message. */
const maximumContactMessageLength = 5000;

export const contactFormSchema = z.object({
  name: nameSchema,
  email: businessEmailSchema,
  mobile: optionalField(mobileSchema),
  company: optionalField(z.string().check(z.trim()).check(z.maxLength(200))),
  message: z
    .string({ error: requiredMessage('Message') })
    .check(z.trim())
    .check(z.minLength(1, requiredMessage('Message')))
    .check(z.maxLength(maximumContactMessageLength, validationMessages.messageLength)),
  request_type: z._default(contactRequestTypeSchema, 'CONTACT_FORM'),
});

export type ContactForm = z.output<typeof contactFormSchema>;
