import * as z from 'zod/mini';
import { defaultPageSize } from '../client/schemas/pagination';
import { maximumPageSize } from './pageQuery';

const integerMessage = 'A valid integer is required.';

/**
 * The body of list calls that take pagination, sort and filters (`bonds-by-same-issuer`, `trades`):
 * `{ pagination: { page, page_size }, sort: { field, order }, filters }`, each part optional, with Django
 * REST's messages.
 */
export function listQueryBodySchema<Field extends string, Filters extends z.core.$ZodType>(
  sortFields: readonly [Field, ...Field[]],
  filters: Filters,
) {
  return z._default(
    z.strictObject({
      pagination: z._default(
        z.strictObject({
          page: z._default(
            z
              .number({ error: integerMessage })
              .check(z.int({ error: integerMessage }), z.minimum(1, 'Invalid page.')),
            1,
          ),
          page_size: z._default(
            z
              .number({ error: integerMessage })
              .check(
                z.int({ error: integerMessage }),
                z.minimum(1, 'Ensure this value is greater than or equal to 1.'),
                z.maximum(maximumPageSize, `Ensure this value is less than or equal to ${maximumPageSize}.`),
              ),
            defaultPageSize,
          ),
        }),
        { page: 1, page_size: defaultPageSize },
      ),
      sort: z.optional(
        z.strictObject({ field: z.enum(sortFields), order: z._default(z.enum(['asc', 'desc']), 'asc') }),
      ),
      filters: z.optional(filters),
    }),
    { pagination: { page: 1, page_size: defaultPageSize } },
  );
}
