import * as z from 'zod/mini';
import { validationMessages } from '../validation/messages';
import { recordIdSchema } from '../validation/tradingVocabulary';
import { idParametersSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';
import { quoteActionHeads } from './quoteActionHeads';

/** The most quotes one bulk withdrawal names. */
const maximumQuotesPerClose = 500;

/** Withdrawing, trading against an opposing quote, and expiring a firm's own quotes (trading-and-chat 3, 7). */
export const quoteActionEndpoints = {
  closeQuote: defineEndpoint({
    ...quoteActionHeads.closeQuote,
    params: idParametersSchema,
    body: z.strictObject({
      /** The other side's quote to trade this one against; without it, the quote is withdrawn. */
      opposing_eoi: z.optional(recordIdSchema),
      /** Must be true to trade against `opposing_eoi`. */
      confirm: z.optional(z.boolean()),
      /** The broker who arranged the trade, if any. */
      broker_id: z.optional(recordIdSchema),
    }),
    access: 'dealer',
    tag: 'quotes',
    summary:
      'Close your quote: withdraw it, or (with opposing_eoi and confirm) trade it against an opposing quote',
  }),
  closeQuotes: defineEndpoint({
    ...quoteActionHeads.closeQuotes,
    body: z.strictObject({
      eoi_ids: z
        .array(recordIdSchema)
        .check(z.minLength(1, validationMessages.required), z.maxLength(maximumQuotesPerClose)),
    }),
    access: 'dealer',
    tag: 'quotes',
    summary: "Withdraw several of your firm's open quotes",
  }),
  expireQuote: defineEndpoint({
    ...quoteActionHeads.expireQuote,
    params: idParametersSchema,
    // The spec's call sends an empty object; nothing in it is read.
    body: z.optional(z.looseObject({})),
    access: 'dealer',
    tag: 'quotes',
    summary: "Expire one of your firm's open quotes",
  }),
};
