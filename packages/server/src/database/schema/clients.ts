import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Clients: the trading firms, and the end clients a broking firm manages (`managed_by_client_id`).
 * Exchange lists are JSON arrays of exchange codes so that a new exchange needs no migration.
 */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brandName: text('brand_name'),
    website: text('website'),
    clientType: text('client_type').notNull(),
    category: text('category'),
    clientMode: text('client_mode'),
    clientSegment: text('client_segment'),
    pan: text('pan'),
    state: text('state'),
    isBroker: boolean('is_broker').notNull().default(false),
    isPartner: boolean('is_partner').notNull().default(false),
    offlineRecord: boolean('offline_record').notNull().default(false),
    isPaidClient: boolean('is_paid_client').notNull().default(false),
    /** `basic` or `premium`: which premium features the firm has (`auth/premiumFeatures.ts`, migration 0019). */
    plan: text('plan').$type<'basic' | 'premium'>().notNull().default('basic'),
    /**
     * Whether the firm's dealers may override the price computed from a yield (migration 0021); the dealer
     * role is needed as well (`trading/priceOverride.ts`).
     */
    allowPriceModification: boolean('allow_price_modification').notNull().default(true),
    mindTrialEndsAt: timestamp('mind_trial_ends_at', { withTimezone: true }),
    allowedExchanges: jsonb('allowed_exchanges')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rfqExchanges: jsonb('rfq_exchanges')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    stpExchanges: jsonb('stp_exchanges')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Exchanges on which this firm acts as a custodian (custodian search). */
    custodianExchanges: jsonb('custodian_exchanges')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Market functions this firm offers to others: `facilitator`, `agent`. */
    marketFunctions: jsonb('market_functions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    nscclName: text('nsccl_name'),
    icclName: text('iccl_name'),
    nscclCode: text('nsccl_code'),
    icclCode: text('iccl_code'),
    managedByClientId: integer('managed_by_client_id'),
    /** When the platform verified the firm (KYC); trade roles need it. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The roles the platform granted the firm; its ops admin assigns only these (see `firmRoles.ts`). */
    grantedRoles: jsonb('granted_roles')
      .$type<string[]>()
      .notNull()
      .default(sql`'["user"]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('clients_managed_by_idx').on(table.managedByClientId),
    uniqueIndex('clients_website_key').on(table.website),
  ],
);

/** Exchange credentials of a firm; the password is AES-256-GCM ciphertext and never leaves the server. */
export const exchangeCredentials = pgTable(
  'exchange_credentials',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    corp: text('corp').notNull(),
    participantCode: text('participant_code').notNull(),
    username: text('username').notNull(),
    passwordCiphertext: text('password_ciphertext').notNull(),
    updatedByUserId: integer('updated_by_user_id'),
    /** When the credential was last saved or tested ('test connection' reports it). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('exchange_credentials_client_corp_key').on(table.clientId, table.corp)],
);

/** Unique client codes (UCC) a broking firm registers on the exchanges for its end clients. */
export const uccRecords = pgTable(
  'ucc_records',
  {
    id: serial('id').primaryKey(),
    ownerClientId: integer('owner_client_id')
      .notNull()
      .references(() => clients.id),
    uccCode: text('ucc_code').notNull(),
    name: text('name').notNull(),
    pan: text('pan').notNull(),
    exchange: text('exchange').notNull(),
    clientType: text('client_type').notNull(),
    category: text('category'),
    email: text('email'),
    mobile: text('mobile'),
    state: text('state'),
    bankAccountNumber: text('bank_account_number'),
    ifsc: text('ifsc'),
    dpId: text('dp_id'),
    boId: text('bo_id'),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ucc_records_owner_code_exchange_key').on(table.ownerClientId, table.uccCode, table.exchange),
  ],
);

/** The onboarding details of a client a firm manages (one row per onboarded client). */
export const clientProfiles = pgTable('client_profiles', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  gst: text('gst'),
  addressLine: text('address_line').notNull(),
  city: text('city').notNull(),
  pincode: text('pincode').notNull(),
  bankAccountNumber: text('bank_account_number').notNull(),
  ifsc: text('ifsc').notNull(),
  boId: text('bo_id'),
  dpId: text('dp_id'),
  depositoryClientId: text('depository_client_id'),
  nseCustodianId: integer('nse_custodian_id').references(() => clients.id),
  bseCustodianId: integer('bse_custodian_id').references(() => clients.id),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  whatsappConsent: boolean('whatsapp_consent').notNull().default(false),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  createdByUserId: integer('created_by_user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
