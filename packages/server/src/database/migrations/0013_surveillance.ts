import type { Migration } from './Migration';

/**
 * Surveillance (issue 18 item 4): the trade time of a reported trade (so a late report can be told from
 * an on-time one), the compliance officer's reviews of trade-review alerts, and the audit log every
 * surveillance view is written to.
 */
export const surveillanceMigration: Migration = {
  id: '0013_surveillance',
  statements: [
    `ALTER TABLE orders ADD COLUMN trade_time timestamptz`,
    `CREATE TABLE surveillance_alert_reviews (
      client_id integer NOT NULL REFERENCES clients(id),
      alert_id text NOT NULL,
      reviewed_by_user_id integer NOT NULL REFERENCES users(id),
      note text NOT NULL,
      reviewed_at timestamptz NOT NULL,
      PRIMARY KEY (client_id, alert_id)
    )`,
    `CREATE TABLE surveillance_audit_events (
      id serial PRIMARY KEY,
      client_id integer NOT NULL REFERENCES clients(id),
      user_id integer NOT NULL REFERENCES users(id),
      action text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL
    )`,
    `CREATE INDEX surveillance_audit_events_client_idx ON surveillance_audit_events (client_id, created_at)`,
  ],
};
