import type { Migration } from './Migration';

/**
 * Issue 18: the onboarding details of the clients a firm manages (address, bank, depository, custodians,
 * contact and consent), and when a firm's exchange credential was last used.
 */
export const clientOnboardingMigration: Migration = {
  id: '0012_client_onboarding',
  statements: [
    `CREATE TABLE client_profiles (
      client_id integer PRIMARY KEY REFERENCES clients(id),
      gst text,
      address_line text NOT NULL,
      city text NOT NULL,
      pincode text NOT NULL,
      bank_account_number text NOT NULL,
      ifsc text NOT NULL,
      bo_id text,
      dp_id text,
      depository_client_id text,
      nse_custodian_id integer REFERENCES clients(id),
      bse_custodian_id integer REFERENCES clients(id),
      contact_name text NOT NULL,
      email text NOT NULL,
      mobile text NOT NULL,
      whatsapp_consent boolean NOT NULL DEFAULT false,
      consented_at timestamptz NOT NULL,
      created_by_user_id integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `ALTER TABLE exchange_credentials ADD COLUMN last_used_at timestamptz`,
  ],
};
