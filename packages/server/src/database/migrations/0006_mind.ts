import type { Migration } from './Migration';

/** MIND: conversations, their messages, share snapshots and each user's daily usage (issue 16). */
export const mindMigration: Migration = {
  id: '0006_mind',
  statements: [
    `CREATE TABLE mind_conversations (
      id text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id),
      client_id integer NOT NULL REFERENCES clients(id),
      title text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX mind_conversations_user_idx ON mind_conversations (user_id, updated_at DESC)`,
    `CREATE TABLE mind_messages (
      id text NOT NULL,
      conversation_id text NOT NULL REFERENCES mind_conversations(id) ON DELETE CASCADE,
      position integer NOT NULL,
      role text NOT NULL,
      parts jsonb NOT NULL,
      metadata jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (conversation_id, position)
    )`,
    `CREATE TABLE mind_shares (
      id text PRIMARY KEY,
      conversation_id text NOT NULL REFERENCES mind_conversations(id) ON DELETE CASCADE,
      title text NOT NULL,
      messages jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    )`,
    `CREATE INDEX mind_shares_conversation_idx ON mind_shares (conversation_id)`,
    `CREATE TABLE mind_usage (
      user_id integer NOT NULL REFERENCES users(id),
      day date NOT NULL,
      questions integer NOT NULL DEFAULT 0,
      tokens integer NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, day)
    )`,
  ],
};
