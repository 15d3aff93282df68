import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { chatChannels } from './chat';
import { clients } from './clients';
import { instruments, orders } from './trading';
import { users } from './users';

/** One step of a ticket's life: who did what, from which state to which. */
export interface TicketHistoryEntry {
  at: string;
  action: string;
  from: string | null;
  to: string;
  by_user_id: number;
}

/**
 * Trade tickets negotiated in chat (migration 0018). The buyer and seller are the two parties (a dealer and
 * their firm each); a broker at a third firm may act for one or both sides. `state` follows
 * `trading/ticketStateMachine.ts`. Money is in rupees, fixed when the price is agreed.
 */
export const tradeTickets = pgTable(
  'trade_tickets',
  {
    id: serial('id').primaryKey(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    /** CHAT (opened in a chat) or MANUAL (terms agreed elsewhere). */
    source: text('source').notNull(),
    state: text('state').notNull(),
    /** The creator's side. */
    buyOrSell: text('buy_or_sell').notNull(),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    buyerClientId: integer('buyer_client_id')
      .notNull()
      .references(() => clients.id),
    sellerUserId: integer('seller_user_id')
      .notNull()
      .references(() => users.id),
    sellerClientId: integer('seller_client_id')
      .notNull()
      .references(() => clients.id),
    brokerUserId: integer('broker_user_id').references(() => users.id),
    brokerClientId: integer('broker_client_id').references(() => clients.id),
    brokerBuy: boolean('broker_buy').notNull().default(false),
    brokerSell: boolean('broker_sell').notNull().default(false),
    channelUrl: text('channel_url').references(() => chatChannels.url),
    quantity: doublePrecision('quantity').notNull(),
    unitCleanPrice: doublePrecision('unit_clean_price'),
    /** Fraction, 6 decimals. */
    bondYield: doublePrecision('bond_yield'),
    fixedField: text('fixed_field'),
    priceProposedByClientId: integer('price_proposed_by_client_id').references(() => clients.id),
    exchange: text('exchange').notNull(),
    settlementDelta: integer('settlement_delta').notNull(),
    settlementDate: date('settlement_date', { mode: 'string' }),
    principal: doublePrecision('principal'),
    accruedInterest: doublePrecision('accrued_interest'),
    consideration: doublePrecision('consideration'),
    custodianClientId: integer('custodian_client_id').references(() => clients.id),
    orderId: integer('order_id').references(() => orders.id),
    note: text('note'),
    history: jsonb('history')
      .$type<TicketHistoryEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trade_tickets_buyer_idx').on(table.buyerClientId, table.state),
    index('trade_tickets_seller_idx').on(table.sellerClientId, table.state),
    index('trade_tickets_broker_idx')
      .on(table.brokerClientId)
      .where(sql`broker_client_id IS NOT NULL`),
    uniqueIndex('trade_tickets_order_key')
      .on(table.orderId)
      .where(sql`order_id IS NOT NULL`),
  ],
);
