import * as z from 'zod/mini';
import { tradeTicketActionSchema, tradeTicketStateSchema } from '../../validation/tradeTicketPayloads';
import { entityIdSchema } from './common';
import { orderSchema } from './order';

/** The broker side of a trade ticket: which sides the broker acts for, and the broker user. */
const brokerDetailsSchema = z.looseObject({
  buy: z.boolean(),
  sell: z.boolean(),
  user_id: z.nullable(entityIdSchema),
  name: z.optional(z.nullable(z.string())),
});

/** One party of a ticket: the dealer and their firm. */
const ticketPartySchema = z.looseObject({
  user_id: z.nullable(entityIdSchema),
  client_id: z.optional(z.nullable(entityIdSchema)),
  name: z.optional(z.nullable(z.string())),
  brand_name: z.optional(z.nullable(z.string())),
});

/** What happened to a ticket, oldest first. */
const ticketHistoryEntrySchema = z.looseObject({
  at: z.string(),
  action: z.string(),
  from: z.nullable(z.string()),
  to: z.string(),
  by_user_id: entityIdSchema,
});

/**
 * A trade-chat ticket (`api/chatter/trade/`). `buy_or_sell` is the creator's side; the caller's own side
 * follows from `seller_details` and `broker_details` (spec), and the server states it as `my_side`, with the
 * actions the caller may take now (`allowed_actions`). Money is in rupees to the paisa.
 */
export const tradeTicketSchema = z.looseObject({
  id: entityIdSchema,
  buy_or_sell: z.enum(['buy', 'sell']),
  broker_details: z.nullable(brokerDetailsSchema),
  seller_details: z.nullable(ticketPartySchema),
  buyer_details: z.optional(z.nullable(ticketPartySchema)),
  state: tradeTicketStateSchema,
  finstrument_id: z.optional(entityIdSchema),
  display_name: z.optional(z.nullable(z.string())),
  isin: z.optional(z.nullable(z.string())),
  quantity: z.optional(z.number()),
  unit_clean_price: z.optional(z.nullable(z.number())),
  bond_yield: z.optional(z.nullable(z.number())),
  fixed_field: z.optional(z.nullable(z.enum(['yield', 'price']))),
  /** The firm whose price is on the table (NEGOTIATING): the other one answers it. */
  price_proposed_by_client_id: z.optional(z.nullable(entityIdSchema)),
  exchange: z.optional(z.string()),
  settlement_date: z.optional(z.nullable(z.string())),
  principal: z.optional(z.nullable(z.number())),
  accrued_interest: z.optional(z.nullable(z.number())),
  consideration: z.optional(z.nullable(z.number())),
  custodian: z.optional(z.nullable(z.looseObject({ client_id: entityIdSchema, name: z.string() }))),
  order_id: z.optional(z.nullable(entityIdSchema)),
  channel_url: z.optional(z.nullable(z.string())),
  source: z.optional(z.string()),
  note: z.optional(z.nullable(z.string())),
  my_side: z.optional(z.nullable(z.enum(['buy', 'sell']))),
  allowed_actions: z.optional(z.array(tradeTicketActionSchema)),
  history: z.optional(z.array(ticketHistoryEntrySchema)),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
});
export type TradeTicket = z.infer<typeof tradeTicketSchema>;

/**
 * `GET api/chatter/trade/confirmed-trade/{id}/`: a CONFIRMED ticket, the order it made (both firms see it in
 * their orders) and where to download its confirmation PDF.
 */
export const confirmedTradeSchema = z.looseObject({
  ticket: tradeTicketSchema,
  order: orderSchema,
  confirmation_url: z.string(),
});
export type ConfirmedTrade = z.infer<typeof confirmedTradeSchema>;
