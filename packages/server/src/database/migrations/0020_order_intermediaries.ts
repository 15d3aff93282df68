import type { Migration } from './Migration';

/**
 * What a trade goes through and whether its money is agreed (issue 17): the facilitator and the agent (firms
 * offering those market functions, `api/trade/facilitator/` and `api/trade/agent/`), and the consideration
 * status of a trade between two firms on the platform: PENDING until the counterparty accepts or rejects
 * the consideration the reporting firm booked; null for a trade with an outside party (nobody here to
 * agree). A settled trade was paid, so its consideration counts as accepted.
 */
export const orderIntermediariesMigration: Migration = {
  id: '0020_order_intermediaries',
  statements: [
    `ALTER TABLE orders ADD COLUMN facilitator_client_id integer REFERENCES clients(id)`,
    `ALTER TABLE orders ADD COLUMN agent_client_id integer REFERENCES clients(id)`,
    `ALTER TABLE orders ADD COLUMN consideration_status text
      CONSTRAINT orders_consideration_status_check CHECK (consideration_status IN ('PENDING', 'ACCEPTED', 'REJECTED'))`,
    `UPDATE orders SET consideration_status = CASE WHEN status = 'SETTLED' THEN 'ACCEPTED' ELSE 'PENDING' END
      WHERE buyer_client_id IS NOT NULL AND seller_client_id IS NOT NULL`,
  ],
};
