import * as z from 'zod/mini';
import { defaultPageSize } from '../client/schemas/pagination';

/** The largest page a list answers. */
export const maximumPageSize = 100;

const integerMessage = 'A valid integer is required.';

/** `page` (from 1) and `page_size` (default 20, at most 100): Django REST's page-number query and messages. */
export const pageQueryFields = {
  page: z._default(
    z.coerce
      .number({ error: integerMessage })
      .check(z.int({ error: integerMessage }), z.minimum(1, 'Invalid page.')),
    1,
  ),
  page_size: z._default(
    z.coerce
      .number({ error: integerMessage })
      .check(
        z.int({ error: integerMessage }),
        z.minimum(1, 'Ensure this value is greater than or equal to 1.'),
        z.maximum(maximumPageSize, `Ensure this value is less than or equal to ${maximumPageSize}.`),
      ),
    defaultPageSize,
  ),
};

/**
 * `ordering`: Django REST's OrderingFilter, one field of `fields`, descending with a leading `-` (`-name`). A list
 * that takes it sorts by that field, then by id, so pages never overlap.
 */
export function orderingQueryField<const Field extends string>(fields: readonly [Field, ...Field[]]) {
  const choices = fields.flatMap((field) => [field, `-${field}` as const]);
  return z.optional(
    z.enum(choices as [Field | `-${Field}`, ...(Field | `-${Field}`)[]], {
      error: `Order by one of: ${fields.join(', ')} (a leading - for descending).`,
    }),
  );
}

/** A field and its direction from an `ordering` value. */
export function parseOrdering<Field extends string>(
  ordering: Field | `-${Field}` | undefined,
): { field: Field; descending: boolean } | undefined {
  if (ordering === undefined) return undefined;
  const descending = ordering.startsWith('-');
  return { field: (descending ? ordering.slice(1) : ordering) as Field, descending };
}
