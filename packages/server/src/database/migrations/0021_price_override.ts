import type { Migration } from './Migration';

/**
 * Price override (spec section 6: the dealer role grants it; the price info answers
 * `allow_price_modification`): a firm setting on top of the role, so a firm can keep its dealers to the
 * price computed from the yield. Every firm starts allowed, as the role alone decided before this
 * migration; a quote's own `price_overridden` flag has been stored since 0002.
 */
export const priceOverrideMigration: Migration = {
  id: '0021_price_override',
  statements: [`ALTER TABLE clients ADD COLUMN allow_price_modification boolean NOT NULL DEFAULT true`],
};
