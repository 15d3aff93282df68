import type { Migration } from './Migration';

/**
 * A quote's terms (issue 32): FIRM, tradable at once at its level up to its size, or INDICATIVE, a level its
 * firm confirms. Quotes stored before were traded at once by an accept, so they read as FIRM.
 */
export const quoteFirmnessMigration: Migration = {
  id: '0025_quote_firmness',
  statements: [`ALTER TABLE eois ADD COLUMN firmness text NOT NULL DEFAULT 'FIRM'`],
};
