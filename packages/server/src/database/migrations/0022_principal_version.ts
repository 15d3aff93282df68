import type { Migration } from './Migration';

/**
 * A version number of what a signed-in caller's principal is loaded from (users, their firm accounts, firms),
 * beside the market version in the one row of `market_versions` (issue 37 item 5). Every committed change to
 * those tables adds one, so a server process on PostgreSQL keeps principals in memory and knows from the
 * primary-key read it already makes for the market version whether they are still current, also when other
 * processes write: before it, each request on PostgreSQL made a three-table join for its principal.
 *
 * One row for both counters: a transaction that changes a quote and a firm takes one lock at its commit, so
 * two such transactions cannot deadlock on two counter rows taken in different orders. As in 0008, the row
 * triggers are deferred constraint triggers (the counter is the last lock a writer takes) and bump once per
 * transaction. An embedded PGlite still learns of changes from the notifications of 0017.
 */
export const principalVersionMigration: Migration = {
  id: '0022_principal_version',
  statements: [
    `ALTER TABLE market_versions ADD COLUMN principal_version bigint NOT NULL DEFAULT 1`,
    `CREATE FUNCTION bump_principal_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Once per transaction: a commit that changed 5,000 accounts bumps the row once, not 5,000 times.
      IF current_setting('bondkit.principal_version_bumped_by', true) IS DISTINCT FROM txid_current()::text THEN
        PERFORM set_config('bondkit.principal_version_bumped_by', txid_current()::text, true);
        UPDATE market_versions SET principal_version = principal_version + 1 WHERE id = 1;
      END IF;
      RETURN NULL;
    END
    $$`,
    ...['users', 'user_accounts', 'clients'].flatMap((table) => [
      `CREATE CONSTRAINT TRIGGER ${table}_principal_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_principal_version()`,
      `CREATE TRIGGER ${table}_principal_version_truncate AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_principal_version()`,
    ]),
  ],
};
