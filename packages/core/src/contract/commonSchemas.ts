import * as z from 'zod/mini';

// Path and query values arrive as strings; these schemas coerce them, with Django REST's messages (the
// reference backend the spec describes answers them), so a bad id is a 400 by field, never a 500.
const integerMessage = 'A valid integer is required.';

/** Path parameter `:id`: a positive integer. */
export const idParametersSchema = z.strictObject({
  id: z.coerce.number({ error: integerMessage }).check(z.int({ error: integerMessage }), z.positive()),
});

/** A query-string flag: `true`/`false`/`1`/`0` (a caller passes a boolean). */
export const queryFlagSchema = z.pipe(
  z.enum(['true', 'false', '1', '0', 'True', 'False']),
  z.transform(
    (value: 'true' | 'false' | '1' | '0' | 'True' | 'False') =>
      value === 'true' || value === '1' || value === 'True',
  ),
);
