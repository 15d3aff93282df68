import * as z from 'zod/mini';
import { exchangeSchema } from '../validation/clientClassification';
import { validationMessages } from '../validation/messages';
import { plainText } from '../validation/plainText';
import { quoteTypeSchema } from '../validation/tradingVocabulary';
import { idParametersSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';
import { listQueryBodySchema } from './listQueryBody';
import { securityPageHeads } from './securityPageHeads';

// The reads of a bond's security page (trading-and-chat 7). The POST reads take no body: the server
// reads none of it (a client sends `{}`, as on every write).

/** The security page: the bond's record and info block, its market quotes, rationale and quote sheet. */
export const securityPageEndpoints = {
  getFinstrumentRecord: defineEndpoint({
    ...securityPageHeads.getFinstrumentRecord,
    params: idParametersSchema,
    access: 'public',
    tag: 'market',
    summary: "A bond's full record: terms, issuer and market",
  }),
  getFinstrumentInfo: defineEndpoint({
    ...securityPageHeads.getFinstrumentInfo,
    params: idParametersSchema,
    access: 'public',
    tag: 'market',
    summary: "A bond's info block: price, accrued, duration, option yields, last trade",
  }),
  getMarketQuote: defineEndpoint({
    ...securityPageHeads.getMarketQuote,
    params: idParametersSchema,
    body: z.strictObject({
      infer_from_market: z._default(z.boolean(), false),
      quote_type: z._default(quoteTypeSchema, 'BID'),
    }),
    access: 'signedIn',
    tag: 'market',
    summary: 'The best market quote of one side, from the book or inferred from the live yield',
  }),
  getQuote: defineEndpoint({
    ...securityPageHeads.getQuote,
    params: idParametersSchema,
    access: 'signedIn',
    tag: 'market',
    summary: 'A two-way quote of a bond (book or indicative)',
  }),
  getMasterQuote: defineEndpoint({
    ...securityPageHeads.getMasterQuote,
    params: idParametersSchema,
    access: 'signedIn',
    tag: 'market',
    summary: 'The master quote: the two-way quote with the bond',
  }),
  getCreditRationale: defineEndpoint({
    ...securityPageHeads.getCreditRationale,
    params: idParametersSchema,
    access: 'public',
    tag: 'market',
    summary: "The issuer's credit rationale (demo text, marked as such)",
  }),
  downloadQuote: defineEndpoint({
    ...securityPageHeads.downloadQuote,
    params: idParametersSchema,
    access: 'signedIn',
    tag: 'market',
    summary: "A bond's quote sheet as a PDF",
  }),
  getCashflows: defineEndpoint({
    ...securityPageHeads.getCashflows,
    params: idParametersSchema,
    body: z.strictObject({
      /** Rupees of face value held. */
      quantity: z
        .number({ error: validationMessages.number })
        .check(z.positive(validationMessages.zero), z.maximum(1e12, validationMessages.quantumDigits)),
      /** The flows after this ISO date. */
      ref_date: z.iso.date(validationMessages.date),
    }),
    access: 'public',
    tag: 'market',
    summary: 'The cash flows a holder of `quantity` (rupees of face value) receives after `ref_date`',
  }),
  getBondsBySameIssuer: defineEndpoint({
    ...securityPageHeads.getBondsBySameIssuer,
    params: idParametersSchema,
    body: listQueryBodySchema(
      ['maturity_date', 'coupon_rate', 'display_name'],
      z.strictObject({ instrument_type: z.optional(plainText(60)), available: z.optional(z.boolean()) }),
    ),
    access: 'public',
    tag: 'market',
    summary: 'Other bonds of the same issuer',
  }),
  getBondTrades: defineEndpoint({
    ...securityPageHeads.getBondTrades,
    params: idParametersSchema,
    body: listQueryBodySchema(
      ['trade_date', 'unit_clean_price', 'bond_yield', 'quantity'],
      z.strictObject({
        from_date: z.optional(z.iso.date(validationMessages.date)),
        to_date: z.optional(z.iso.date(validationMessages.date)),
        exchange: z.optional(exchangeSchema),
      }),
    ),
    access: 'public',
    tag: 'market',
    summary: "The bond's trade prints",
  }),
};
