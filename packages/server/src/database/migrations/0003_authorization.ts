import type { Migration } from './Migration';

/**
 * Object-level authorization (issue 12): a negotiation is between exactly two firms, the firm whose quote
 * was answered and one counterparty, about one quote; a firm holds only the roles the platform granted it,
 * and trade roles only once verified.
 */
export const authorizationMigration: Migration = {
  id: '0003_authorization',
  statements: [
    `ALTER TABLE clusters ADD COLUMN counterparty_client_id integer REFERENCES clients(id)`,
    `ALTER TABLE clusters ADD COLUMN quote_eoi_id integer REFERENCES eois(id)`,
    // Existing negotiations: the answered quote is the owner's first non-response quote in it, the
    // counterparty the first other firm that quoted in it. A third firm's quotes there stop counting.
    `UPDATE clusters SET
      quote_eoi_id = (SELECT e.id FROM eois e WHERE e.cluster_id = clusters.id
        AND e.client_id = clusters.owner_client_id AND e.visibility <> 'RESPONSE' ORDER BY e.id LIMIT 1),
      counterparty_client_id = (SELECT e.client_id FROM eois e WHERE e.cluster_id = clusters.id
        AND e.client_id <> clusters.owner_client_id ORDER BY e.id LIMIT 1)`,
    `CREATE INDEX clusters_counterparty_idx ON clusters (counterparty_client_id)`,
    `CREATE INDEX clusters_quote_idx ON clusters (quote_eoi_id, counterparty_client_id)`,
    `ALTER TABLE clients ADD COLUMN verified_at timestamptz`,
    `ALTER TABLE clients ADD COLUMN granted_roles jsonb NOT NULL DEFAULT '["user"]'::jsonb`,
    // Existing firms keep the roles their members hold today (an operator reviews them with the grant
    // command); firms with members are treated as verified, as they were trading before this rule.
    `UPDATE clients SET
      granted_roles = coalesce((SELECT jsonb_agg(DISTINCT role) FROM user_accounts a,
        jsonb_array_elements_text(a.roles) AS role WHERE a.client_id = clients.id), '["user"]'::jsonb),
      verified_at = CASE WHEN EXISTS (SELECT 1 FROM user_accounts a WHERE a.client_id = clients.id)
        THEN now() ELSE NULL END`,
  ],
};
