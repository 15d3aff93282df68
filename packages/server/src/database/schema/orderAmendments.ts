import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { orders } from './trading';
import { users } from './users';

/** The terms of a trade an amendment can change. */
export interface OrderTerms {
  quantity: number;
  unit_clean_price: number;
  bond_yield: number | null;
  settlement_date: string;
  exchange: string | null;
}

/** A proposed change to an accepted trade: it applies only when the other firm accepts it. */
export const orderAmendments = pgTable(
  'order_amendments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    proposedByClientId: integer('proposed_by_client_id')
      .notNull()
      .references(() => clients.id),
    proposedByUserId: integer('proposed_by_user_id')
      .notNull()
      .references(() => users.id),
    /** PROPOSED, then ACCEPTED, REJECTED or WITHDRAWN. */
    status: text('status').notNull(),
    /** Only the fields the proposal changes. */
    changes: jsonb('changes').$type<Partial<OrderTerms>>().notNull(),
    /** The trade's terms when proposed: an amendment applies only to the trade it was written against. */
    termsBefore: jsonb('terms_before').$type<OrderTerms>().notNull(),
    note: text('note'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_amendments_order_idx').on(table.orderId),
    uniqueIndex('order_amendments_one_open')
      .on(table.orderId)
      .where(sql`status = 'PROPOSED'`),
  ],
);

/** One row per change of an order: who, which firm, what, and the terms or status before and after. */
export const orderAudit = pgTable(
  'order_audit',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    actorClientId: integer('actor_client_id')
      .notNull()
      .references(() => clients.id),
    action: text('action').notNull(),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_audit_order_idx').on(table.orderId, table.id)],
);
