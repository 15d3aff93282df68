import * as z from 'zod/mini';
import { storedPriceSchema, storedYieldSchema } from '../validation/eoiCreatePayload';
import { validationMessages } from '../validation/messages';
import { storedQuantumSchema } from '../validation/storedQuantum';
import { quoteTypeSchema, recordIdSchema } from '../validation/tradingVocabulary';
import { clientEoiHeads } from './clientEoiHeads';
import { idParametersSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';

/** How long a broker-dealer's quote to its client stays good when the dealer does not say. */
export const clientQuoteDefaultMinutes = 30;

/** The longest a broker-dealer's quote to its client stays good (a trading day). */
export const clientQuoteMaximumMinutes = 24 * 60;

/**
 * An EOI a client sends its broker-dealer (trading-and-chat 3): the bond, the side, the size and, optionally,
 * a level (a clean price or a yield fraction, not both): with one it is interest at that level, without one a
 * request for a quote.
 */
const clientEoiCreateSchema = z
  .strictObject({
    finstrument_id: recordIdSchema,
    quote_type: quoteTypeSchema,
    quantum: storedQuantumSchema,
    unit_price_stored: z.optional(z.nullable(storedPriceSchema)),
    yield_stored: z.optional(z.nullable(storedYieldSchema)),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.unit_price_stored != null && body.yield_stored != null) {
        context.addIssue({
          code: 'custom',
          path: ['yield_stored'],
          message: 'Give a price or a yield, not both.',
        });
      }
    }),
  );

/** A broker-dealer's quote on its client's EOI: a price or a yield (the other is computed), and how long it holds. */
const clientQuoteSchema = z
  .strictObject({
    unit_price_stored: z.optional(z.nullable(storedPriceSchema)),
    yield_stored: z.optional(z.nullable(storedYieldSchema)),
    valid_minutes: z._default(
      z
        .number({ error: validationMessages.number })
        .check(
          z.int(validationMessages.number),
          z.minimum(1, 'A quote holds for at least a minute.'),
          z.maximum(clientQuoteMaximumMinutes, 'A quote holds for at most a day (1,440 minutes).'),
        ),
      clientQuoteDefaultMinutes,
    ),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.unit_price_stored == null && body.yield_stored == null) {
        context.addIssue({ code: 'custom', path: ['unit_price_stored'], message: 'Price is required' });
      } else if (body.unit_price_stored != null && body.yield_stored != null) {
        context.addIssue({
          code: 'custom',
          path: ['yield_stored'],
          message: 'Give a price or a yield, not both.',
        });
      }
    }),
  );

/**
 * The path of a client of a broker-dealer (an individual client a broking firm manages): its EOIs to its
 * broker, the broker's quotes on them, accepting one (an order both see) and its own holdings and orders;
 * and the broker's side: the EOIs its clients sent, and quoting them.
 */
export const clientEoiEndpoints = {
  createClientEoi: defineEndpoint({
    ...clientEoiHeads.createClientEoi,
    body: clientEoiCreateSchema,
    access: 'investor',
    tag: 'trade',
    summary: 'Express interest in a bond or request a quote: an EOI to your broker-dealer',
  }),
  listClientEois: defineEndpoint({
    ...clientEoiHeads.listClientEois,
    access: 'investor',
    tag: 'trade',
    summary: 'Your EOIs to your broker-dealer, with its quotes, newest first',
  }),
  acceptClientEoiQuote: defineEndpoint({
    ...clientEoiHeads.acceptClientEoiQuote,
    params: idParametersSchema,
    body: z.strictObject({ quote_id: recordIdSchema }),
    access: 'investor',
    tag: 'trade',
    summary: "Accept your broker-dealer's quote on your EOI (the quote you saw): an order both of you see",
  }),
  withdrawClientEoi: defineEndpoint({
    ...clientEoiHeads.withdrawClientEoi,
    params: idParametersSchema,
    access: 'investor',
    tag: 'trade',
    summary: 'Withdraw your EOI before it is accepted',
  }),
  getClientPortfolio: defineEndpoint({
    ...clientEoiHeads.getClientPortfolio,
    access: 'investor',
    tag: 'trade',
    summary: 'Your holdings and your orders',
  }),
  listFirmClientEois: defineEndpoint({
    ...clientEoiHeads.listFirmClientEois,
    access: 'trading',
    tag: 'trade',
    summary: "The EOIs your firm's clients sent it, open ones first",
  }),
  quoteClientEoi: defineEndpoint({
    ...clientEoiHeads.quoteClientEoi,
    params: idParametersSchema,
    body: clientQuoteSchema,
    access: 'dealer',
    tag: 'trade',
    summary: "Quote a client's EOI sent to your firm (a new quote replaces the last)",
  }),
};
