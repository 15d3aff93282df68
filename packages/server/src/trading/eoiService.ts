import { and, eq, inArray, ne } from 'drizzle-orm';
import { PricingError } from '@bondkit/core/pricing';
import { validationMessages, type EoiCreatePayload } from '@bondkit/core/validation';
import type { Db, DbOrTransaction } from '../database/connection';
import { clusters, eois } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { EventPublisher } from '../events/eventPublisher';
import { isTradingWindowOpen, rfqClosedText, tradingWindow } from '@bondkit/core/calendars';
import type { CatalogueInstrument, InstrumentCatalogue } from './instrumentCatalogue';
import {
  isInstrumentLevelPricingError,
  priceAtCleanPrice,
  priceAtYield,
  resolveSettlementDate,
  wirePrice,
} from './instrumentPricing';
import { marketToday } from './marketDate';
import type { EoiRow } from './eoiView';
import { loadAnswerableQuote, loadOwnQuote } from '../authorization/quoteRules';
import { checkQuoteReferences } from '../authorization/quoteReferences';
import { openNegotiation, type NegotiationRow } from '../authorization/negotiationRules';
import { publishQuoteChange } from './tradingEvents';
import { priceOverrideRefusal } from './priceOverride';
import { refuseChangingHit, refuseReplacingHit } from './standingHit';
import { chatChannelOfPayload, chatQuoteRecipients } from './chatQuotes';
import { returnedRow } from '../database/returnedRow';
import { filledSizeRefusal } from './quoteFill';

/** Who is quoting: the user, the account and the firm. */
interface QuotingParty {
  userId: number;
  userAccountId: number | null;
  clientId: number;
  /** Exchanges the firm may send RFQs to. */
  rfqExchanges: readonly string[];
  /** Whether the party may send `price_overridden` (`mayOverridePrice`); refused with 403 otherwise. */
  mayOverridePrice: boolean;
}

/** Everything quote rules need. */
export interface QuoteContext {
  db: Db;
  now: Date;
  catalogue: InstrumentCatalogue;
  party: QuotingParty;
  /** Simulated counterparties' quotes are marked. Default false. */
  simulated?: boolean;
}

/** How a new EOI relates to others. */
export type EoiMode = 'quote' | 'response' | 'negotiation';

/** An EOI ready to insert, with the EOI it answers (if any). */
export interface PreparedEoi {
  values: typeof eois.$inferInsert;
  target: EoiRow | null;
  /** The negotiation the answer goes into; null with a target: a new one between the two firms. */
  negotiation: NegotiationRow | null;
  entry: CatalogueInstrument;
}

const opposite = (quoteType: string) => (quoteType === 'BID' ? 'ASK' : 'BID');

function rupees(value: number): string {
  return `₹${value.toLocaleString('en-IN')}`;
}

/** The instrument of a quote, or a 400 saying why it cannot be quoted. */
export function quotableInstrument(
  catalogue: InstrumentCatalogue,
  finstrumentId: number,
  today: string,
): CatalogueInstrument {
  const entry = catalogue.byId.get(finstrumentId);
  if (!entry) throw ApiProblem.field('finstrument_id', 'Finstrument not found.');
  if (entry.row.maturityDate <= today)
    throw ApiProblem.field('finstrument_id', 'This bond has matured and cannot be quoted.');
  if (!entry.row.isListed)
    throw ApiProblem.field('finstrument_id', 'This bond is unlisted and cannot be quoted.');
  if (entry.row.isDisabledIsin)
    throw ApiProblem.field('finstrument_id', 'This ISIN is disabled and cannot be quoted.');
  return entry;
}

/** Checks a quantum is whole units of the bond's face value. */
export function checkQuantum(entry: CatalogueInstrument, quantum: number, field = 'quantum'): void {
  const units = quantum / entry.row.faceValue;
  if (Math.abs(units - Math.round(units)) > 1e-9 || Math.round(units) < 1) {
    throw ApiProblem.field(
      field,
      `Quantum must be a multiple of the face value (${rupees(entry.row.faceValue)}).`,
    );
  }
}

/**
 * Fills the price from the yield or the yield from the price with the engine, so every priced quote
 * carries both; the fixed one is kept exactly as sent. Instruments the engine cannot price keep what
 * was sent. An overridden price (`overridden`) is kept as sent beside the yield it overrides: the yield
 * is still priced, so a yield no price fits is refused as without an override.
 */
