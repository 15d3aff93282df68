import * as z from 'zod';

/** `{ detail }`: the answer of calls that only confirm. */
export const detailSchema = z.object({ detail: z.string() });

/** Path parameter `{id}`: a positive integer. */
export const idParametersSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** A query-string flag: `true`/`false`/`1`/`0`. */
export const queryFlagSchema = z
  .enum(['true', 'false', '1', '0', 'True', 'False'])
  .transform((value) => value === 'true' || value === '1' || value === 'True');
