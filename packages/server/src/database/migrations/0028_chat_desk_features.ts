import type { Migration } from './Migration';

/**
 * What a desk does with chat beyond sending (issue 33, item 4): reactions on messages (one row per user and
 * reaction key), messages pinned to a channel, members an operator muted (until `ends_at`, or -1 for
 * good), and a frozen channel (only operators send).
 */
export const chatDeskFeaturesMigration: Migration = {
  id: '0028_chat_desk_features',
  statements: [
    `CREATE TABLE chat_reactions (
      message_id integer NOT NULL REFERENCES chat_messages(id),
      channel_url text NOT NULL,
      chat_user_id text NOT NULL,
      reaction text NOT NULL,
      created_at double precision NOT NULL,
      PRIMARY KEY (message_id, chat_user_id, reaction)
    )`,
    `CREATE TABLE chat_pinned_messages (
      channel_url text NOT NULL REFERENCES chat_channels(url),
      message_id integer NOT NULL REFERENCES chat_messages(id),
      pinned_by text NOT NULL,
      pinned_at double precision NOT NULL,
      PRIMARY KEY (channel_url, message_id)
    )`,
    `CREATE TABLE chat_mutes (
      channel_url text NOT NULL REFERENCES chat_channels(url),
      chat_user_id text NOT NULL,
      description text NOT NULL DEFAULT '',
      ends_at double precision NOT NULL,
      created_at double precision NOT NULL,
      PRIMARY KEY (channel_url, chat_user_id)
    )`,
    `ALTER TABLE chat_channels ADD COLUMN is_frozen boolean NOT NULL DEFAULT false`,
  ],
};