function completePrice(
  entry: CatalogueInstrument,
  payload: { unit_price_stored?: number | null; yield_stored?: number | null; fixed_field?: string | null },
  settlementDate: string,
  overridden = false,
): { unitPriceStored: number | null; yieldStored: number | null; fixedField: string | null } {
  const price = payload.unit_price_stored ?? null;
  const yieldFraction = payload.yield_stored ?? null;
  if (overridden) {
    if (price === null)
      throw ApiProblem.field('unit_price_stored', validationMessages.overriddenPriceMissing);
    if (price <= 0) throw ApiProblem.field('unit_price_stored', validationMessages.zero);
    const byYield = completePrice(
      entry,
      { yield_stored: yieldFraction, fixed_field: 'yield' },
      settlementDate,
    );
    return { ...byYield, unitPriceStored: price };
  }
  const fixed =
    payload.fixed_field ??
    (price !== null && yieldFraction === null
      ? 'price'
      : yieldFraction !== null && price === null
        ? 'yield'
        : price !== null
          ? 'price'
          : null);
  if (fixed === null || !entry.terms)
    return { unitPriceStored: price, yieldStored: yieldFraction, fixedField: fixed };
  try {
    if (fixed === 'yield') {
      if (yieldFraction === null) throw ApiProblem.field('yield_stored', 'Yield is required');
      const computed = wirePrice(priceAtYield(entry.terms, yieldFraction * 100, settlementDate));
      return { unitPriceStored: computed.unit_clean_price, yieldStored: yieldFraction, fixedField: fixed };
    }
    if (price === null) throw ApiProblem.field('unit_price_stored', 'Price is required');
    if (price <= 0) throw ApiProblem.field('unit_price_stored', validationMessages.zero);
    const computed = wirePrice(priceAtCleanPrice(entry.terms, price, settlementDate));
    return { unitPriceStored: price, yieldStored: computed.bond_yield, fixedField: fixed };
  } catch (error) {
    if (isInstrumentLevelPricingError(error))
      return { unitPriceStored: price, yieldStored: yieldFraction, fixedField: fixed };
    if (PricingError.isInstance(error)) {
      throw fixed === 'yield'
        ? ApiProblem.field('yield_stored', 'No price corresponds to this yield.')
        : ApiProblem.field('unit_price_stored', 'No yield corresponds to this price.');
    }
    throw error;
  }
}

/**
 * Checks an EOI create payload against the market and the book and builds the row to insert. Reads
 * only: a dry run (a bulk upload without confirmation) calls this and stops.
 */
