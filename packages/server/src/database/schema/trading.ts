import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

/** Whether the counterparty agreed to a trade's consideration (orders.consideration_status). */
export type ConsiderationStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED';

/** The extra terms the pricing engine reads beyond coupon, frequency and maturity (all optional). */
export interface InstrumentExtraTerms {
  redemptions?: { date: string; amount: number }[];
  couponSteps?: { date: string; couponRate: number }[];
  calls?: { date: string; price: number }[];
  puts?: { date: string; price: number }[];
  recordDays?: number;
  /**
   * A GOI floating-rate bond's coupon: the fixed spread over the 182-day T-bill base rate (percent) and its
   * resets, each from a coupon date with the T-bill cut-off yields it averages (`goiFrbTerms`).
   */
  floatingRate?: { spread: number; resets: { date: string; tbillYields: number[] }[] };
}

/** Issuers of the bond universe: the Government of India, states, PSUs, banks, NBFCs and companies. */
export const issuers = pgTable('issuers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** GOI, STATE, PSU, BANK, NBFC, CORPORATE. */
  issuerType: text('issuer_type').notNull(),
  sector: text('sector').notNull(),
  /** Demo text, marked as such in every answer that shows it. */
  creditRationale: text('credit_rationale').notNull(),
});

/**
 * The bond universe. `convention` null means the engine cannot price the instrument (floating-rate
 * bonds, whose coupons are unknown); everything else carries the full terms the engine needs.
 * `market_yield` is the live yield (percent) the simulator moves; `reference_yield` its anchor.
 */
