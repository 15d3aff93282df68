import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row (id 1): the market list's version, bumped at commit by a trigger on every change to a quote and
 * to a firm's name (migration 0008). Server processes compare it to the version of the open quotes they hold.
 */
export const marketVersions = pgTable('market_versions', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