export async function prepareEoi(
  context: QuoteContext,
  payload: EoiCreatePayload,
  mode: EoiMode = payload.respond_eoi_id === undefined ? 'quote' : 'response',
): Promise<PreparedEoi> {
  if (payload.price_overridden && !context.party.mayOverridePrice)
    throw ApiProblem.forbidden(priceOverrideRefusal);
  const today = marketToday(context.now);
  const entry = quotableInstrument(context.catalogue, payload.finstrument_id, today);
  checkQuantum(entry, payload.quantum);
  if (payload.expiry_date_stored && Date.parse(payload.expiry_date_stored) <= context.now.getTime()) {
    throw ApiProblem.field('expiry_date_stored', 'Expiry must be in the future.');
  }
  if (payload.send_to_rfq) {
    if (context.party.rfqExchanges.length === 0)
      throw ApiProblem.field('send_to_rfq', 'Your firm has no RFQ exchange enabled.');
    if (!isTradingWindowOpen(context.now)) {
      throw ApiProblem.field(
        'send_to_rfq',
        rfqClosedText({ start_time: tradingWindow.startTime, end_time: tradingWindow.endTime }),
      );
    }
  }
  let target: EoiRow | null = null;
  let quoteType: string = payload.quote_type;
  let price = {
    unit_price_stored: payload.unit_price_stored,
    yield_stored: payload.yield_stored,
    fixed_field: payload.fixed_field,
  };
  let negotiation: NegotiationRow | null = null;
  if (mode !== 'quote') {
    if (payload.respond_eoi_id === undefined)
      throw ApiProblem.field('respond_eoi_id', validationMessages.required);
    // Quoting routes are for dealers (trade access); the rule of who may answer what is the quote's own.
    const answerable = await loadAnswerableQuote(
      context.db,
      { clientId: context.party.clientId, tradeAccess: true },
      payload.respond_eoi_id,
      'respond_eoi_id',
      context.now,
    );
    target = answerable.quote;
    negotiation = answerable.negotiation;
    if (target.instrumentId !== entry.row.id)
      throw ApiProblem.field('finstrument_id', 'A response must be for the same bond as the quote.');
    const limit = target.maximumLotStored ?? target.quantum;
    if (payload.quantum > limit)
      throw ApiProblem.field('quantum', `Cannot exceed the quoted quantum of ${rupees(limit)}.`);
    if (mode === 'negotiation' && negotiation === null)
      throw ApiProblem.field('respond_eoi_id', 'This quote is not under negotiation: respond to it first.');
    // A response takes the other side of the quote it answers, whatever the payload's default said.
    quoteType = opposite(target.quoteType);
    if (payload.use_respond_eoi_price)
      price = { unit_price_stored: target.unitPriceStored, yield_stored: null, fixed_field: 'price' };
    if (negotiation !== null)
      await refuseReplacingHit(context.db, negotiation.id, context.party.clientId, target, 'respond_eoi_id');
  }
  await checkQuoteReferences(context.db, context.party.clientId, payload);
  const settlementDate = resolveSettlementDate(
    context.now,
    { settlementDate: payload.settlement, settlementDelta: payload.settlement_delta },
    'settlement',
  );
  const completed = completePrice(entry, price, settlementDate, payload.price_overridden);
  // A quote shared in a chat is a private run of the chat's member firms (`chatQuotes.ts`).
  const chatChannelUrl = chatChannelOfPayload(payload.oto_participant_details);
  let otoParticipantDetails = payload.oto_participant_details ?? null;
  if (chatChannelUrl !== null) {
    if (mode !== 'quote' || payload.send_to_rfq)
      throw ApiProblem.field('oto_participant_details', 'Only a new market quote can be shared in a chat.');
    if (otoParticipantDetails?.client_id !== undefined || otoParticipantDetails?.client_ids !== undefined)
      throw ApiProblem.field(
        'oto_participant_details',
        'Share a quote in a chat or with named firms, not both.',
      );
    otoParticipantDetails = {
      channel_url: chatChannelUrl,
      client_ids: await chatQuoteRecipients(context.db, chatChannelUrl, context.party),
    };
  }
  const visibility =
    mode !== 'quote'
      ? 'RESPONSE'
      : payload.send_to_rfq
        ? 'RFQ'
        : payload.oto_participant_details || payload.source === 'CHAT'
          ? 'PRIVATE'
          : 'PUBLIC';
  if (payload.replaces != null) {
    const [replaced] = await context.db.select().from(eois).where(eq(eois.id, payload.replaces));
    if (!replaced || replaced.clientId !== context.party.clientId)
      throw ApiProblem.field('replaces', 'Quote not found.');
    // A quote that ended (closed, expired, traded, replaced) is final: a conflict with its state.
    if (replaced.status !== 'OPEN')
      throw ApiProblem.conflict('replaces', `This quote is ${replaced.status} and cannot be replaced.`);
    await refuseChangingHit(context.db, replaced, 'replaces');
  }
  return {
    entry,
    target,
    negotiation,
    values: {
      instrumentId: entry.row.id,
      clientId: context.party.clientId,
      userId: context.party.userId,
      quoteType,
      quantum: payload.quantum,
      unitPriceStored: completed.unitPriceStored,
      yieldStored: completed.yieldStored,
      fixedField: completed.fixedField,
      validity: payload.validity ?? null,
      expiryDateStored: payload.expiry_date_stored ? new Date(payload.expiry_date_stored) : null,
      source: chatChannelUrl === null ? payload.source : 'CHAT',
      whatsappConsent: payload.whatsapp_consent,
      state: payload.state,
      status: 'OPEN',
      visibility,
      mandateExpiresAt: payload.mandate_expires_at ? new Date(payload.mandate_expires_at) : null,
      settlement: payload.settlement ?? null,
      settlementDelta: payload.settlement_delta ?? null,
      isBest: payload.is_best,
      replaces: payload.replaces ?? null,
      userAccountId: payload.user_account_id ?? context.party.userAccountId,
      endClientId: payload.end_client_id ?? null,
      sendToRfq: payload.send_to_rfq,
      yieldType: payload.yield_type ?? null,
      priceOverridden: payload.price_overridden,
      // Only a published quote may be indicative: an answer in a negotiation is the answering firm's word.
      firmness: mode === 'quote' ? payload.firmness : 'FIRM',
      brokerId: payload.broker_id ?? null,
      clearingCorporation: payload.clearing_corporation ?? null,
      rfqMode: payload.rfq_mode ?? null,
      otoParticipantDetails,
      originTrade: payload.origin_trade ?? null,
      respondEoiId: target?.id ?? null,
      maximumLotStored: payload.maximum_lot_stored ?? null,
      isSimulated: context.simulated ?? false,
      createdAt: context.now,
      updatedAt: context.now,
    },
  };
}

