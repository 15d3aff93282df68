import type { Migration } from './Migration';

/**
 * Two-sided amendments of accepted trades, and an audit row per change of an order (issue 12 finding 6):
 * a trade both firms agreed changes only when the other firm accepts the proposal.
 */
export const orderAmendmentsMigration: Migration = {
  id: '0007_order_amendments',
  statements: [
    `CREATE TABLE order_amendments (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id),
      proposed_by_client_id integer NOT NULL REFERENCES clients(id),
      proposed_by_user_id integer NOT NULL REFERENCES users(id),
      status text NOT NULL,
      changes jsonb NOT NULL,
      terms_before jsonb NOT NULL,
      note text,
      decided_by_user_id integer REFERENCES users(id),
      decided_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX order_amendments_order_idx ON order_amendments (order_id)`,
    // At most one open proposal per order: a second one must wait for the first to be decided.
    `CREATE UNIQUE INDEX order_amendments_one_open ON order_amendments (order_id) WHERE status = 'PROPOSED'`,
    `CREATE TABLE order_audit (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id),
      actor_user_id integer NOT NULL REFERENCES users(id),
      actor_client_id integer NOT NULL REFERENCES clients(id),
      action text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX order_audit_order_idx ON order_audit (order_id, id)`,
  ],
};
