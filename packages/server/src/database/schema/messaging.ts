import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Every mail and SMS the server sends; the demo outbox (`/dev/outbox`) reads it. */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  deliveredVia: text('delivered_via').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Files uploaded for support tickets. */
export const uploadedFiles = pgTable('uploaded_files', {
  id: text('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  contentBase64: text('content_base64').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Support tickets; forwarded to Intercom when it is configured. */
export const supportTickets = pgTable('support_tickets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  ticketTypeId: integer('ticket_type_id').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  fileUrl: text('file_url'),
  contacts: jsonb('contacts')
    .$type<unknown[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  attributes: jsonb('attributes')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  forwardedTo: text('forwarded_to'),
  providerTicketId: text('provider_ticket_id'),
  forwardError: text('forward_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-wide settings, such as the secrets generated at first start outside production. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
