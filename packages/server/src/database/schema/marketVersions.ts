import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row (id 1): the market list's version, bumped at commit by a trigger on every change to a quote and
 * to a firm's name (migration 0008), and the principals' version, bumped on every change to users, their
 * accounts and firms (migration 0022). Server processes compare them to the versions of what they hold.
 */
export const marketVersions = pgTable('market_versions', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  principalVersion: bigint('principal_version', { mode: 'number' }).notNull().default(1),
});
