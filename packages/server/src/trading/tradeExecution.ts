import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { formatQuantum } from '@bondkit/core/format';
import {
  closedNegotiationProblem,
  isNegotiationParty,
  isNegotiationQuote,
  openNegotiation,
  openNegotiationAbout,
  type NegotiationRow,
} from '../authorization/negotiationRules';
import type { Db, DbOrTransaction } from '../database/connection';
import { clients, clusters, eois } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { EventPublisher } from '../events/eventPublisher';
import type { EoiRow } from './eoiView';
import { faceValueMultipleMessage, isWholeNumberOfBonds } from './faceValueMultiple';
import { overfillMessage, remainingQuantum } from './quoteFill';
import type { InstrumentCatalogue } from './instrumentCatalogue';
import { resolveSettlementDate } from './instrumentPricing';
import { orderFirms, tradeMoney } from './orderService';
import { publishPlatformTrade, recordPlatformTrade } from './platformTrade';
import type { OrderRow } from './orderView';
import { publishQuoteChange } from './tradingEvents';

/** A trade to execute: the acceptor takes `acceptedEoiId` (the other firm's quote) in negotiation `clusterId`. */
export interface TradeRequest {
  db: Db;
  now: Date;
  events: EventPublisher;
  catalogue: InstrumentCatalogue;
  acceptor: { userId: number; clientId: number };
  /**
   * The negotiation to accept in; null: trade against the quote directly (close against it), opening the
   * negotiation between the two firms in the same transaction.
   */
  clusterId: number | null;
  acceptedEoiId: number;
  /** The acceptor's own quote that the trade closes too (close against an opposing quote). */
  acceptorEoiId?: number;
  exchange: string | null;
  /** What the acceptor saw; a mismatch means the quote moved and the accept is refused. */
  expected?: { unitCleanPrice?: number; bondYield?: number; totalAccruedInterest?: number };
  brokerId?: number | null;
  /**
   * How much of the accepted quote to trade (a partial fill of a FIRM quote); absent: all that is left of it.
   * Less than what is left fills that much and leaves the rest of the quote live; more is refused.
   */
  quantity?: number;
}

/**
 * Accepts a quote: in one transaction that locks the quote and the negotiation, checks they are still open,
 * creates exactly one order (ACCEPTED), closes the negotiation's quotes, moves both firms' holdings and prints
 * the trade. A second accept, concurrent or later, finds the negotiation ACCEPTED and gets a 400; the
 * unique order-per-negotiation index backs this up. A partial fill (`quantity` below what is left) closes
 * only the negotiation it traded in: the quote stays OPEN with its filled size raised, and what is left is
 * read under the quote's row lock, so two fills racing for the last size never sell more than the quote.
 */
