import * as z from 'zod';
import { defaultPageSize } from '@bondkit/core/internal';
import { maximumPageSize } from '../../http/pagination';

/**
 * The body of list calls that take pagination, sort and filters (`bonds-by-same-issuer`, `trades`):
 * `{ pagination: { page, page_size }, sort: { field, order }, filters }`, each part optional.
 */
export function listQueryBodySchema<Field extends string, Filters extends z.ZodType>(
  sortFields: readonly [Field, ...Field[]],
  filters: Filters,
) {
  return z
    .strictObject({
      pagination: z
        .strictObject({
          page: z
            .number({ error: 'A valid integer is required.' })
            .int('A valid integer is required.')
            .min(1, 'Invalid page.')
            .default(1),
          page_size: z
            .number({ error: 'A valid integer is required.' })
            .int('A valid integer is required.')
            .min(1, 'Ensure this value is greater than or equal to 1.')
            .max(maximumPageSize, `Ensure this value is less than or equal to ${maximumPageSize}.`)
            .default(defaultPageSize),
        })
        .default({ page: 1, page_size: defaultPageSize }),
      sort: z
        .strictObject({ field: z.enum(sortFields), order: z.enum(['asc', 'desc']).default('asc') })
        .optional(),
      filters: filters.optional(),
    })
    .default({ pagination: { page: 1, page_size: defaultPageSize } });
}
