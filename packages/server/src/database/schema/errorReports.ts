import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

/** UI errors reported by the app; who and which firm come from the session, never from the report. */
export const errorReports = pgTable('error_reports', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  message: text('message').notNull(),
  stack: text('stack'),
  url: text('url').notNull(),
  userId: integer('user_id').references(() => users.id),
  userName: text('user_name'),
  clientId: integer('client_id').references(() => clients.id),
  clientName: text('client_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
