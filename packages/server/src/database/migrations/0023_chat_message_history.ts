import type { Migration } from './Migration';

/**
 * Chat messages a desk can correct, with the original kept for compliance (issue 33): an edit or a delete
 * writes the message's previous text to `chat_message_revisions` before it changes; a deleted message keeps
 * its row (`deleted_at`), hidden from members and shown to surveillance with its history. Replies name their
 * parent (`parent_message_id`), mentions their users (`mentioned_user_ids`).
 */
export const chatMessageHistoryMigration: Migration = {
  id: '0023_chat_message_history',
  statements: [
    `ALTER TABLE chat_messages ADD COLUMN deleted_at double precision`,
    `ALTER TABLE chat_messages ADD COLUMN parent_message_id integer`,
    `ALTER TABLE chat_messages ADD COLUMN mentioned_user_ids jsonb NOT NULL DEFAULT '[]'::jsonb`,
    `CREATE TABLE chat_message_revisions (
      id serial PRIMARY KEY,
      message_id integer NOT NULL REFERENCES chat_messages(id),
      channel_url text NOT NULL,
      kind text NOT NULL,
      previous_body text NOT NULL,
      previous_data text NOT NULL,
      revised_by text NOT NULL,
      revised_at double precision NOT NULL
    )`,
    `CREATE INDEX chat_message_revisions_message_idx ON chat_message_revisions (message_id, id)`,
    // The message changelog the SDK asks for after a reconnect: what changed in a channel since a time.
    `CREATE INDEX chat_messages_changes_idx ON chat_messages (channel_url, updated_at) WHERE updated_at > 0`,
  ],
};
