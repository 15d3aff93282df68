import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';

/** People who sign in. E-mail addresses are stored lower-cased; mobiles as 10 digits without prefix. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    uniqueId: text('unique_id').notNull(),
    suprsendSubscriberId: text('suprsend_subscriber_id'),
    hasAcceptedChatTerms: boolean('has_accepted_chat_terms').notNull().default(false),
    securityPreferences: jsonb('security_preferences')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    whatsappConsent: boolean('whatsapp_consent').notNull().default(false),
    /** Demo accounts accept the demo OTP, and only in demo mode. */
    isDemo: boolean('is_demo').notNull().default(false),
    failedSignInCount: integer('failed_sign_in_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Access tokens issued before this instant are refused (password change, sign-out everywhere). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true })
      .notNull()
      .default(sql`'1970-01-01T00:00:00Z'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_mobile_key').on(table.mobile),
    uniqueIndex('users_unique_id_key').on(table.uniqueId),
  ],
);

/** A user's membership of a client, with the roles held there. */
export const userAccounts = pgTable(
  'user_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    roles: jsonb('roles')
      .$type<string[]>()
      .notNull()
      .default(sql`'["user"]'::jsonb`),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_accounts_user_client_key').on(table.userId, table.clientId),
    index('user_accounts_client_idx').on(table.clientId),
  ],
);

/** Invitations to join a client; the code travels in the invitation link. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    userAccountId: integer('user_account_id')
      .notNull()
      .references(() => userAccounts.id),
    invitedByUserId: integer('invited_by_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('invitations_code_key').on(table.code)],
);
