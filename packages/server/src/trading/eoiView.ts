import type { Eoi } from '@bondkit/core';
import type { eois } from '../database/schema/index';
import { remainingQuantum } from './quoteFill';

/** An EOI row as stored. */
export type EoiRow = typeof eois.$inferSelect;

/** Names and bond labels an EOI view shows beside the row. */
export interface EoiViewContext {
  displayName?: string;
  isin?: string;
  clientName?: string | null;
  /** The viewer's firm, to flag its own quotes. */
  viewerClientId?: number;
}

/** An EOI as the API shows it: the create payload's fields, `id`, `state`, `status` and times. */
export function eoiView(row: EoiRow, context: EoiViewContext = {}): Eoi {
  return {
    id: row.id,
    finstrument_id: row.instrumentId,
    display_name: context.displayName,
    isin: context.isin,
    quote_type: row.quoteType as Eoi['quote_type'],
    quantum: row.quantum,
    remaining_quantum: remainingQuantum(row),
    unit_price_stored: row.unitPriceStored,
    yield_stored: row.yieldStored,
    validity: row.validity,
    expiry_date_stored: row.expiryDateStored?.toISOString() ?? null,
    source: row.source,
    whatsapp_consent: row.whatsappConsent,
    state: row.state,
    status: row.status,
    visibility: row.visibility,
    mandate_expires_at: row.mandateExpiresAt?.toISOString() ?? null,
    settlement: row.settlement,
    settlement_delta: row.settlementDelta,
    is_best: row.isBest,
    replaces: row.replaces,
    user_account_id: row.userAccountId,
    end_client_id: row.endClientId,
    send_to_rfq: row.sendToRfq,
    fixed_field: row.fixedField,
    yield_type: row.yieldType,
    price_overridden: row.priceOverridden,
    firmness: row.firmness === 'INDICATIVE' ? 'INDICATIVE' : 'FIRM',
    broker_id: row.brokerId,
    clearing_corporation: row.clearingCorporation,
    rfq_mode: row.rfqMode,
    oto_participant_details: row.otoParticipantDetails,
    origin_trade: row.originTrade,
    respond_eoi_id: row.respondEoiId,
    maximum_lot_stored: row.maximumLotStored,
    cluster_id: row.clusterId,
    client_id: row.clientId,
    client_name: context.clientName ?? null,
    is_mine: context.viewerClientId === undefined ? undefined : row.clientId === context.viewerClientId,
    is_simulated: row.isSimulated,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
