import * as z from 'zod';
import { tradeTicketActionSchema, tradeTicketStateSchema } from '../../validation/tradeTicketPayloads';
import { entityIdSchema } from './common';
import { orderSchema } from './order';

/** The broker side of a trade ticket: which sides the broker acts for, and the broker user. */
export const brokerDetailsSchema = z.looseObject({
  buy: z.boolean(),
  sell: z.boolean(),
  user_id: z.nullable(entityIdSchema),
  name: z.string().nullable().optional(),
});

/** One party of a ticket: the dealer and their firm. */
export const ticketPartySchema = z.looseObject({
  user_id: z.nullable(entityIdSchema),
  client_id: z.optional(z.nullable(entityIdSchema)),
  name: z.string().nullable().optional(),
  brand_name: z.string().nullable().optional(),
});

/** What happened to a ticket, oldest first. */
export const ticketHistoryEntrySchema = z.looseObject({
  at: z.string(),
  action: z.string(),
  from: z.string().nullable(),
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
  broker_details: brokerDetailsSchema.nullable(),
  seller_details: ticketPartySchema.nullable(),
  buyer_details: ticketPartySchema.nullable().optional(),
  state: tradeTicketStateSchema,
  finstrument_id: z.optional(entityIdSchema),
  display_name: z.string().nullable().optional(),
  isin: z.string().nullable().optional(),
  quantity: z.number().optional(),
  unit_clean_price: z.number().nullable().optional(),
  bond_yield: z.number().nullable().optional(),
  fixed_field: z.enum(['yield', 'price']).nullable().optional(),
  /** The firm whose price is on the table (NEGOTIATING): the other one answers it. */
  price_proposed_by_client_id: z.optional(z.nullable(entityIdSchema)),
  exchange: z.string().optional(),
  settlement_date: z.string().nullable().optional(),
  principal: z.number().nullable().optional(),
  accrued_interest: z.number().nullable().optional(),
  consideration: z.number().nullable().optional(),
  custodian: z.looseObject({ client_id: entityIdSchema, name: z.string() }).nullable().optional(),
  order_id: z.optional(z.nullable(entityIdSchema)),
  channel_url: z.string().nullable().optional(),
  source: z.string().optional(),
  note: z.string().nullable().optional(),
  my_side: z.enum(['buy', 'sell']).nullable().optional(),
  allowed_actions: z.array(tradeTicketActionSchema).optional(),
  history: z.array(ticketHistoryEntrySchema).optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
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