export const instruments = pgTable(
  'instruments',
  {
    id: serial('id').primaryKey(),
    isin: text('isin').notNull(),
    displayName: text('display_name').notNull(),
    issuerId: integer('issuer_id')
      .notNull()
      .references(() => issuers.id),
    /** GSEC, SDL, TBILL, PSU, CORPORATE, ZERO_COUPON, FRB. */
    instrumentType: text('instrument_type').notNull(),
    /** Percent a year; 0 for zero-coupons and T-bills. */
    couponRate: doublePrecision('coupon_rate').notNull(),
    frequency: integer('frequency').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    maturityDate: date('maturity_date', { mode: 'string' }).notNull(),
    faceValue: doublePrecision('face_value').notNull(),
    /** A named convention of the engine, or null when it cannot be priced. */
    convention: text('convention'),
    extraTerms: jsonb('extra_terms')
      .$type<InstrumentExtraTerms>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    isListed: boolean('is_listed').notNull(),
    isDisabledIsin: boolean('is_disabled_isin').notNull().default(false),
    secured: boolean('secured'),
    rating: text('rating'),
    ratingAgency: text('rating_agency'),
    /** Traded often: has trade history, simulated quotes and live prices. */
    isLiquid: boolean('is_liquid').notNull().default(false),
    referenceYield: doublePrecision('reference_yield').notNull(),
    marketYield: doublePrecision('market_yield').notNull(),
    /** Lowest and highest clean price the market may quote today (the price band). */
    priceBandLow: doublePrecision('price_band_low'),
    priceBandHigh: doublePrecision('price_band_high'),
    marketUpdatedAt: timestamp('market_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('instruments_isin_key').on(table.isin),
    index('instruments_issuer_idx').on(table.issuerId),
    index('instruments_type_idx').on(table.instrumentType),
  ],
);

/** Public trade prints of the market (history, and trades done on the platform). */
export const tradePrints = pgTable(
  'trade_prints',
  {
    id: serial('id').primaryKey(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    unitCleanPrice: doublePrecision('unit_clean_price').notNull(),
    /** Fraction, 6 decimals. */
    bondYield: doublePrecision('bond_yield').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    exchange: text('exchange').notNull(),
  },
  (table) => [index('trade_prints_instrument_date_idx').on(table.instrumentId, table.tradeDate)],
);

/** Negotiations: an EOI and the responses to it, on one bond. */
export const clusters = pgTable(
  'clusters',
  {
    id: serial('id').primaryKey(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    /** OPEN, ACCEPTED, CLOSED, EXPIRED. */
    state: text('state').notNull().default('OPEN'),
    ownerClientId: integer('owner_client_id')
      .notNull()
      .references(() => clients.id),
    note: text('note'),
    /** The other firm of the negotiation: the one that answered the quote. */
    counterpartyClientId: integer('counterparty_client_id').references(() => clients.id),
    /** The quote this negotiation answers; a quote can be in one negotiation per counterparty. */
    quoteEoiId: integer('quote_eoi_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('clusters_owner_idx').on(table.ownerClientId),
    index('clusters_counterparty_idx').on(table.counterpartyClientId),
    index('clusters_quote_idx').on(table.quoteEoiId, table.counterpartyClientId),
  ],
);

/** EOIs (quotes): the spec's create payload plus ownership, lifecycle `status` and visibility. */
export const eois = pgTable(
  'eois',
  {
    id: serial('id').primaryKey(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clusterId: integer('cluster_id').references(() => clusters.id),
    quoteType: text('quote_type').notNull(),
    quantum: doublePrecision('quantum').notNull(),
    unitPriceStored: doublePrecision('unit_price_stored'),
    yieldStored: doublePrecision('yield_stored'),
    validity: text('validity'),
    expiryDateStored: timestamp('expiry_date_stored', { withTimezone: true }),
    source: text('source').notNull(),
    whatsappConsent: boolean('whatsapp_consent').notNull(),
    /** The payload's `state` (default DEFAULT). */
    state: text('state').notNull(),
    /** Lifecycle: OPEN, CLOSED, EXPIRED. */
    status: text('status').notNull().default('OPEN'),
    /** PUBLIC (market), PRIVATE (from chats: private runs), RFQ (exchange RFQ). */
    visibility: text('visibility').notNull(),
    mandateExpiresAt: timestamp('mandate_expires_at', { withTimezone: true }),
    settlement: date('settlement', { mode: 'string' }),
    settlementDelta: integer('settlement_delta'),
    isBest: boolean('is_best').notNull(),
    replaces: integer('replaces'),
    userAccountId: integer('user_account_id'),
    endClientId: integer('end_client_id'),
    sendToRfq: boolean('send_to_rfq').notNull(),
    fixedField: text('fixed_field'),
    yieldType: text('yield_type'),
    priceOverridden: boolean('price_overridden').notNull(),
    /** FIRM or INDICATIVE (`quoteFirmnesses`); answers in a negotiation are FIRM. */
    firmness: text('firmness').notNull().default('FIRM'),
    /** How much of `quantum` has traded while the quote stayed open (partial fills of a FIRM quote). */
    filledQuantum: doublePrecision('filled_quantum').notNull().default(0),
    brokerId: integer('broker_id'),
    clearingCorporation: text('clearing_corporation'),
    rfqMode: text('rfq_mode'),
    otoParticipantDetails: jsonb('oto_participant_details').$type<Record<string, unknown>>(),
    originTrade: integer('origin_trade'),
    respondEoiId: integer('respond_eoi_id'),
    maximumLotStored: doublePrecision('maximum_lot_stored'),
    isSimulated: boolean('is_simulated').notNull().default(false),
    closedAgainstEoiId: integer('closed_against_eoi_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('eois_instrument_status_idx').on(table.instrumentId, table.status),
    index('eois_client_idx').on(table.clientId),
    index('eois_cluster_idx').on(table.clusterId),
    index('eois_status_visibility_idx').on(table.status, table.visibility),
    // Migration 0004 also INCLUDEs expiry_date_stored, client_id and instrument_id.
    index('eois_open_list_idx')
      .on(table.visibility, table.updatedAt.desc(), table.id.desc())
      .where(sql`status = 'OPEN'`),
  ],
);

/**
 * Orders and procurement orders (`kind`). A trade between a buyer and a seller firm; either may be
 * null for a counterparty off the platform. `status` follows the state machine in `trading/orders`.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    /** The firm that reported or accepted it. */
    ownerClientId: integer('owner_client_id')
      .notNull()
      .references(() => clients.id),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    buyerClientId: integer('buyer_client_id').references(() => clients.id),
    sellerClientId: integer('seller_client_id').references(() => clients.id),
    counterpartyName: text('counterparty_name'),
    status: text('status').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    unitCleanPrice: doublePrecision('unit_clean_price').notNull(),
    bondYield: doublePrecision('bond_yield'),
    settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
    accruedInterest: doublePrecision('accrued_interest').notNull(),
    consideration: doublePrecision('consideration').notNull(),
    exchange: text('exchange'),
    brokerage: doublePrecision('brokerage'),
    clusterId: integer('cluster_id').references(() => clusters.id),
    sourceEoiId: integer('source_eoi_id').references(() => eois.id),
    idempotencyKey: text('idempotency_key'),
    requestFingerprint: text('request_fingerprint'),
    history: jsonb('history')
      .$type<{ at: string; from: string | null; to: string; by: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a reported trade was done (`trade_time` of the report); null for trades done on the platform. */
    tradeTime: timestamp('trade_time', { withTimezone: true }),
    /** The facilitator and the agent the trade goes through (firms with that market function), if any. */
    facilitatorClientId: integer('facilitator_client_id').references(() => clients.id),
    agentClientId: integer('agent_client_id').references(() => clients.id),
    /**
     * Between two platform firms: PENDING until the counterparty accepts or rejects the consideration, and
     * PENDING again when an amendment changes it. Null for a trade with an outside party (migration 0020).
     */
    considerationStatus: text('consideration_status').$type<ConsiderationStatus>(),
  },
  (table) => [
    // One order per accepted negotiation, whoever accepts and however often.
    uniqueIndex('orders_cluster_key').on(table.clusterId),
    uniqueIndex('orders_owner_idempotency_key').on(table.ownerClientId, table.idempotencyKey),
    index('orders_buyer_idx').on(table.buyerClientId),
    index('orders_seller_idx').on(table.sellerClientId),
  ],
);

/** A firm's holdings, one row per bond. Valuation cost is a clean price per 100 of face value. */
export const inventoryPositions = pgTable(
  'inventory_positions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    quantity: doublePrecision('quantity').notNull(),
    valuationCost: doublePrecision('valuation_cost'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('inventory_positions_client_instrument_key').on(table.clientId, table.instrumentId),
  ],
);

/** Every change of a holding: uploads, external trades and orders. */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    /** Signed: positive bought, negative sold. */
    quantityChange: doublePrecision('quantity_change').notNull(),
    unitCleanPrice: doublePrecision('unit_clean_price'),
    /** UPLOAD, EXTERNAL_TRADE, ORDER, ORDER_REVERSAL. */
    source: text('source').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    counterpartyName: text('counterparty_name'),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inventory_movements_client_idx').on(table.clientId, table.instrumentId)],
);

/** Firms the market simulator trades as (demo mode): their quotes and responses are generated. */
export const simulatedFirms = pgTable('simulated_firms', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
});