/**
 * Inserts a prepared EOI. A response or counter goes into the negotiation between the two firms about the
 * quote it answers, opening it on the first response; a counter replaces the party's earlier counters there.
 */
export async function persistEoi(db: DbOrTransaction, prepared: PreparedEoi, now: Date): Promise<EoiRow> {
  const { target } = prepared;
  let clusterId: number | null = null;
  if (target) {
    clusterId =
      prepared.negotiation?.id ?? (await openNegotiation(db, target, prepared.values.clientId, now)).id;
    if (prepared.negotiation)
      await db.update(clusters).set({ updatedAt: now }).where(eq(clusters.id, clusterId));
    await db
      .update(eois)
      .set({ status: 'REPLACED', updatedAt: now })
      .where(
        and(
          eq(eois.clusterId, clusterId),
          eq(eois.clientId, prepared.values.clientId),
          eq(eois.visibility, 'RESPONSE'),
          eq(eois.status, 'OPEN'),
          ne(eois.id, target.id),
        ),
      );
  }
  if (prepared.values.replaces != null) {
    await db
      .update(eois)
      .set({ status: 'REPLACED', updatedAt: now })
      .where(eq(eois.id, prepared.values.replaces));
  }
  const row = returnedRow(
    await db
      .insert(eois)
      .values({ ...prepared.values, clusterId })
      .returning(),
  );
  return row;
}

/** Prepares, inserts (in one transaction) and publishes a new EOI. */
export async function createEoi(
  context: QuoteContext,
  payload: EoiCreatePayload,
  events: EventPublisher,
  mode?: EoiMode,
): Promise<EoiRow> {
  const prepared = await prepareEoi(context, payload, mode);
  const row = await context.db.transaction((transaction) => persistEoi(transaction, prepared, context.now));
  const target = prepared.target;
  publishQuoteChange(
    events,
    context.now,
    row,
    'created',
    target
      ? {
          notifyUserId: target.userId,
          action: mode === 'negotiation' ? 'countered' : 'responded',
          message: `${mode === 'negotiation' ? 'Counter' : 'Response'} on ${prepared.entry.row.displayName}: ${row.unitPriceStored ?? '-'} / ${row.yieldStored === null ? '-' : (row.yieldStored * 100).toFixed(4)}%`,
        }
      : undefined,
  );
  return row;
}

/** Closes (withdraws) or expires a party's own open EOIs; returns the rows changed. */
export async function endEois(
  context: { db: Db; now: Date; clientId: number },
  eoiIds: readonly number[],
  status: 'CLOSED' | 'EXPIRED',
  events: EventPublisher,
): Promise<EoiRow[]> {
  if (eoiIds.length === 0) return [];
  const rows = await context.db
    .select()
    .from(eois)
    .where(inArray(eois.id, [...eoiIds]));
  for (const id of eoiIds) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row || row.clientId !== context.clientId) throw ApiProblem.notFound('Quote not found.');
    if (row.status !== 'OPEN')
      throw ApiProblem.badRequest(
        `Quote ${id} is ${row.status}; only an OPEN quote can be ${status === 'CLOSED' ? 'closed' : 'expired'}.`,
      );
  }
  const changed = await context.db
    .update(eois)
    .set({ status, updatedAt: context.now })
    .where(and(inArray(eois.id, [...eoiIds]), eq(eois.status, 'OPEN')))
    .returning();
  for (const row of changed)
    publishQuoteChange(events, context.now, row, status === 'CLOSED' ? 'closed' : 'expired');
  return changed;
}

/** The fields `PUT api/eoi/update/{id}/` may change. */
export interface EoiChanges {
  quantum?: number;
  unit_price_stored?: number | null;
  yield_stored?: number | null;
  fixed_field?: 'yield' | 'price' | null;
  expiry_date_stored?: string | null;
  validity?: string | null;
  is_best?: boolean;
  price_overridden?: boolean;
}

