import * as z from 'zod/mini';

// zod/mini (about 4 kB) rather than zod: every frame of a live market passes through these schemas, and a
// partner embedding one widget pays for the bytes. Objects are loose where a server may reasonably add
// fields (ticket rows, quote rows) so that a newer server never breaks an older client.

const finstrumentId = z.int().check(z.positive());
const recordId = z.int().check(z.positive());

/** A new price for one bond. Superseded by the next update of the same `finstrument_id`. */
const priceUpdateMessageSchema = z.object({
  type: z.literal('price_update'),
  finstrument_id: finstrumentId,
  unit_clean_price: z.number(),
  /** A fraction (7.25 % is 0.0725), as everywhere on the wire. */
  bond_yield: z.number(),
  settlement_date: z.optional(z.string()),
  /** When the hub's source published it, milliseconds since the epoch (for staleness and latency). */
  published_at: z.optional(z.number()),
});

/** Public runs changed: refetch the public runs (optionally only for these bonds). */
const publicRunsRefreshMessageSchema = z.object({
  type: z.literal('public_runs_refresh'),
  finstrument_ids: z.optional(z.array(finstrumentId)),
});

/** Some quotes changed: refetch only these rows instead of whole lists. */
const partialRefreshMessageSchema = z.object({
  type: z.literal('partial_refresh'),
  eoi_ids: z.array(recordId),
  finstrument_ids: z.optional(z.array(finstrumentId)),
});

/** Keep-alive. The client pings every 10 s; either side answers a ping with a pong. */
export const pingMessageSchema = z.object({ type: z.literal('ping') });
export const pongMessageSchema = z.object({ type: z.literal('pong') });

/** The hub accepted the `auth` frame; events for this user flow from here on. */
const authOkMessageSchema = z.object({
  type: z.literal('auth_ok'),
  user_id: recordId,
});

const openTicketSchema = z.looseObject({
  id: recordId,
  finstrument_id: z.optional(finstrumentId),
  buy_or_sell: z.optional(z.enum(['buy', 'sell'])),
  state: z.optional(z.string()),
});

/** The complete list of the user's open trade tickets (it replaces the previous list). */
const openTicketsMessageSchema = z.object({
  type: z.literal('open_tickets'),
  tickets: z.array(openTicketSchema),
});

const privateRunQuoteSchema = z.looseObject({
  id: recordId,
  finstrument_id: finstrumentId,
});

/** Quotes from chats visible to the user's firm (private runs): the changed rows. */
const privateRunsMessageSchema = z.object({
  type: z.literal('private_runs'),
  quotes: z.array(privateRunQuoteSchema),
});

/** Something happened in an RFQ negotiation the user takes part in. */
const rfqNegotiationMessageSchema = z.object({
  type: z.literal('rfq_negotiation'),
  eoi_id: recordId,
  finstrument_id: finstrumentId,
  /** What happened, for example `countered`, `accepted`, `rejected`, `expired`. */
  action: z.string(),
  /** A human-readable line for a toast. */
  message: z.optional(z.string()),
});

/** Inquiries changed: refetch them. */
const inquiriesRefreshMessageSchema = z.object({ type: z.literal('inquiries_refresh') });

/** The number of the user's open orders. */
const openOrderCountMessageSchema = z.object({
  type: z.literal('open_order_count'),
  count: z.int().check(z.nonnegative()),
});

/** A dealer's price override for one bond changed; nulls mean the override was removed. */
const priceOverrideUpdateMessageSchema = z.object({
  type: z.literal('price_override_update'),
  finstrument_id: finstrumentId,
  unit_clean_price: z.nullable(z.number()),
  bond_yield: z.nullable(z.number()),
});

/**
 * An order of the user's firm changed (status, or an amendment proposed or decided): refetch it. Beyond the
 * spec's list, so the counterparty of a settlement or an amendment sees it live.
 */
const orderUpdateMessageSchema = z.object({
  type: z.literal('order_update'),
  order_id: z.int().check(z.positive()),
  kind: z.enum(['orders', 'procurement-orders']),
  status: z.string(),
  /** What happened: `accept`, `settle`, `amendment.proposed`, `amendment.accepted`, … */
  action: z.string(),
});

/**
 * Every message the hub may send, by `type`. A `batch` frame (`{ "type": "batch", "messages": [...] }`)
 * carries several of these; it is an envelope, not a message, and is unpacked before dispatch.
 */
export const tradeStreamServerMessageSchemas = {
  auth_ok: authOkMessageSchema,
  ping: pingMessageSchema,
  pong: pongMessageSchema,
  price_update: priceUpdateMessageSchema,
  public_runs_refresh: publicRunsRefreshMessageSchema,
  partial_refresh: partialRefreshMessageSchema,
  open_tickets: openTicketsMessageSchema,
  private_runs: privateRunsMessageSchema,
  rfq_negotiation: rfqNegotiationMessageSchema,
  inquiries_refresh: inquiriesRefreshMessageSchema,
  open_order_count: openOrderCountMessageSchema,
  price_override_update: priceOverrideUpdateMessageSchema,
  order_update: orderUpdateMessageSchema,
} as const;

type Schemas = typeof tradeStreamServerMessageSchemas;

/** The type name of a message the hub sends. */
export type TradeStreamServerMessageType = keyof Schemas;

/** Each server message, by its type name. */
export type TradeStreamServerMessageMap = { [Type in TradeStreamServerMessageType]: z.infer<Schemas[Type]> };

/** Any message the hub sends. */
export type TradeStreamServerMessage = TradeStreamServerMessageMap[TradeStreamServerMessageType];

export type PriceUpdateMessage = TradeStreamServerMessageMap['price_update'];
export type PublicRunsRefreshMessage = TradeStreamServerMessageMap['public_runs_refresh'];
export type PartialRefreshMessage = TradeStreamServerMessageMap['partial_refresh'];
export type OpenTicketsMessage = TradeStreamServerMessageMap['open_tickets'];
export type PrivateRunsMessage = TradeStreamServerMessageMap['private_runs'];
export type RfqNegotiationMessage = TradeStreamServerMessageMap['rfq_negotiation'];
export type InquiriesRefreshMessage = TradeStreamServerMessageMap['inquiries_refresh'];
export type OpenOrderCountMessage = TradeStreamServerMessageMap['open_order_count'];
export type PriceOverrideUpdateMessage = TradeStreamServerMessageMap['price_override_update'];
export type OrderUpdateMessage = TradeStreamServerMessageMap['order_update'];

/** Every server message type name, for iteration (documentation, the hub's routing table). */
export const tradeStreamServerMessageTypes = Object.keys(
  tradeStreamServerMessageSchemas,
) as TradeStreamServerMessageType[];

/** The envelope type of a frame carrying several messages. */
export const tradeStreamBatchType = 'batch';

/** Whether a type name is one of the server's message types (an own key, not `toString`). */
export function isTradeStreamServerMessageType(type: string): type is TradeStreamServerMessageType {
  return Object.prototype.hasOwnProperty.call(tradeStreamServerMessageSchemas, type);
}
