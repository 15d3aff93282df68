import * as z from 'zod/mini';
import { exchangeSchema } from '../validation/clientClassification';
import { storedPriceSchema, storedYieldSchema } from '../validation/eoiCreatePayload';
import { validationMessages } from '../validation/messages';
import { storedQuantumSchema } from '../validation/storedQuantum';
import { recordIdSchema } from '../validation/tradingVocabulary';
import { idParametersSchema, queryFlagSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';
import { orderHeads } from './orderHeads';
import { orderStatuses } from './orderStatuses';
import { orderingQueryField, pageQueryFields } from './pageQuery';

/** A counterparty outside the platform, by the name the trade was done with. */
const counterpartyNameSchema = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200))));

/**
 * Report a trade (trading-and-chat 5, 7): the bond, the firm's side, size, a price or a yield, settlement
 * (a date or a delta, not both), the counterparty (a firm on the platform or a name) and the trade time.
 */
const reportTradeSchema = z
  .strictObject({
    finstrument_id: recordIdSchema,
    buy_or_sell: z.enum(['buy', 'sell']),
    quantity: storedQuantumSchema,
    unit_clean_price: z.optional(z.nullable(storedPriceSchema)),
    bond_yield: z.optional(z.nullable(storedYieldSchema)),
    settlement_date: z.optional(z.nullable(z.iso.date(validationMessages.date))),
    settlement_delta: z.optional(z.nullable(z.number().check(z.int(), z.minimum(0)))),
    counterparty_client_id: z.optional(z.nullable(recordIdSchema)),
    counterparty_name: counterpartyNameSchema,
    exchange: z.optional(z.nullable(exchangeSchema)),
    /** A firm from `api/trade/facilitator/` and one from `api/trade/agent/`, when the trade goes through them. */
    facilitator_id: z.optional(z.nullable(recordIdSchema)),
    agent_id: z.optional(z.nullable(recordIdSchema)),
    // Required on every reported trade (trading-and-chat 5: 'Trade time: required, earlier than the current time').
    trade_time: z.iso.datetime({
      offset: true,
      error: (issue) =>
        issue.input === undefined ? validationMessages.required : 'Please enter a valid date and time',
    }),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.unit_clean_price == null && body.bond_yield == null) {
        context.addIssue({ code: 'custom', path: ['unit_clean_price'], message: 'Price is required' });
      }
      if (body.settlement_date != null && body.settlement_delta != null) {
        context.addIssue({
          code: 'custom',
          path: ['settlement_delta'],
          message: validationMessages.settlementDateAndDelta,
        });
      }
    }),
  );

/** Modify an order: the changed fields (PATCH). */
const orderChangeFields = {
  quantity: z.optional(storedQuantumSchema),
  unit_clean_price: z.optional(storedPriceSchema),
  bond_yield: z.optional(z.nullable(storedYieldSchema)),
  settlement_date: z.optional(z.iso.date(validationMessages.date)),
  exchange: z.optional(z.nullable(exchangeSchema)),
  counterparty_name: counterpartyNameSchema,
};
const orderChangeSchema = z.strictObject(orderChangeFields);

/** Modify a whole order (PUT): size and price at least. */
const wholeOrderChangeSchema = z.strictObject({
  ...orderChangeFields,
  quantity: storedQuantumSchema,
  unit_clean_price: storedPriceSchema,
});

const brokerageSchema = z.strictObject({
  brokerage: z
    .number({ error: validationMessages.number })
    .check(z.minimum(0, validationMessages.negative), z.maximum(1e10)),
});

/** The counterparty's answer to a trade reported with it. */
const acceptRejectSchema = z.strictObject({ reported_order_status: z.enum(['ACCEPTED', 'REJECTED']) });

/** Settling an accepted order, or cancelling it at settlement. */
const settleCancelParametersSchema = z.strictObject({
  ...idParametersSchema.shape,
  action: z.enum(['settle', 'cancel']),
});

/** The unified list: a page, optionally filtered by comma-separated states, or every order (`paginate=false`). */
/**
 * The columns the unified order list sorts by (`ordering`, newest first without one): `bond` by the bond's
 * name, `side` and `counterparty` as the caller's firm sees them (its own side, the other firm's name).
 */
export const unifiedOrderOrderingFields = [
  'id',
  'kind',
  'bond',
  'side',
  'quantity',
  'unit_clean_price',
  'bond_yield',
  'settlement_date',
  'counterparty',
  'status',
  'created_at',
] as const;

const unifiedOrdersQuerySchema = z.strictObject({
  ...pageQueryFields,
  state: z.optional(
    z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.refine(
        (value) => value.split(',').every((state) => (orderStatuses as readonly string[]).includes(state)),
        `States are ${orderStatuses.join(', ')}.`,
      ),
    ),
  ),
  paginate: z.optional(queryFlagSchema),
  ordering: orderingQueryField(unifiedOrderOrderingFields),
});