/** Changes a party's own open EOI: quantum, price or yield (the other recomputed), expiry, labels. */
export async function updateEoi(
  context: QuoteContext,
  eoiId: number,
  changes: EoiChanges,
  events: EventPublisher,
): Promise<EoiRow> {
  const row = await loadOwnQuote(context.db, { clientId: context.party.clientId, tradeAccess: true }, eoiId);
  if (row.status !== 'OPEN')
    throw ApiProblem.badRequest(`This quote is ${row.status}; only an OPEN quote can be updated.`);
  const entry = context.catalogue.byId.get(row.instrumentId);
  if (!entry) throw ApiProblem.notFound('Finstrument not found.');
  const termsChanged =
    changes.quantum !== undefined ||
    changes.unit_price_stored !== undefined ||
    changes.yield_stored !== undefined ||
    changes.fixed_field !== undefined;
  if (termsChanged) await refuseChangingHit(context.db, row, null);
  if (changes.quantum !== undefined) checkQuantum(entry, changes.quantum);
  // A partly filled quote's size is what it offered in all: it cannot drop to what has already traded.
  if (changes.quantum !== undefined && changes.quantum <= row.filledQuantum + 0.5)
    throw ApiProblem.field('quantum', filledSizeRefusal(row.filledQuantum));
  if (changes.expiry_date_stored && Date.parse(changes.expiry_date_stored) <= context.now.getTime()) {
    throw ApiProblem.field('expiry_date_stored', 'Expiry must be in the future.');
  }
  if (changes.price_overridden === true && !context.party.mayOverridePrice)
    throw ApiProblem.forbidden(priceOverrideRefusal);
  // A new price or yield sent without the flag is priced afresh, which ends an earlier override; a change
  // of quantum or expiry alone keeps it.
  const overridden =
    changes.price_overridden ??
    (changes.unit_price_stored !== undefined || changes.yield_stored !== undefined
      ? false
      : row.priceOverridden);
  const priceChanged =
    changes.unit_price_stored !== undefined ||
    changes.yield_stored !== undefined ||
    changes.fixed_field !== undefined ||
    overridden !== row.priceOverridden;
  let priced = {
    unitPriceStored: row.unitPriceStored,
    yieldStored: row.yieldStored,
    fixedField: row.fixedField,
  };
  if (priceChanged && overridden) {
    const settlementDate = resolveSettlementDate(context.now, {
      settlementDate: row.settlement,
      settlementDelta: row.settlementDelta,
    });
    priced = completePrice(
      entry,
      {
        unit_price_stored: changes.unit_price_stored ?? row.unitPriceStored,
        yield_stored: changes.yield_stored ?? row.yieldStored,
        fixed_field: 'yield',
      },
      settlementDate,
      true,
    );
  } else if (priceChanged) {
    const fixed =
      changes.fixed_field ??
      (changes.yield_stored != null && changes.unit_price_stored == null
        ? 'yield'
        : changes.unit_price_stored != null
          ? 'price'
          : row.fixedField);
    const settlementDate = resolveSettlementDate(context.now, {
      settlementDate: row.settlement,
      settlementDelta: row.settlementDelta,
    });
    priced = completePrice(
      entry,
      {
        unit_price_stored: fixed === 'price' ? (changes.unit_price_stored ?? row.unitPriceStored) : null,
        yield_stored: fixed === 'yield' ? (changes.yield_stored ?? row.yieldStored) : null,
        fixed_field: fixed,
      },
      settlementDate,
    );
  }
  const [updated] = await context.db
    .update(eois)
    .set({
      quantum: changes.quantum ?? row.quantum,
      unitPriceStored: priced.unitPriceStored,
      yieldStored: priced.yieldStored,
      fixedField: priced.fixedField,
      expiryDateStored:
        changes.expiry_date_stored === undefined
          ? row.expiryDateStored
          : changes.expiry_date_stored === null
            ? null
            : new Date(changes.expiry_date_stored),
      validity: changes.validity === undefined ? row.validity : changes.validity,
      isBest: changes.is_best ?? row.isBest,
      priceOverridden: overridden,
      updatedAt: context.now,
    })
    .where(and(eq(eois.id, eoiId), eq(eois.status, 'OPEN')))
    .returning();
  if (!updated) throw ApiProblem.badRequest('This quote changed while updating; refresh and try again.');
  publishQuoteChange(events, context.now, updated, 'updated');
  return updated;
}
