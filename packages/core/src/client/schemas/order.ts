import * as z from 'zod/mini';
import { entityIdSchema } from './common';

/** Orders and procurement orders share their endpoints' shapes; `kind` picks the path. */
export type OrderKind = 'orders' | 'procurement-orders';

/** A firm a trade goes through (facilitator or agent), by id and the name it trades under. */
const tradePartySchema = z.object({ id: entityIdSchema, name: z.string() });
export type TradeParty = z.infer<typeof tradePartySchema>;

/** Whether the counterparty agreed to a trade's consideration. */
const considerationStatusSchema = z.enum(['PENDING', 'ACCEPTED', 'REJECTED']);
export type ConsiderationStatus = z.infer<typeof considerationStatusSchema>;

/** An order. Statuses beyond REJECTED are not listed by the spec, so `status` is any text. */
export const orderSchema = z.looseObject({
  id: entityIdSchema,
  finstrument_id: entityIdSchema,
  status: z.string(),
  buy_or_sell: z.enum(['buy', 'sell']),
  quantity: z.number(),
  unit_clean_price: z.nullable(z.number()),
  bond_yield: z.nullable(z.number()),
  settlement_date: z.nullable(z.string()),
  // Fields the reference server sends (optional: another server may not).
  kind: z.optional(z.enum(['orders', 'procurement-orders'])),
  display_name: z.optional(z.string()),
  isin: z.optional(z.string()),
  accrued_interest: z.optional(z.number()),
  consideration: z.optional(z.number()),
  exchange: z.optional(z.nullable(z.string())),
  brokerage: z.optional(z.nullable(z.number())),
  counterparty_name: z.optional(z.nullable(z.string())),
  /** Whether the viewer's firm reported it (then the other firm accepts or rejects it). */
  is_owner: z.optional(z.boolean()),
  /**
   * Whether both firms on the platform agreed to this trade: then it changes only by a two-sided amendment
   * and neither firm cancels it alone (the server answers 409).
   */
  changes_by_amendment: z.optional(z.boolean()),
  /** The facilitator and the agent the trade goes through (`api/trade/facilitator/`, `api/trade/agent/`). */
  facilitator: z.optional(z.nullable(tradePartySchema)),
  agent: z.optional(z.nullable(tradePartySchema)),
  /**
   * Between two firms on the platform: whether the counterparty accepted the consideration (PENDING until
   * it does, again after an amendment changes it); null for a trade with an outside party.
   */
  consideration_status: z.optional(z.nullable(considerationStatusSchema)),
  /** Whether the viewer's firm may accept or reject the consideration now. */
  can_decide_consideration: z.optional(z.boolean()),
  history: z.optional(
    z.array(z.object({ at: z.string(), from: z.nullable(z.string()), to: z.string(), by: z.number() })),
  ),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
});
export type Order = z.infer<typeof orderSchema>;

/** What setting a trade's brokerage answers: the order, its brokerage (rupees) and its status. */
export const orderBrokerageSchema = z.object({
  id: entityIdSchema,
  brokerage: z.nullable(z.number()),
  status: z.string(),
});
export type OrderBrokerage = z.infer<typeof orderBrokerageSchema>;
