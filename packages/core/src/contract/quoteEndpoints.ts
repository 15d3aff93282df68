import * as z from 'zod/mini';
import { quoteTypeSchema } from '../validation/tradingVocabulary';
import { queryFlagSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';
import { quoteListHeads } from './quoteListHeads';
import { chatRunHeads } from './chatRunHeads';
import { pageQueryFields } from './pageQuery';

const integerMessage = 'A valid integer is required.';

/** The finstrument types the market list reports and filters by. */
export const finstrumentTypes = ['Bond', 'T-Bill'] as const;

const finstrumentIdSchema = z.coerce
  .number({ error: integerMessage })
  .check(z.int({ error: integerMessage }), z.positive());

/**
 * A list of record ids: repeated (`?finstrument_ids=1&finstrument_ids=2`, as the client sends arrays) or
 * comma-separated (`?finstrument_ids=1,2`); at most 500 ids.
 */
const idListSchema = z.pipe(
  z.union([
    z.string().check(z.maxLength(10_000)),
    z.array(z.string().check(z.maxLength(64))).check(z.maxLength(500)),
  ]),
  z.transform((value: string | string[], context): number[] => {
    const ids = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')).map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
      context.issues.push({ code: 'custom', message: integerMessage, input: value });
      return z.NEVER;
    }
    if (ids.length > 500) {
      context.issues.push({
        code: 'custom',
        message: 'Ensure this field has no more than 500 elements.',
        input: value,
      });
      return z.NEVER;
    }
    return ids;
  }),
);

/** The quote sheet's filters (trading-and-chat 2), shared by the market list and the RFQ list. */
const quoteListQueryFields = {
  ...pageQueryFields,
  /** A keyword matched against the bond's name, ISIN and rating and the quoting firm's name. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** Only the caller's own quotes. */
  my_quotes: z.optional(queryFlagSchema),
  /** Only quotes on these bonds. */
  finstrument_ids: z.optional(idListSchema),
  /** Only these quotes (at most 500): what a `partial_refresh` names. */
  eoi_ids: z.optional(idListSchema),
  /** Only quotes on preferred bonds when true. */
  preferred: z.optional(queryFlagSchema),
  /** Only quotes on this finstrument type. */
  finstrument_type: z.optional(z.enum(finstrumentTypes)),
};

/** The open-quote lists: the market, RFQs, a bond's quotes, private runs and depth (trading-and-chat 2, 7). */
export const quoteListEndpoints = {
  listMarketQuotes: defineEndpoint({
    ...quoteListHeads.listMarketQuotes,
    query: z.strictObject(quoteListQueryFields),
    access: 'signedIn',
    tag: 'quotes',
    summary:
      "The public market: open quotes, 20 per page by default (empty without trade access, except a trading role's own firm's quotes with my_quotes)",
  }),
  listRfqQuotes: defineEndpoint({
    ...quoteListHeads.listRfqQuotes,
    query: z.strictObject({ ...quoteListQueryFields, paginate: z.optional(queryFlagSchema) }),
    access: 'signedIn',
    tag: 'quotes',
    summary: 'Live RFQ quotes (empty without trade access)',
  }),
  listBondQuotes: defineEndpoint({
    ...quoteListHeads.listBondQuotes,
    query: z.strictObject({
      quote_type: z.optional(quoteTypeSchema),
      finstrument_id: z.optional(finstrumentIdSchema),
    }),
    access: 'signedIn',
    tag: 'quotes',
    summary: "A bond's open public quotes, best first (empty without trade access)",
  }),
  listPrivateRuns: defineEndpoint({
    ...quoteListHeads.listPrivateRuns,
    access: 'signedIn',
    tag: 'quotes',
    summary: 'Private runs: quotes from chats shared with your firm (empty without trade access)',
  }),
  listChatRuns: defineEndpoint({
    ...chatRunHeads.listChatRuns,
    access: 'signedIn',
    tag: 'quotes',
    summary:
      'Private runs read from chat messages (GS33 6.43/6.41 25cr) in the chats you are a member of, newest first (empty without trade access)',
  }),
  getQuoteDepth: defineEndpoint({
    ...quoteListHeads.getQuoteDepth,
    query: z.strictObject({
      isin: z.optional(z.string().check(z.trim(), z.maxLength(12))),
      finstrument_id: z.optional(finstrumentIdSchema),
    }),
    access: 'signedIn',
    tag: 'quotes',
    summary:
      'Market depth of a bond: open public quotes by price level, best first (empty without trade access)',
  }),
};
