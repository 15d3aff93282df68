import * as z from 'zod/mini';
import { exchangeSchema } from '../validation/clientClassification';
import { storedPriceSchema, storedYieldSchema } from '../validation/eoiCreatePayload';
import { validationMessages } from '../validation/messages';
import { plainText } from '../validation/plainText';
import { storedQuantumSchema } from '../validation/storedQuantum';
import { idParametersSchema } from './commonSchemas';
import { clusterHeads } from './clusterHeads';
import { defineEndpoint } from './endpoint';

const integerMessage = 'A valid integer is required.';

/** The quote of the negotiation being accepted. */
const acceptQuerySchema = z.strictObject({
  lsId: z.coerce.number({ error: integerMessage }).check(z.int(integerMessage), z.positive()),
});

/** The terms the acceptor saw: a quote that moved since is refused (400 on the field that moved). */
const acceptBodySchema = z.strictObject({
  bond_yield: storedYieldSchema,
  unit_clean_price: storedPriceSchema.check(z.refine((value) => value > 0, validationMessages.zero)),
  total_accrued_interest: z.number({ error: validationMessages.number }),
  exchange: exchangeSchema,
});

/** `POST api/eoi/{id}/trade/`: the firm quote's price as the hitter saw it, and where to book the trade. */
const firmQuoteTradeBodySchema = z.strictObject({
  unit_clean_price: storedPriceSchema.check(z.refine((value) => value > 0, validationMessages.zero)),
  exchange: exchangeSchema,
  /** How much to trade, in rupees: up to what is left of the quote (a partial fill); absent, all of it. */
  quantum: z.optional(storedQuantumSchema),
});

/** The price to read a negotiation at: a stored price above zero. */
const atPriceQuerySchema = z.strictObject({
  price: z.pipe(
    z.coerce.number({ error: validationMessages.number }),
    storedPriceSchema.check(z.refine((value) => value > 0, validationMessages.zero)),
  ),
});

/** A negotiation's note, or its closing (the owner only). */
const clusterUpdateSchema = z.strictObject({
  note: z.optional(z.nullable(plainText(500))),
  state: z.optional(z.enum(['OPEN', 'CLOSED'])),
});

/**
 * Negotiations (clusters, trading-and-chat 3): reading them (any trading role of a firm taking part),
 * updating one and accepting one of its quotes (dealers).
 */
export const clusterEndpoints = {
  listClusters: defineEndpoint({
    ...clusterHeads.listClusters,
    access: 'trading',
    tag: 'quotes',
    summary: 'Negotiations your firm takes part in, latest first',
  }),
  getCluster: defineEndpoint({
    ...clusterHeads.getCluster,
    params: idParametersSchema,
    access: 'trading',
    tag: 'quotes',
    summary: 'A negotiation and its quotes',
  }),
  getClusterAtPrice: defineEndpoint({
    ...clusterHeads.getClusterAtPrice,
    params: idParametersSchema,
    query: atPriceQuerySchema,
    access: 'trading',
    tag: 'quotes',
    summary: 'A negotiation with the yield and money of trading it at `price`',
  }),
  updateCluster: defineEndpoint({
    ...clusterHeads.updateCluster,
    params: idParametersSchema,
    body: clusterUpdateSchema,
    access: 'dealer',
    tag: 'quotes',
    summary: 'Update a negotiation: its note, or close it (owner only)',
  }),
  acceptCluster: defineEndpoint({
    ...clusterHeads.acceptCluster,
    params: idParametersSchema,
    query: acceptQuerySchema,
    body: acceptBodySchema,
    access: 'dealer',
    tag: 'quotes',
    summary: 'Accept the quote `lsId` of a negotiation at the price seen: creates exactly one order',
  }),
  tradeFirmQuote: defineEndpoint({
    ...clusterHeads.tradeFirmQuote,
    params: idParametersSchema,
    body: firmQuoteTradeBodySchema,
    access: 'dealer',
    tag: 'quotes',
    summary:
      "Hit or lift another firm's FIRM quote at the price seen: a trade at once (one order) for `quantum` (default: all that is left; less leaves the rest live, more is refused); an INDICATIVE quote is refused (send a request with POST api/eoi/add/)",
  }),
};
