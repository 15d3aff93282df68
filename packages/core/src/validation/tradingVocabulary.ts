import * as z from 'zod/mini';

/** Quote sides. A new quote is a BID unless it says otherwise; an ask form defaults to ASK. */
const quoteTypes = ['BID', 'ASK'] as const;
export const quoteTypeSchema = z.enum(quoteTypes);
export type QuoteType = z.infer<typeof quoteTypeSchema>;

/**
 * A published quote's terms. FIRM: tradable at once at its level, up to its size (a hit or lift is a trade).
 * INDICATIVE: a level the quoting firm still confirms (a hit or lift is a request it accepts or lets lapse).
 * Answers in a negotiation (responses, counters) are firm: accepting one is a trade.
 */
const quoteFirmnesses = ['FIRM', 'INDICATIVE'] as const;
export const quoteFirmnessSchema = z.enum(quoteFirmnesses);
export type QuoteFirmness = z.infer<typeof quoteFirmnessSchema>;

/** Which value of a price/yield pair the user fixed; the other is derived from it. */
const fixedFields = ['yield', 'price'] as const;
export const fixedFieldSchema = z.enum(fixedFields);
export type FixedField = z.infer<typeof fixedFieldSchema>;

/**
 * Clearing corporations: NSCCL (the NSE's) and ICCL (the BSE's). The exchange credentials' `corp`
 * and an EOI's `clearing_corporation` name one; the session's `nsccl_*` and `iccl_*` fields match.
 */
const clearingCorporations = ['NSCCL', 'ICCL'] as const;
export const clearingCorporationSchema = z.enum(clearingCorporations);
export type ClearingCorporation = z.infer<typeof clearingCorporationSchema>;

/** A server-side numeric id. */
export const recordIdSchema = z.int().check(z.positive());
