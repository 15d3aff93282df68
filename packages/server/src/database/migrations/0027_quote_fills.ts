import type { Migration } from './Migration';

/**
 * Partial fills of firm quotes (issue 32): a FIRM quote trades at once up to its size, each fill its own order,
 * so a quote keeps how much of its `quantum` has traded; what is left (`quantum - filled_quantum`) stays live.
 * Quotes stored before traded in full or not at all: nothing of them was filled while open.
 */
export const quoteFillsMigration: Migration = {
  id: '0027_quote_fills',
  statements: [`ALTER TABLE eois ADD COLUMN filled_quantum double precision NOT NULL DEFAULT 0`],
};
