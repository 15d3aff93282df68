import * as z from 'zod';

/** A query-string flag: `true`/`false`/`1`/`0`. */
export const queryFlagSchema = z
  .enum(['true', 'false', '1', '0', 'True', 'False'])
  .transform((value) => value === 'true' || value === '1' || value === 'True');
