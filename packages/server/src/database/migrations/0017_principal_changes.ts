import type { Migration } from './Migration';

/**
 * A notification on `bondkit_principal_changes` with every committed change to users, their firm accounts
 * and firms: what a signed-in caller's principal is loaded from (`loadPrincipal`). The embedded server keeps
 * principals in memory and reloads them all after any such change (issue 12, finding 8: the principal query
 * was half of a market-list request's cost on PGlite). A change is rare next to reads (sign-in, profile,
 * roles, status, a firm's grants), so reloading everything after one costs nothing that matters.
 */
export const principalChangesMigration: Migration = {
  id: '0017_principal_changes',
  statements: [
    `CREATE FUNCTION notify_principal_changes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Delivered at commit, once per transaction and payload however many statements ran.
      PERFORM pg_notify('bondkit_principal_changes', '');
      RETURN NULL;
    END
    $$`,
    ...['users', 'user_accounts', 'clients'].map(
      (table) =>
        `CREATE TRIGGER ${table}_principal_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_principal_changes()`,
    ),
  ],
};
