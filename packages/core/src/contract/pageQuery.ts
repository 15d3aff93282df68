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
