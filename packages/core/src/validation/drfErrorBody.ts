import * as z from 'zod/mini';

/**
 * One value in a Django REST framework error body: a message, a list of them, or a nested object of
 * field errors (`{ contact: { email: ['...'] } }`).
 */
export type DrfErrorValue = string | DrfErrorValue[] | { [key: string]: DrfErrorValue };

const drfErrorValueSchema: z.ZodMiniType<DrfErrorValue> = z.lazy(() =>
  z.union([z.string(), z.array(drfErrorValueSchema), z.record(z.string(), drfErrorValueSchema)]),
);

/**
 * A 4xx error body: field errors by key, `non_field_errors`, or `{ detail: '...' }`. A body that does not
 * match is not an error body the client can read field messages from; show the generic message instead.
 */
export const drfErrorBodySchema = z.record(z.string(), drfErrorValueSchema);

export type DrfErrorBody = z.infer<typeof drfErrorBodySchema>;
