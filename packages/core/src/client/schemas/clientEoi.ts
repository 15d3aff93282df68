import * as z from 'zod/mini';
import { quoteTypeSchema } from '../../validation/tradingVocabulary';
import { entityIdSchema } from './common';
import { inventoryPositionSchema } from './inventory';
import { orderSchema } from './order';

/** A firm as a client EOI names it: its id and the name a user reads (the brand name when it has one). */
const namedFirmSchema = z.object({ id: entityIdSchema, name: z.string() });
export type NamedFirm = z.infer<typeof namedFirmSchema>;

/** Where a client's EOI stands: waiting for a quote, quoted, accepted (an order), withdrawn or expired. */
const clientEoiStatusSchema = z.enum(['OPEN', 'QUOTED', 'ACCEPTED', 'WITHDRAWN', 'EXPIRED']);
export type ClientEoiStatus = z.infer<typeof clientEoiStatusSchema>;

/** The broker-dealer's quote on a client's EOI: a firm price and its yield, good until `valid_until`. */
const clientEoiQuoteSchema = z.object({
  id: entityIdSchema,
  unit_clean_price: z.number(),
  /** Fraction, 6 decimals; null for a bond the engine cannot price. */
  bond_yield: z.nullable(z.number()),
  quoted_by: z.string(),
  quoted_at: z.string(),
  valid_until: z.string(),
});
export type ClientEoiQuote = z.infer<typeof clientEoiQuoteSchema>;

/**
 * An EOI a client of a broker-dealer sends its broker (trading-and-chat 3: `end_client_id`, `broker_id`): the
 * bond, the client's side (`BID` to buy, `ASK` to sell), the size, an optional level (interest at a price or
 * yield; none is a request for a quote), the broker's latest quote and, once accepted, the order.
 */
export const clientEoiSchema = z.object({
  id: entityIdSchema,
  finstrument_id: entityIdSchema,
  display_name: z.string(),
  isin: z.string(),
  quote_type: quoteTypeSchema,
  quantum: z.number(),
  unit_price_stored: z.nullable(z.number()),
  yield_stored: z.nullable(z.number()),
  status: clientEoiStatusSchema,
  client: namedFirmSchema,
  broker: namedFirmSchema,
  requested_by: z.string(),
  created_at: z.string(),
  quote: z.nullable(clientEoiQuoteSchema),
  order_id: z.nullable(entityIdSchema),
});
export type ClientEoi = z.infer<typeof clientEoiSchema>;

/** The signed-in client's EOIs, newest first, and the broker-dealer they go to (null: not linked to one). */
export const clientEoiListSchema = z.object({
  broker: z.nullable(namedFirmSchema),
  eois: z.array(clientEoiSchema),
});
export type ClientEoiList = z.infer<typeof clientEoiListSchema>;

/** What accepting a quote answers: the EOI, now ACCEPTED, and the order both sides see. */
export const clientEoiAcceptanceSchema = z.object({ eoi: clientEoiSchema, order: orderSchema });
export type ClientEoiAcceptance = z.infer<typeof clientEoiAcceptanceSchema>;

/** A client's own bonds: its holdings (valued) and its orders, newest first. */
export const clientPortfolioSchema = z.object({
  holdings: z.array(inventoryPositionSchema),
  orders: z.array(orderSchema),
});
export type ClientPortfolio = z.infer<typeof clientPortfolioSchema>;
