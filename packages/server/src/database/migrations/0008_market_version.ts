import type { Migration } from './Migration';

/**
 * A version number of the market list (issue 12, finding 8). Every committed change to a quote (and to a
 * firm's name, which the list shows and searches) adds one, so a server process can keep the open quotes in
 * memory and know with one primary-key read whether they are still current, also when other processes
 * write to the same PostgreSQL.
 *
 * A notification on `bondkit_market_version` goes out with each such commit.
 *
 * The row triggers are deferred constraint triggers: they run at commit, after every row lock of the
 * transaction is taken, so the one counter row is the last lock a writer takes and holds until its
 * commit. Bumping it immediately would make two writers of different quotes able to deadlock on it.
 */
export const marketVersionMigration: Migration = {
  id: '0008_market_version',
  statements: [
    `CREATE TABLE market_versions (
      id smallint PRIMARY KEY CHECK (id = 1),
      version bigint NOT NULL
    )`,
    `INSERT INTO market_versions (id, version) VALUES (1, 1)`,
    `CREATE FUNCTION bump_market_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Once per transaction: a commit that changed 5,000 quotes bumps the one row once, not 5,000 times.
      IF current_setting('bondkit.market_version_bumped_by', true) IS DISTINCT FROM txid_current()::text THEN
        PERFORM set_config('bondkit.market_version_bumped_by', txid_current()::text, true);
        UPDATE market_versions SET version = version + 1 WHERE id = 1;
        -- Delivered at commit; an embedded PGlite learns of changes without asking.
        PERFORM pg_notify('bondkit_market_version', '');
      END IF;
      RETURN NULL;
    END
    $$`,
    `CREATE CONSTRAINT TRIGGER eois_market_version AFTER INSERT OR UPDATE OR DELETE ON eois
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_market_version()`,
    `CREATE TRIGGER eois_market_version_truncate AFTER TRUNCATE ON eois
      FOR EACH STATEMENT EXECUTE FUNCTION bump_market_version()`,
    `CREATE CONSTRAINT TRIGGER clients_market_version AFTER UPDATE OF name, brand_name ON clients
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_market_version()`,
  ],
};
