import { ApiError, errorMessageText } from '@bondkit/core';
import { supportTicketTypes } from '@bondkit/core/validation';
import type { SupportTicketType } from '@bondkit/core/validation';

/** The four kinds of support request (trading-and-chat 9: "Support types"), in the order they are offered. */
export const supportRequestKinds = ['query', 'issue', 'access', 'feedback'] as const;
export type SupportRequestKind = (typeof supportRequestKinds)[number];

/** What each kind is called, its ticket type and the toast its success shows (trading-and-chat 8). */
export const supportRequests: Readonly<
  Record<SupportRequestKind, { label: string; type: SupportTicketType; success: string }>
> = {
  query: {
    label: 'Ask a query',
    type: supportTicketTypes.query,
    success: 'Your query has been noted. We will respond shortly via email.',
  },
  issue: {
    label: 'Report issue',
    type: supportTicketTypes.issue,
    success: 'Thank you for reporting the issue. We will update you shortly via email.',
  },
  access: {
    label: 'Request access',
    type: supportTicketTypes.access,
    success: 'Your request has been noted. We will update you shortly via email.',
  },
  feedback: {
    label: 'Provide feedback',
    type: supportTicketTypes.feedback,
    success: 'Thank you for your valuable feedback',
  },
};

/** The issue checkboxes (trading-and-chat 9). */
export const issueOptions = [
  'Price/yield seems incorrect',
  'Maturity date seems incorrect',
  'Call/put information seems incorrect',
  'Others',
] as const;
export type IssueOption = (typeof issueOptions)[number];

/** The counter-RFQ issue form's checkboxes: only the price/yield and others options (trading-and-chat 9). */
export const counterRfqIssueOptions: readonly IssueOption[] = ['Price/yield seems incorrect', 'Others'];

/** The consent to share pricing details with support (trading-and-chat 9). */
export const pricingConsentLabel = 'I agree to share the pricing details of this bond with the support team';

/** The failure toasts' prefixes when the server gives no message of its own (trading-and-chat 8). */
const uploadFailurePrefix = 'Error uploading file: ';
const ticketFailurePrefix = 'Error creating intercom ticket: ';

/** The failure toast of a support request: an upload's own prefix when the attachment failed. */
export function supportFailureText(error: unknown): string {
  const uploadFailed = ApiError.isInstance(error) && error.url.includes('ext/public/upload/');
  return `${uploadFailed ? uploadFailurePrefix : ticketFailurePrefix}${errorMessageText(error)}`;
}
