import * as z from 'zod/mini';

/** Database ids are integers throughout the contract. */
export const entityIdSchema = z.int();

/** `{ detail }`: the answer of calls that only confirm. */
export const detailResponseSchema = z.looseObject({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailResponseSchema>;

/**
 * An object whose shape the spec does not show and the contract leaves to the server: any JSON object,
 * kept whole. Used only where the platform does nothing with the answer but show or forward it.
 */
export type OpenObject = Record<string, unknown>;

/** A downloaded file. */
export const blobSchema = z.instanceof(Blob);
