import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../database/connection';
import { clients, clusters, eois, orders, tradePrints } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { EventPublisher } from '../events/eventPublisher';
import type { EoiRow } from './eoiView';
import type { InstrumentCatalogue } from './instrumentCatalogue';
import { resolveSettlementDate } from './instrumentPricing';
import { marketToday } from './marketDate';
import { applyOrderToInventory, orderFirms, publishOpenOrderCounts, tradeMoney } from './orderService';
import type { OrderRow } from './orderView';
import { publishQuoteChange } from './tradingEvents';

/** A trade to execute: the acceptor takes `acceptedEoiId` (the other firm's quote) in negotiation `clusterId`. */
export interface TradeRequest {
  db: Db;
  now: Date;
  events: EventPublisher;
  catalogue: InstrumentCatalogue;
  acceptor: { userId: number; clientId: number };
  clusterId: number;
  acceptedEoiId: number;
  exchange: string | null;
  /** What the acceptor saw; a mismatch means the quote moved and the accept is refused. */
  expected?: { unitCleanPrice?: number; bondYield?: number; totalAccruedInterest?: number };
  brokerId?: number | null;
}

/**
 * Accepts a quote: in one transaction that locks the negotiation, checks it is still open, creates
 * exactly one order (ACCEPTED), closes the negotiation's quotes, moves both firms' holdings and prints
 * the trade. A second accept, concurrent or later, finds the negotiation ACCEPTED and gets a 400; the
 * unique order-per-negotiation index backs this up.
 */
export async function executeTrade(request: TradeRequest): Promise<{ order: OrderRow; closed: EoiRow[] }> {
  const { db, now } = request;
  const result = await db.transaction(async (transaction) => {
    const [cluster] = await transaction
      .select()
      .from(clusters)
      .where(eq(clusters.id, request.clusterId))
      .for('update');
    if (!cluster) throw ApiProblem.notFound('Negotiation not found.');
    if (cluster.state !== 'OPEN') throw ApiProblem.nonField(`This negotiation is already ${cluster.state}.`);
    const [accepted] = await transaction.select().from(eois).where(eq(eois.id, request.acceptedEoiId));
    if (!accepted || accepted.clusterId !== cluster.id)
      throw ApiProblem.field('lsId', 'Quote not found in this negotiation.');
    if (accepted.clientId === request.acceptor.clientId)
      throw ApiProblem.field('lsId', "You cannot accept your own firm's quote.");
    if (accepted.status !== 'OPEN')
      throw ApiProblem.field('lsId', `This quote is ${accepted.status} and can no longer be accepted.`);
    const isParty =
      cluster.ownerClientId === request.acceptor.clientId ||
      (
        await transaction
          .select({ id: eois.id })
          .from(eois)
          .where(and(eq(eois.clusterId, cluster.id), eq(eois.clientId, request.acceptor.clientId)))
          .limit(1)
      ).length > 0;
    if (!isParty) throw ApiProblem.forbidden('You are not part of this negotiation.');
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
    const settlementDate = resolveSettlementDate(now, {
      settlementDate: accepted.settlement,
      settlementDelta: accepted.settlementDelta,
    });
    const money = tradeMoney(entry, accepted.quantum, accepted.unitPriceStored, settlementDate);
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
    const [counterparty] = await transaction
      .select({ name: clients.name, brandName: clients.brandName })
      .from(clients)
      .where(eq(clients.id, accepted.clientId));
    const [order] = await transaction
      .insert(orders)
      .values({
        kind: 'orders',
        instrumentId: accepted.instrumentId,
        ownerClientId: request.acceptor.clientId,
        createdByUserId: request.acceptor.userId,
        buyerClientId: acceptorBuys ? request.acceptor.clientId : accepted.clientId,
        sellerClientId: acceptorBuys ? accepted.clientId : request.acceptor.clientId,
        counterpartyName: counterparty?.brandName ?? counterparty?.name ?? null,
        status: 'ACCEPTED',
        quantity: accepted.quantum,
        unitCleanPrice: accepted.unitPriceStored,
        bondYield: accepted.yieldStored,
        settlementDate,
        accruedInterest: money.accrued,
        consideration: money.total,
        exchange: request.exchange,
        brokerage: null,
        clusterId: cluster.id,
        sourceEoiId: accepted.id,
        history: [{ at: now.toISOString(), from: null, to: 'ACCEPTED', by: request.acceptor.userId }],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await transaction
      .update(clusters)
      .set({ state: 'ACCEPTED', updatedAt: now })
      .where(eq(clusters.id, cluster.id));
    await transaction
      .update(eois)
      .set({ closedAgainstEoiId: accepted.id })
      .where(and(eq(eois.clusterId, cluster.id), ne(eois.id, accepted.id), eq(eois.status, 'OPEN')));
    const closed = await transaction
      .update(eois)
      .set({ status: 'CLOSED', updatedAt: now })
      .where(and(eq(eois.clusterId, cluster.id), eq(eois.status, 'OPEN')))
      .returning();
    await applyOrderToInventory(transaction, order!, 1, now);
    await transaction.insert(tradePrints).values({
      instrumentId: accepted.instrumentId,
      tradeDate: marketToday(now),
      unitCleanPrice: accepted.unitPriceStored,
      bondYield: accepted.yieldStored ?? 0,
      quantity: accepted.quantum,
      exchange: request.exchange ?? 'OTC',
    });
    return { order: order!, closed, accepted };
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
  await publishOpenOrderCounts(db, request.events, now, orderFirms(result.order));
  return { order: result.order, closed: result.closed };
}
