import type { Migration } from './Migration';

/**
 * UI errors the app reports (platform-shell 8: "errors sent with user id, user name, client name and
 * URL when signed in"), kept for the firm's ops admins to read.
 */
export const errorReportsMigration: Migration = {
  id: '0016_error_reports',
  statements: [
    `CREATE TABLE error_reports (
      id serial PRIMARY KEY,
      kind text NOT NULL,
      message text NOT NULL,
      stack text,
      url text NOT NULL,
      user_id integer REFERENCES users(id),
      user_name text,
      client_id integer REFERENCES clients(id),
      client_name text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX error_reports_client_idx ON error_reports (client_id, id DESC)`,
  ],
};
