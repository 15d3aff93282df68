import * as z from 'zod/mini';
import { requiredMessage } from './messages';

/** Support ticket types as the product numbers them. */
export const supportTicketTypes = { issue: 1, feedback: 2, query: 3, access: 4 } as const;
export type SupportTicketType = (typeof supportTicketTypes)[keyof typeof supportTicketTypes];

/** A ticket-type id the support provider knows: its mapped ids (1, 6, 5, 8) or, in dev mode, the product's (1–4). */
export type SupportProviderTicketTypeId = SupportTicketType | 5 | 6 | 8;

/** The support provider's ticket-type id for each product ticket type (issue 1, feedback 6, query 5, access 8). */
const supportProviderTicketTypeIds: Readonly<Record<SupportTicketType, SupportProviderTicketTypeId>> = {
  1: 1,
  2: 6,
  3: 5,
  4: 8,
};

/** Options of `supportProviderTicketTypeId`. */
export interface SupportProviderTicketTypeOptions {
  /** In dev mode the provider's workspace uses the product's own ids. Default: false. */
  devMode?: boolean | undefined;
}

/** The provider ticket-type id to send for a product ticket type. */
export function supportProviderTicketTypeId(
  type: SupportTicketType,
  { devMode = false }: SupportProviderTicketTypeOptions = {},
): SupportProviderTicketTypeId {
  return devMode ? type : supportProviderTicketTypeIds[type];
}

const supportTicketTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/**
 * A support ticket as `createTicket` takes it: title, body, type and an optional file (uploaded first
 * through `ext/public/upload/`). `Blob` covers a browser `File`.
 */
export const supportTicketSchema = z.object({
  title: z
    .string({ error: requiredMessage('Title') })
    .check(z.trim())
    .check(z.minLength(1, requiredMessage('Title')))
    .check(z.maxLength(200, 'Ensure this field has no more than 200 characters.')),
  body: z
    .string({ error: requiredMessage('Description') })
    .check(z.trim())
    .check(z.minLength(1, requiredMessage('Description')))
    .check(z.maxLength(10_000, 'Ensure this field has no more than 10000 characters.')),
  type: supportTicketTypeSchema,
  file: z.optional(z.instanceof(Blob)),
});

export type SupportTicket = z.output<typeof supportTicketSchema>;
