import type { Migration } from './Migration';

/**
 * The market list's page of open quotes, newest first, read straight off an index: the planner walks
 * `eois_open_list_idx` in order and stops after one page instead of sorting every open quote (issue 12,
 * finding 8). Partial on `status = 'OPEN'`, so closed and expired history does not grow it; it carries the
 * expiry, firm and bond so that the count of open quotes can be answered from the index alone.
 */
export const marketListIndexesMigration: Migration = {
  id: '0004_market_list_indexes',
  statements: [
    `CREATE INDEX eois_open_list_idx ON eois (visibility, updated_at DESC, id DESC)
      INCLUDE (expiry_date_stored, client_id, instrument_id) WHERE status = 'OPEN'`,
  ],
};
