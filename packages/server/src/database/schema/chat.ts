import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';

// The chat service's tables (migration 0005_chat). Times are epoch milliseconds as the chat protocol
// carries them. Queries live in `src/chat/` as SQL; these declarations keep the schema in one place.

/** Chat session tokens (`POST /api/issue-sb-session-token`), hashed. */
export const chatSessionTokens = pgTable(
  'chat_session_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    chatUserId: text('chat_user_id').notNull(),
    expiresAt: doublePrecision('expires_at').notNull(),
    revokedAt: doublePrecision('revoked_at'),
    createdAt: doublePrecision('created_at').notNull(),
  },
  (table) => [index('chat_session_tokens_user_idx').on(table.chatUserId)],
);

/** Session keys of signed-in sockets (`Session-Key`), hashed. */
export const chatSessionKeys = pgTable(
  'chat_session_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    chatUserId: text('chat_user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: doublePrecision('expires_at').notNull(),
    createdAt: doublePrecision('created_at').notNull(),
  },
  (table) => [index('chat_session_keys_user_idx').on(table.chatUserId)],
);

/** Group channels. */
export const chatChannels = pgTable('chat_channels', {
  url: text('url').primaryKey(),
  name: text('name').notNull().default(''),
  coverUrl: text('cover_url').notNull().default(''),
  customType: text('custom_type').notNull().default(''),
  data: text('data').notNull().default(''),
  isDistinct: boolean('is_distinct').notNull().default(false),
  isBroadcast: boolean('is_broadcast').notNull().default(false),
  /** Frozen: only operators send (migration 0028). */
  isFrozen: boolean('is_frozen').notNull().default(false),
  distinctKey: text('distinct_key'),
  createdBy: text('created_by'),
  metadata: jsonb('metadata')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: doublePrecision('created_at').notNull(),
  updatedAt: doublePrecision('updated_at').notNull(),
});

/** Memberships: joined, invited, or former (left, declined, banned). */
export const chatMembers = pgTable(
  'chat_members',
  {
    channelUrl: text('channel_url')
      .notNull()
      .references(() => chatChannels.url),
    chatUserId: text('chat_user_id').notNull(),
    state: text('state').notNull(),
    role: text('role').notNull().default('none'),
    inviterId: text('inviter_id'),
    invitedAt: doublePrecision('invited_at').notNull().default(0),
    joinedAt: doublePrecision('joined_at').notNull().default(0),
    lastReadAt: doublePrecision('last_read_at').notNull().default(0),
    deliveredAt: doublePrecision('delivered_at').notNull().default(0),
    updatedAt: doublePrecision('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.channelUrl, table.chatUserId] }),
    index('chat_members_user_idx').on(table.chatUserId, table.updatedAt),
  ],
);

/** Bans; `ends_at` -1 is for ever. */
export const chatBans = pgTable(
  'chat_bans',
  {
    channelUrl: text('channel_url')
      .notNull()
      .references(() => chatChannels.url),
    chatUserId: text('chat_user_id').notNull(),
    bannedBy: text('banned_by').notNull(),
    description: text('description').notNull().default(''),
    createdAt: doublePrecision('created_at').notNull(),
    endsAt: doublePrecision('ends_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.channelUrl, table.chatUserId] })],
);

/** Messages: `MESG`, `FILE`, `ADMM`. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    channelUrl: text('channel_url')
      .notNull()
      .references(() => chatChannels.url),
    messageType: text('message_type').notNull(),
    senderId: text('sender_id'),
    body: text('body').notNull().default(''),
    data: text('data').notNull().default(''),
    customType: text('custom_type').notNull().default(''),
    requestId: text('request_id'),
    file: jsonb('file'),
    createdAt: doublePrecision('created_at').notNull(),
    updatedAt: doublePrecision('updated_at').notNull().default(0),
    deletedAt: doublePrecision('deleted_at'),
    parentMessageId: integer('parent_message_id'),
    mentionedUserIds: jsonb('mentioned_user_ids')
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    index('chat_messages_channel_idx').on(table.channelUrl, table.createdAt, table.id),
    index('chat_messages_changes_idx')
      .on(table.channelUrl, table.updatedAt)
      .where(sql`updated_at > 0`),
  ],
);

/** What a message said before each edit or its deletion (compliance keeps the original). */
export const chatMessageRevisions = pgTable(
  'chat_message_revisions',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id),
    channelUrl: text('channel_url').notNull(),
    kind: text('kind').notNull(),
    previousBody: text('previous_body').notNull(),
    previousData: text('previous_data').notNull(),
    revisedBy: text('revised_by').notNull(),
    revisedAt: doublePrecision('revised_at').notNull(),
  },
  (table) => [index('chat_message_revisions_message_idx').on(table.messageId, table.id)],
);

/** Reactions on messages: one row per user and reaction key (migration 0028). */
export const chatReactions = pgTable(
  'chat_reactions',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id),
    channelUrl: text('channel_url').notNull(),
    chatUserId: text('chat_user_id').notNull(),
    reaction: text('reaction').notNull(),
    createdAt: doublePrecision('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.chatUserId, table.reaction] })],
);

/** Messages pinned to a channel (migration 0028). */
export const chatPinnedMessages = pgTable(
  'chat_pinned_messages',
  {
    channelUrl: text('channel_url')
      .notNull()
      .references(() => chatChannels.url),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id),
    pinnedBy: text('pinned_by').notNull(),
    pinnedAt: doublePrecision('pinned_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.channelUrl, table.messageId] })],
);

/** Members an operator muted in a channel, until `ends_at` (-1: until unmuted) (migration 0028). */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    channelUrl: text('channel_url')
      .notNull()
      .references(() => chatChannels.url),
    chatUserId: text('chat_user_id').notNull(),
    description: text('description').notNull().default(''),
    endsAt: doublePrecision('ends_at').notNull(),
    createdAt: doublePrecision('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.channelUrl, table.chatUserId] })],
);

/** Uploaded chat files (content on disk under `DATA_DIR/chat-files/`). */
export const chatFiles = pgTable('chat_files', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id').notNull(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  thumbnails: jsonb('thumbnails')
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: doublePrecision('created_at').notNull(),
});

/** Build Network connections: a request from one chat user to another, `pending` or `accepted`. */
export const chatConnections = pgTable(
  'chat_connections',
  {
    requesterId: text('requester_id').notNull(),
    addresseeId: text('addressee_id').notNull(),
    state: text('state').notNull(),
    createdAt: doublePrecision('created_at').notNull(),
    updatedAt: doublePrecision('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.requesterId, table.addresseeId] }),
    index('chat_connections_addressee_idx').on(table.addresseeId),
  ],
);
