import * as z from 'zod/mini';
import { emailSchema } from '../validation/identityFields';
import { requiredMessage } from '../validation/messages';
import { defineEndpoint } from './endpoint';
import { supportHeads } from './supportHeads';

/** Provider ticket-type ids: the spec's mapped ids (1, 6, 5, 8) and the product's own (1–4) in dev mode. */
const ticketTypeIdSchema = z.literal([1, 2, 3, 4, 5, 6, 8], { error: 'Not a valid ticket type.' });

/** A support ticket in the support provider's terms (trading-and-chat 7 'Support tickets'). */
const supportTicketBodySchema = z.strictObject({
  ticket_type_id: ticketTypeIdSchema,
  contacts: z
    .array(z.strictObject({ email: emailSchema }))
    .check(z.minLength(1, 'Add a contact email.'), z.maxLength(5)),
  attributes: z.strictObject({
    _default_title_: z.string().check(z.trim(), z.minLength(1, requiredMessage('Title')), z.maxLength(200)),
    _default_description_: z
      .string()
      .check(z.trim(), z.minLength(1, requiredMessage('Description')), z.maxLength(10_000)),
    file_url: z.optional(z.url().check(z.maxLength(500))),
  }),
});

/** Support tickets, public: a visitor who cannot sign in asks for help too. */
export const supportEndpoints = {
  uploadSupportAttachment: defineEndpoint({
    ...supportHeads.uploadSupportAttachment,
    access: 'public',
    tag: 'support',
    summary: 'Upload a support attachment (at most 5 MiB): answers the URL to put in the ticket',
  }),
  downloadSupportAttachment: defineEndpoint({
    ...supportHeads.downloadSupportAttachment,
    // The id the upload made: 16 random bytes in base64url; anything else is simply not found.
    params: z.strictObject({
      fileId: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, 'Not found.')),
    }),
    access: 'public',
    tag: 'support',
    summary: 'Download an uploaded attachment (always as a download, whatever its type)',
  }),
  createSupportTicket: defineEndpoint({
    ...supportHeads.createSupportTicket,
    body: supportTicketBodySchema,
    access: 'public',
    tag: 'support',
    summary:
      'Create a support ticket: stored, and forwarded to Intercom when configured (`forwarded` says whether it was)',
  }),
};