export async function executeTrade(
  request: TradeRequest,
): Promise<{ order: OrderRow; closed: EoiRow[]; partlyFilled: EoiRow | null }> {
  const { db, now } = request;
  const result = await db.transaction(async (transaction) => {
    let clusterId = request.clusterId;
    // Every trade on a quote locks that quote first (the negotiation's answered quote, or the quote traded
    // against directly): accepts in two negotiations about the same quote run one after the other, and the
    // second finds its negotiation closed by the first.
    const [answered] = await transaction
      .select({ id: eois.id })
      .from(eois)
      .where(
        clusterId === null
          ? eq(eois.id, request.acceptedEoiId)
          : sql`${eois.id} = (SELECT ${clusters.quoteEoiId} FROM ${clusters} WHERE ${clusters.id} = ${clusterId})`,
      )
      .for('update');
    if (clusterId === null) {
      const [quote] = await transaction.select().from(eois).where(eq(eois.id, request.acceptedEoiId));
      if (!answered || !quote) throw ApiProblem.field('lsId', 'Quote not found in this negotiation.');
      clusterId =
        (await openNegotiationAbout(transaction, quote, request.acceptor.clientId))?.id ??
        (await openNegotiation(transaction, quote, request.acceptor.clientId, now)).id;
    }
    const [cluster] = await transaction
      .select()
      .from(clusters)
      .where(eq(clusters.id, clusterId))
      .for('update');
    // The negotiation rule: only its two firms see it; a third firm is told it does not exist.
    if (!cluster || !isNegotiationParty(cluster, request.acceptor.clientId))
      throw ApiProblem.notFound('Negotiation not found.');
    if (cluster.state !== 'OPEN') throw await closedNegotiationProblem(transaction, cluster, null);
    const [accepted] = await transaction.select().from(eois).where(eq(eois.id, request.acceptedEoiId));
    if (!accepted || !isNegotiationQuote(cluster, accepted))
      throw ApiProblem.field('lsId', 'Quote not found in this negotiation.');
    if (accepted.clientId === request.acceptor.clientId)
      throw ApiProblem.field('lsId', "You cannot accept your own firm's quote.");
    // An indicative quote becomes a trade only when its own firm accepts a request on it.
    if (accepted.firmness === 'INDICATIVE' && accepted.visibility !== 'RESPONSE')
      throw ApiProblem.field(
        'lsId',
        'This quote is indicative: send a request (hit or lift) and the quoting firm confirms it.',
      );
    const expired =
      accepted.expiryDateStored !== null && accepted.expiryDateStored.getTime() <= now.getTime();
    if (accepted.status !== 'OPEN' || expired)
      throw ApiProblem.field(
        'lsId',
        `This quote is ${expired ? 'EXPIRED' : accepted.status} and can no longer be accepted.`,
      );
    if (request.acceptorEoiId !== undefined)
      await transaction
        .update(eois)
        .set({ clusterId: cluster.id })
        .where(and(eq(eois.id, request.acceptorEoiId), eq(eois.clientId, request.acceptor.clientId)));
    if (accepted.unitPriceStored === null)
      throw ApiProblem.nonField('This quote has no price to accept: ask for one first.');
    const expected = request.expected ?? {};
    if (
      expected.unitCleanPrice !== undefined &&
      Math.abs(expected.unitCleanPrice - accepted.unitPriceStored) > 0.00005
    ) {
      throw ApiProblem.field(
        'unit_clean_price',
        `The quote is now at ${accepted.unitPriceStored.toFixed(4)}: refresh and try again.`,
      );
    }
    if (
      expected.bondYield !== undefined &&
      accepted.yieldStored !== null &&
      Math.abs(expected.bondYield - accepted.yieldStored) > 0.0000005
    ) {
      throw ApiProblem.field(
        'bond_yield',
        `The quote is now at a yield of ${(accepted.yieldStored * 100).toFixed(4)}%: refresh and try again.`,
      );
    }
    const entry = request.catalogue.byId.get(accepted.instrumentId);
    if (!entry) throw ApiProblem.notFound('Finstrument not found.');
    const remaining = remainingQuantum(accepted);
    if (remaining < 0.5) throw ApiProblem.field('quantum', 'Nothing of this quote is left to trade.');
    const quantity = request.quantity ?? remaining;
    // A rupee's tolerance: sizes are whole rupees, and a double's rounding must not refuse the exact rest.
    if (quantity > remaining + 0.5) throw ApiProblem.field('quantum', overfillMessage(remaining));
    if (!isWholeNumberOfBonds(quantity, entry.row.faceValue))
      throw ApiProblem.field('quantum', faceValueMultipleMessage(entry.row.faceValue));
    const partial = quantity < remaining - 0.5;
    const settlementDate = resolveSettlementDate(now, {
      settlementDate: accepted.settlement,
      settlementDelta: accepted.settlementDelta,
    });
    const money = tradeMoney(entry, quantity, accepted.unitPriceStored, settlementDate);
    if (
      expected.totalAccruedInterest !== undefined &&
      Math.abs(expected.totalAccruedInterest - money.accrued) > 1
    ) {
      throw ApiProblem.field(
        'total_accrued_interest',
        `Accrued interest for this trade is ₹${money.accrued.toFixed(2)}.`,
      );
    }
    const acceptorBuys = accepted.quoteType === 'ASK';
    // The negotiation's quotes: the quote it answers and the two firms' quotes placed in it.
    const parties = [cluster.ownerClientId, cluster.counterpartyClientId ?? cluster.ownerClientId];
    const inNegotiation = or(
      and(eq(eois.clusterId, cluster.id), inArray(eois.clientId, parties)),
      cluster.quoteEoiId === null ? sql`false` : eq(eois.id, cluster.quoteEoiId),
    )!;
    const [counterparty] = await transaction
      .select({ name: clients.name, brandName: clients.brandName })
      .from(clients)
      .where(eq(clients.id, accepted.clientId));
    const order = await recordPlatformTrade(
      transaction,
      {
        instrumentId: accepted.instrumentId,
        ownerClientId: request.acceptor.clientId,
        createdByUserId: request.acceptor.userId,
        buyerClientId: acceptorBuys ? request.acceptor.clientId : accepted.clientId,
        sellerClientId: acceptorBuys ? accepted.clientId : request.acceptor.clientId,
        counterpartyName: counterparty?.brandName ?? counterparty?.name ?? null,
        quantity,
        unitCleanPrice: accepted.unitPriceStored,
        bondYield: accepted.yieldStored,
        settlementDate,
        accruedInterest: money.accrued,
        consideration: money.total,
        exchange: request.exchange,
        clusterId: cluster.id,
        sourceEoiId: accepted.id,
        // The quoting firm agrees the consideration the accepting firm booked.
        considerationStatus: 'PENDING',
      },
      now,
    );
    await transaction
      .update(clusters)
      .set({ state: 'ACCEPTED', updatedAt: now })
      .where(eq(clusters.id, cluster.id));
    await transaction
      .update(eois)
      .set({ closedAgainstEoiId: accepted.id })
      .where(and(inNegotiation, ne(eois.id, accepted.id), eq(eois.status, 'OPEN')));
    // A partial fill leaves the quote itself live with less left; a full one closes it with the rest.
    const [filled] = await transaction
      .update(eois)
      .set({ filledQuantum: accepted.filledQuantum + quantity, updatedAt: now })
      .where(eq(eois.id, accepted.id))
      .returning();
    const closed = await transaction
      .update(eois)
      .set({ status: 'CLOSED', updatedAt: now })
      .where(and(inNegotiation, eq(eois.status, 'OPEN'), partial ? ne(eois.id, accepted.id) : sql`true`))
      .returning();
    const closedElsewhere = partial ? [] : await closeOtherNegotiations(transaction, cluster, now);
    return { order, closed, accepted, closedElsewhere, partlyFilled: partial ? (filled ?? null) : null };
  });
  // The quote still live after a partial fill: both firms' rows show what is left, through the stream.
  if (result.partlyFilled !== null)
    publishQuoteChange(request.events, now, result.partlyFilled, 'updated', {
      notifyUserId: result.partlyFilled.userId,
      action: 'filled',
      message: `Your quote was partly filled: order #${result.order.id}, ${formatQuantum(remainingQuantum(result.partlyFilled))} left.`,
    });
  for (const row of result.closed) {
    publishQuoteChange(
      request.events,
      now,
      row,
      'closed',
      row.id === result.accepted.id
        ? {
            notifyUserId: row.userId,
            action: 'accepted',
            message: `Your quote was accepted: order #${result.order.id}.`,
          }
        : undefined,
    );
  }
  // The other negotiations' firms learn that the quote they negotiated on traded, once per user.
  const tradeFirms = orderFirms(result.order);
  const notified = new Set<number>();
  for (const row of result.closedElsewhere) {
    const notify = !tradeFirms.includes(row.clientId) && !notified.has(row.userId);
    notified.add(row.userId);
    publishQuoteChange(
      request.events,
      now,
      row,
      'closed',
      notify
        ? {
            notifyUserId: row.userId,
            action: 'closed',
            message: `The quote you negotiated on traded with another firm: negotiation #${row.clusterId} is closed.`,
          }
        : undefined,
    );
  }
  await publishPlatformTrade(db, request.events, now, result.order);
  return { order: result.order, closed: result.closed, partlyFilled: result.partlyFilled };
}

/**
 * A quote fills once: when a negotiation about a quote trades, every other open negotiation about the same
 * quote closes in the same transaction, with the open quotes its two firms placed in it, so nothing there
 * can be accepted or countered any more. Returns the quotes closed.
 */
async function closeOtherNegotiations(
  transaction: DbOrTransaction,
  traded: NegotiationRow,
  now: Date,
): Promise<EoiRow[]> {
  if (traded.quoteEoiId === null) return [];
  const others = await transaction
    .update(clusters)
    .set({ state: 'CLOSED', updatedAt: now })
    .where(
      and(eq(clusters.quoteEoiId, traded.quoteEoiId), ne(clusters.id, traded.id), eq(clusters.state, 'OPEN')),
    )
    .returning();
  if (others.length === 0) return [];
  return transaction
    .update(eois)
    .set({ status: 'CLOSED', updatedAt: now })
    .where(
      and(
        eq(eois.status, 'OPEN'),
        or(
          ...others.map((other) =>
            and(
              eq(eois.clusterId, other.id),
              inArray(eois.clientId, [
                other.ownerClientId,
                other.counterpartyClientId ?? other.ownerClientId,
              ]),
            ),
          ),
        ),
      ),
    )
    .returning();
}
