import { roundCleanPrice, yieldPercentToFraction } from '@bondkit/core/pricing';
import type { ClearingCorporation, EoiCreatePayload, QuoteType } from '@bondkit/core/validation';
import type { Counterparty } from '@bondkit/core';
import { quoteExpiry } from './quoteValidity';
import type { QuoteValidity } from './quoteValidity';

/** The RFQ modes of the exchanges' RFQ systems: one-to-many (anyone may respond) or one-to-one. */
export type RfqMode = 'OTM' | 'OTO';

/** A checked quote form, in the units people type. */
export interface QuoteDraft {
  finstrumentId: number;
  side: QuoteType;
  fixedField: 'yield' | 'price';
  /** Percent. */
  bondYield: number | null;
  cleanPrice: number | null;
  /** Rupees of face value. */
  quantum: number;
  /** Exactly one of a settlement date (`YYYY-MM-DD`) and a settlement delta (T+n). */
  settlement: { date: string } | { delta: number };
  counterparty: Counterparty | null;
  validity: QuoteValidity;
  sendToRfq: boolean;
  clearingCorporation: ClearingCorporation;
  rfqMode: RfqMode;
}

/**
 * The EOI create payload (trading-and-chat section 3) of a draft: the fixed value only (a price fixed by
 * yield is the server's to compute, and a response may not carry both), the yield as a 6-decimal fraction,
 * the price with 4 decimals, a settlement date or a delta never both, the spec's defaults (source WEBSITE,
 * state DEFAULT), the counterparty as user account or end client, and the RFQ options when sent to RFQ.
 */
export function quotePayload(draft: QuoteDraft, now: Date): EoiCreatePayload {
  const expiry = quoteExpiry(draft.validity, now);
  const byYield = draft.fixedField === 'yield';
  const payload: EoiCreatePayload = {
    quantum: draft.quantum,
    validity: draft.validity,
    finstrument_id: draft.finstrumentId,
    quote_type: draft.side,
    unit_price_stored: !byYield && draft.cleanPrice !== null ? roundCleanPrice(draft.cleanPrice) : null,
    yield_stored: byYield && draft.bondYield !== null ? yieldPercentToFraction(draft.bondYield) : null,
    expiry_date_stored: expiry === null ? null : expiry.toISOString(),
    source: 'WEBSITE',
    whatsapp_consent: false,
    state: 'DEFAULT',
    is_best: false,
    send_to_rfq: draft.sendToRfq,
    fixed_field: draft.fixedField,
    price_overridden: false,
    ...('date' in draft.settlement
      ? { settlement: draft.settlement.date }
      : { settlement_delta: draft.settlement.delta }),
  };
  const party = draft.counterparty;
  if (party?.user_id != null) payload.user_account_id = party.user_id;
  if (party?.client_id != null) payload.end_client_id = party.client_id;
  if (draft.sendToRfq) {
    payload.clearing_corporation = draft.clearingCorporation;
    payload.rfq_mode = draft.rfqMode;
    if (draft.rfqMode === 'OTO' && party !== null) {
      const code = draft.clearingCorporation === 'NSCCL' ? party.nsccl_code : party.iccl_code;
      payload.oto_participant_details = {
        participant_code: code,
        name: party.name ?? party.brand_name ?? party.user_name,
      };
    }
  }
  return payload;
}
