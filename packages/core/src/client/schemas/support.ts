import * as z from 'zod/mini';

/** `POST ext/public/upload/`: where the uploaded file can be fetched. */
export const uploadedFileSchema = z.looseObject({ file_url: z.string().check(z.minLength(1)) });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * `POST ext/{provider}/ticket/`: the ticket's id, the provider's (a number for some providers) or the
 * reference server's own `bk-…` id when it kept the ticket without forwarding it, and (the reference
 * server only) whether it reached the provider.
 */
export const createdTicketSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  forwarded: z.optional(z.boolean()),
});
export type CreatedTicket = z.infer<typeof createdTicketSchema>;
