import type { Migration } from './Migration';

/**
 * The chat service (issue 14): the reference server's Sendbird-compatible subset. Times the chat protocol
 * carries are epoch milliseconds, stored as `double precision` so that both engines answer JS numbers.
 * Chat users are the platform's users (`users.unique_id` is the chat user id); no copy is kept.
 */
export const chatMigration: Migration = {
  id: '0005_chat',
  statements: [
    `CREATE TABLE chat_session_tokens (
      token_hash text PRIMARY KEY,
      chat_user_id text NOT NULL,
      expires_at double precision NOT NULL,
      revoked_at double precision,
      created_at double precision NOT NULL
    )`,
    `CREATE INDEX chat_session_tokens_user_idx ON chat_session_tokens (chat_user_id)`,
    `CREATE TABLE chat_session_keys (
      key_hash text PRIMARY KEY,
      chat_user_id text NOT NULL,
      token_hash text NOT NULL,
      expires_at double precision NOT NULL,
      created_at double precision NOT NULL
    )`,
    `CREATE INDEX chat_session_keys_user_idx ON chat_session_keys (chat_user_id)`,
    `CREATE TABLE chat_channels (
      url text PRIMARY KEY,
      name text NOT NULL DEFAULT '',
      cover_url text NOT NULL DEFAULT '',
      custom_type text NOT NULL DEFAULT '',
      data text NOT NULL DEFAULT '',
      is_distinct boolean NOT NULL DEFAULT false,
      is_broadcast boolean NOT NULL DEFAULT false,
      distinct_key text,
      created_by text,
      metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at double precision NOT NULL,
      updated_at double precision NOT NULL
    )`,
    `CREATE UNIQUE INDEX chat_channels_distinct_key ON chat_channels (distinct_key) WHERE distinct_key IS NOT NULL`,
    `CREATE TABLE chat_members (
      channel_url text NOT NULL REFERENCES chat_channels(url),
      chat_user_id text NOT NULL,
      state text NOT NULL,
      role text NOT NULL DEFAULT 'none',
      inviter_id text,
      invited_at double precision NOT NULL DEFAULT 0,
      joined_at double precision NOT NULL DEFAULT 0,
      last_read_at double precision NOT NULL DEFAULT 0,
      delivered_at double precision NOT NULL DEFAULT 0,
      updated_at double precision NOT NULL,
      PRIMARY KEY (channel_url, chat_user_id)
    )`,
    `CREATE INDEX chat_members_user_idx ON chat_members (chat_user_id, updated_at)`,
    `CREATE TABLE chat_bans (
      channel_url text NOT NULL REFERENCES chat_channels(url),
      chat_user_id text NOT NULL,
      banned_by text NOT NULL,
      description text NOT NULL DEFAULT '',
      created_at double precision NOT NULL,
      ends_at double precision NOT NULL,
      PRIMARY KEY (channel_url, chat_user_id)
    )`,
    `CREATE TABLE chat_messages (
      id serial PRIMARY KEY,
      channel_url text NOT NULL REFERENCES chat_channels(url),
      message_type text NOT NULL,
      sender_id text,
      body text NOT NULL DEFAULT '',
      data text NOT NULL DEFAULT '',
      custom_type text NOT NULL DEFAULT '',
      request_id text,
      file jsonb,
      created_at double precision NOT NULL,
      updated_at double precision NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX chat_messages_channel_idx ON chat_messages (channel_url, created_at, id)`,
    // A resend of the same request (after a reconnect) answers the stored message instead of a duplicate.
    `CREATE UNIQUE INDEX chat_messages_request_key ON chat_messages (sender_id, request_id) WHERE request_id IS NOT NULL`,
    `CREATE TABLE chat_files (
      id text PRIMARY KEY,
      owner_id text NOT NULL,
      file_name text NOT NULL,
      mime_type text NOT NULL,
      size_bytes integer NOT NULL,
      thumbnails jsonb NOT NULL DEFAULT '[]'::jsonb,
      created_at double precision NOT NULL
    )`,
    `CREATE TABLE chat_connections (
      requester_id text NOT NULL,
      addressee_id text NOT NULL,
      state text NOT NULL,
      created_at double precision NOT NULL,
      updated_at double precision NOT NULL,
      PRIMARY KEY (requester_id, addressee_id)
    )`,
    `CREATE INDEX chat_connections_addressee_idx ON chat_connections (addressee_id)`,
  ],
};
