import * as z from 'zod';
import { entityIdSchema } from './common';

/** Orders and procurement orders share their endpoints' shapes; `kind` picks the path. */
export type OrderKind = 'orders' | 'procurement-orders';

/** A firm a trade goes through (facilitator or agent), by id and the name it trades under. */
export const tradePartySchema = z.object({ id: entityIdSchema, name: z.string() });
export type TradeParty = z.infer<typeof tradePartySchema>;

/** Whether the counterparty agreed to a trade's consideration. */
export const considerationStatusSchema = z.enum(['PENDING', 'ACCEPTED', 'REJECTED']);
export type ConsiderationStatus = z.infer<typeof considerationStatusSchema>;

/** An order. Statuses beyond REJECTED are not listed by the spec, so `status` is any text. */
export const orderSchema = z.looseObject({
  id: entityIdSchema,
  finstrument_id: entityIdSchema,
  status: z.string(),
  buy_or_sell: z.enum(['buy', 'sell']),
  quantity: z.number(),
  unit_clean_price: z.number().nullable(),
  bond_yield: z.number().nullable(),
  settlement_date: z.string().nullable(),
  // Fields the reference server sends (optional: another server may not).
  kind: z.enum(['orders', 'procurement-orders']).optional(),
  display_name: z.string().optional(),
  isin: z.string().optional(),
  accrued_interest: z.number().optional(),
  consideration: z.number().optional(),
  exchange: z.string().nullable().optional(),
  brokerage: z.number().nullable().optional(),
  counterparty_name: z.string().nullable().optional(),
  /** Whether the viewer's firm reported it (then the other firm accepts or rejects it). */
  is_owner: z.boolean().optional(),
  /**
   * Whether both firms on the platform agreed to this trade: then it changes only by a two-sided amendment
   * and neither firm cancels it alone (the server answers 409).
   */
  changes_by_amendment: z.boolean().optional(),
  /** The facilitator and the agent the trade goes through (`api/trade/facilitator/`, `api/trade/agent/`). */
  facilitator: tradePartySchema.nullable().optional(),
  agent: tradePartySchema.nullable().optional(),
  /**
   * Between two firms on the platform: whether the counterparty accepted the consideration (PENDING until
   * it does, again after an amendment changes it); null for a trade with an outside party.
   */
  consideration_status: considerationStatusSchema.nullable().optional(),
  /** Whether the viewer's firm may accept or reject the consideration now. */
  can_decide_consideration: z.boolean().optional(),
  history: z
    .array(z.object({ at: z.string(), from: z.string().nullable(), to: z.string(), by: z.number() }))
    .optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;
