import * as z from 'zod/mini';
import { defaultPageSize } from '../client/schemas/pagination';
import { validationMessages } from '../validation/messages';
import { plainText } from '../validation/plainText';
import { idParametersSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';
import { marketDataHeads } from './marketDataHeads';
import { maximumPageSize } from './pageQuery';

/** The body of calls that take none: an empty (or absent) JSON object, as the API expects JSON on a write. */
const noBodySchema = z.optional(z.looseObject({}));

/** `POST api/client-finstrument-list/`: a cursor page of bonds, filtered by category values. */
const clientFinstrumentListBodySchema = z.strictObject({
  pagination_params: z._default(
    z.strictObject({
      /** The `next_cursor` of the previous page; none for the first. */
      cursor: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
      limit: z._default(
        z
          .number()
          .check(
            z.int(),
            z.minimum(1),
            z.maximum(maximumPageSize, `Ensure this value is less than or equal to ${maximumPageSize}.`),
          ),
        defaultPageSize,
      ),
    }),
    { limit: defaultPageSize },
  ),
  /** Values accepted per category key (`api/categories/`'s keys); a bond matches every non-empty one. */
  category_values: z.optional(z.record(plainText(60), z.array(plainText(200)).check(z.maxLength(100)))),
});

/** The market's lists (tradable bonds, the find page's categories and list) and its PDF downloads. */
export const marketDataEndpoints = {
  listTradableFinstruments: defineEndpoint({
    ...marketDataHeads.listTradableFinstruments,
    access: 'trading',
    tag: 'market',
    summary: 'The bonds the market trades actively (liquid, listed, not matured)',
  }),
  listCategories: defineEndpoint({
    ...marketDataHeads.listCategories,
    body: noBodySchema,
    access: 'public',
    tag: 'market',
    summary: 'The categories the client finstrument list filters by',
  }),
  // Public like the find page it lists for (platform-shell section 2); quotes and runs stay signed-in.
  listClientFinstruments: defineEndpoint({
    ...marketDataHeads.listClientFinstruments,
    body: clientFinstrumentListBodySchema,
    access: 'public',
    tag: 'market',
    summary:
      'Bonds by category with their market price and yield for T+1 settlement, a cursor list of 20 per page by default',
  }),
  downloadBondDetails: defineEndpoint({
    ...marketDataHeads.downloadBondDetails,
    params: idParametersSchema,
    body: noBodySchema,
    access: 'public',
    tag: 'market',
    summary: "A bond's details (terms, market, cash flows, rationale) as a PDF",
  }),
  downloadInformationMemorandum: defineEndpoint({
    ...marketDataHeads.downloadInformationMemorandum,
    body: z.strictObject({
      isin: z
        .string({ error: validationMessages.required })
        .check(z.trim(), z.toUpperCase(), z.length(12, 'An ISIN has 12 characters.')),
    }),
    access: 'public',
    tag: 'market',
    summary: 'The information memorandum of an ISIN (demo: a generated summary document)',
  }),
};
