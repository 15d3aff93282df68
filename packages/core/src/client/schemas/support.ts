import * as z from 'zod/mini';

/** `POST ext/public/upload/`: where the uploaded file can be fetched. */
export const uploadedFileSchema = z.looseObject({ file_url: z.string().check(z.minLength(1)) });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * `POST ext/{provider}/ticket/`: the ticket's id (the provider's, or the server's own `bk-…` id when the
 * ticket was kept but not forwarded) and whether it reached the provider.
 */
export const createdTicketSchema = z.looseObject({ id: z.string(), forwarded: z.boolean() });
export type CreatedTicket = z.infer<typeof createdTicketSchema>;
