import { date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

/** A MIND conversation: owned by one user (and firm); ids are random, never sequential. */
export const mindConversations = pgTable('mind_conversations', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id),
  title: text('title').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The messages of a conversation, in order; parts as the AI SDK's `UIMessage` parts. */
export const mindMessages = pgTable(
  'mind_messages',
  {
    id: text('id').notNull(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => mindConversations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    role: text('role').notNull(),
    parts: jsonb('parts').$type<Record<string, unknown>[]>().notNull(),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.position] })],
);

/** A read-only snapshot of a conversation behind an unguessable link; revoking keeps the row. */
export const mindShares = pgTable('mind_shares', {
  id: text('id').primaryKey(),
  conversationId: text('conversation_id')
    .notNull()
    .references(() => mindConversations.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  messages: jsonb('messages').$type<unknown[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Questions asked and LLM tokens spent per user and India date (the daily limits). */
export const mindUsage = pgTable(
  'mind_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    questions: integer('questions').notNull().default(0),
    tokens: integer('tokens').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