/** Listing, reading, reporting and modifying orders and procurement orders, and a trade's brokerage. */
export const orderEndpoints = {
  reportTrade: defineEndpoint({
    ...orderHeads.reportTrade,
    body: reportTradeSchema,
    access: 'dealer',
    tag: 'orders',
    summary: 'Report a trade (orders); honours an Idempotency-Key header (a replay answers 200)',
  }),
  reportProcurementTrade: defineEndpoint({
    ...orderHeads.reportProcurementTrade,
    body: reportTradeSchema,
    access: 'dealer',
    tag: 'orders',
    summary: 'Report a trade (procurement-orders); honours an Idempotency-Key header (a replay answers 200)',
  }),
  modifyOrder: defineEndpoint({
    ...orderHeads.modifyOrder,
    params: idParametersSchema,
    body: orderChangeSchema,
    access: 'dealer',
    tag: 'orders',
    summary: 'Modify some fields of an order',
  }),
  modifyWholeOrder: defineEndpoint({
    ...orderHeads.modifyWholeOrder,
    params: idParametersSchema,
    body: wholeOrderChangeSchema,
    access: 'dealer',
    tag: 'orders',
    summary: 'Modify an order (quantity and price required)',
  }),
  modifyProcurementOrder: defineEndpoint({
    ...orderHeads.modifyProcurementOrder,
    params: idParametersSchema,
    body: orderChangeSchema,
    access: 'dealer',
    tag: 'orders',
    summary: 'Modify some fields of a procurement order',
  }),
  modifyWholeProcurementOrder: defineEndpoint({
    ...orderHeads.modifyWholeProcurementOrder,
    params: idParametersSchema,
    body: wholeOrderChangeSchema,
    access: 'dealer',
    tag: 'orders',
    summary: 'Modify a procurement order (quantity and price required)',
  }),
  getOrder: defineEndpoint({
    ...orderHeads.getOrder,
    params: idParametersSchema,
    access: 'trading',
    tag: 'orders',
    summary: "One of your firm's orders",
  }),
  getProcurementOrder: defineEndpoint({
    ...orderHeads.getProcurementOrder,
    params: idParametersSchema,
    access: 'trading',
    tag: 'orders',
    summary: "One of your firm's procurement orders",
  }),
  acceptOrRejectOrder: defineEndpoint({
    ...orderHeads.acceptOrRejectOrder,
    params: idParametersSchema,
    body: acceptRejectSchema,
    access: 'dealer',
    tag: 'orders',
    summary: 'Accept or reject (REJECTED) a trade your counterparty reported',
  }),
  acceptOrRejectProcurementOrder: defineEndpoint({
    ...orderHeads.acceptOrRejectProcurementOrder,
    params: idParametersSchema,
    body: acceptRejectSchema,
    access: 'dealer',
    tag: 'orders',
    summary: 'Accept or reject (REJECTED) a procurement trade your counterparty reported',
  }),
  cancelOrder: defineEndpoint({
    ...orderHeads.cancelOrder,
    params: idParametersSchema,
    access: 'dealer',
    tag: 'orders',
    summary:
      'Cancel an order (holdings move back); an accepted trade between two platform firms only by agreement (409)',
  }),
  cancelProcurementOrder: defineEndpoint({
    ...orderHeads.cancelProcurementOrder,
    params: idParametersSchema,
    access: 'dealer',
    tag: 'orders',
    summary:
      'Cancel a procurement order (holdings move back); an accepted trade between two platform firms only by agreement (409)',
  }),
  settleOrCancelOrder: defineEndpoint({
    ...orderHeads.settleOrCancelOrder,
    params: settleCancelParametersSchema,
    access: 'trading',
    tag: 'orders',
    summary: 'Settle an accepted order, or cancel it at settlement (dealers and back office)',
  }),
  settleOrCancelProcurementOrder: defineEndpoint({
    ...orderHeads.settleOrCancelProcurementOrder,
    params: settleCancelParametersSchema,
    access: 'trading',
    tag: 'orders',
    summary: 'Settle an accepted procurement order, or cancel it at settlement (dealers and back office)',
  }),
  listUnifiedOrders: defineEndpoint({
    ...orderHeads.listUnifiedOrders,
    query: unifiedOrdersQuerySchema,
    access: 'trading',
    tag: 'orders',
    summary: "Your firm's orders and procurement orders, latest first, filtered by state",
  }),
  updateBrokerage: defineEndpoint({
    ...orderHeads.updateBrokerage,
    params: idParametersSchema,
    body: brokerageSchema,
    access: 'dealer',
    tag: 'trade',
    summary: 'Set the brokerage of a trade (order) your firm is party to',
  }),
};
