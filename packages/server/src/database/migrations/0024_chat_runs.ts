import type { Migration } from './Migration';

/**
 * Runs read from chat (issue 32: private runs are "quotes that come from chats"): each run a channel message
 * was read as (`@bondkit/core/runs`), linked to the message; the channel's current members see it.
 */
export const chatRunsMigration: Migration = {
  id: '0024_chat_runs',
  statements: [
    `CREATE TABLE chat_runs (
      id serial PRIMARY KEY,
      message_id integer NOT NULL REFERENCES chat_messages(id),
      channel_url text NOT NULL REFERENCES chat_channels(url),
      sender_id text NOT NULL,
      instrument_id integer NOT NULL REFERENCES instruments(id),
      quoted_in text NOT NULL,
      bid_level double precision,
      bid_size double precision,
      offer_level double precision,
      offer_size double precision,
      settlement_delta integer,
      text text NOT NULL,
      created_at double precision NOT NULL
    )`,
    `CREATE INDEX chat_runs_channel_idx ON chat_runs (channel_url, created_at)`,
  ],
};
