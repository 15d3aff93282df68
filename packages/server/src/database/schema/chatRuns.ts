import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { chatChannels, chatMessages } from './chat';
import { instruments } from './trading';

/** Runs read from channel messages (migration 0022_chat_runs); times in epoch milliseconds, as chat's. */
export const chatRuns = pgTable(
  'chat_runs',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id),
    channelUrl: text('channel_url')
      .notNull()
      .references(() => chatChannels.url),
    /** The sender's chat user id (`users.unique_id`). */
    senderId: text('sender_id').notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    /** `yield` (levels in percent) or `price` (clean prices). */
    quotedIn: text('quoted_in').notNull(),
    bidLevel: doublePrecision('bid_level'),
    bidSize: doublePrecision('bid_size'),
    offerLevel: doublePrecision('offer_level'),
    offerSize: doublePrecision('offer_size'),
    settlementDelta: integer('settlement_delta'),
    /** The part of the message the run was read from. */
    text: text('text').notNull(),
    createdAt: doublePrecision('created_at').notNull(),
  },
  (table) => [index('chat_runs_channel_idx').on(table.channelUrl, table.createdAt)],
);
