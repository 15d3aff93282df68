import { createHash } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { EndpointRequestParts, orderEndpoints } from '@bondkit/core/contract';
import { validationMessages } from '@bondkit/core/validation';
import { tradingFirmCondition } from '../authorization/participantRules';
import type { Db } from '../database/connection';
import { returnedRow } from '../database/returnedRow';
import { clients, orders } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { EventPublisher } from '../events/eventPublisher';
import { checkQuantum, quotableInstrument } from './eoiService';
import type { CatalogueInstrument } from './instrumentCatalogue';
import { instrumentCatalogue } from './instrumentCatalogue';
import { priceFixedField, resolveSettlementDate, wirePrice } from './instrumentPricing';
import { marketToday } from './marketDate';
import { recordOrderAudit } from './orderAudit';
import { checkIntermediary } from './orderIntermediaries';
import { applyStatusChange, orderFirms, publishOpenOrderCounts, tradeMoney } from './orderService';
import type { OrderRow } from './orderView';

/** A trade report as the contract parses it. */
export type TradeReportBody = EndpointRequestParts<typeof orderEndpoints.reportTrade>['body'];

/** A trade a firm reports: who reports it, as which kind of order, and with which Idempotency-Key. */
export interface TradeReportRequest {
  db: Db;
  events: EventPublisher;
  now: Date;
  reporter: { userId: number; clientId: number };
  kind: OrderRow['kind'];
  report: TradeReportBody;
  /** The request's Idempotency-Key header; a second report with it answers the first order. Default: none. */
  idempotencyKey?: string | undefined;
}

/** The order a report made, and whether it is an earlier report's answered again (a replay). */
export interface ReportedTrade {
  order: OrderRow;
  replayed: boolean;
}

/**
 * Reports a trade (trading-and-chat 5): checks the bond, the size, the trade time, the counterparty and the
 * intermediaries, prices the side that was not given, and inserts the order with its audit entry and its
 * holdings' movement in one transaction. A trade with an outside party is booked (ACCEPTED); one with a
 * firm on the platform waits for it (PENDING). With an Idempotency-Key, the same report answers the order
 * it made the first time, and a different report with the same key is refused (422).
 */
export async function reportTrade(request: TradeReportRequest): Promise<ReportedTrade> {
  const { db, now, reporter, kind, report, idempotencyKey } = request;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([kind, report]))
    .digest('hex');
  const replay = () => earlierReport(db, reporter.clientId, idempotencyKey, fingerprint);
  const previous = await replay();
  if (previous) return { order: previous, replayed: true };
  if (Date.parse(report.trade_time) > now.getTime())
    throw ApiProblem.field('trade_time', validationMessages.tradeTimeInFuture);
  const catalogue = await instrumentCatalogue(db, now);
  const entry = quotableInstrument(catalogue, report.finstrument_id, marketToday(now));
  checkQuantum(entry, report.quantity, 'quantity');
  await checkCounterparty(db, reporter.clientId, report.counterparty_client_id);
  const facilitatorId =
    report.facilitator_id == null ? null : await checkIntermediary(db, report.facilitator_id, 'facilitator');
  const agentId = report.agent_id == null ? null : await checkIntermediary(db, report.agent_id, 'agent');
  const settlementDate = resolveSettlementDate(now, {
    settlementDate: report.settlement_date,
    settlementDelta: report.settlement_delta,
  });
  const price = reportedPrice(entry, report, settlementDate);
  const money = tradeMoney(entry, report.quantity, price.unitCleanPrice, settlementDate);
  const counterparty = report.counterparty_client_id ?? null;
  // A trade with a firm on the platform waits for its confirmation; one with an outside party is booked.
  const status = counterparty === null ? 'ACCEPTED' : 'PENDING';
  const buys = report.buy_or_sell === 'buy';
  let created: OrderRow;
  try {
    created = await db.transaction(async (transaction) => {
      const row = returnedRow(
        await transaction
          .insert(orders)
          .values({
            kind,
            instrumentId: entry.row.id,
            ownerClientId: reporter.clientId,
            createdByUserId: reporter.userId,
            buyerClientId: buys ? reporter.clientId : counterparty,
            sellerClientId: buys ? counterparty : reporter.clientId,
            counterpartyName: report.counterparty_name ?? null,
            status,
            quantity: report.quantity,
            unitCleanPrice: price.unitCleanPrice,
            bondYield: price.bondYield,
            settlementDate,
            accruedInterest: money.accrued,
            consideration: money.total,
            exchange: report.exchange ?? null,
            tradeTime: new Date(report.trade_time),
            facilitatorClientId: facilitatorId,
            agentClientId: agentId,
            // The counterparty on the platform agrees the consideration; an outside party is not here to.
            considerationStatus: counterparty === null ? null : 'PENDING',
            idempotencyKey: idempotencyKey ?? null,
            requestFingerprint: idempotencyKey ? fingerprint : null,
            history: [{ at: now.toISOString(), from: null, to: status, by: reporter.userId }],
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
      );
      await applyStatusChange(transaction, { ...row, status: 'PENDING' }, row, now);
      await recordOrderAudit(
        transaction,
        {
          orderId: row.id,
          actorUserId: reporter.userId,
          actorClientId: reporter.clientId,
          action: 'reported',
          details: { status },
        },
        now,
      );
      return row;
    });
  } catch (error) {
    // Two requests with one key at once: the unique index lets one in; the other answers with it.
    const again = await replay().catch(() => null);
    if (again) return { order: again, replayed: true };
    throw error;
  }
  await publishOpenOrderCounts(db, request.events, now, orderFirms(created));
  return { order: created, replayed: false };
}

/** The order an earlier report with this key made; a 422 when that report was a different one. */
async function earlierReport(
  db: Db,
  clientId: number,
  idempotencyKey: string | undefined,
  fingerprint: string,
): Promise<OrderRow | null> {
  if (!idempotencyKey) return null;
  const [existing] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.ownerClientId, clientId), eq(orders.idempotencyKey, idempotencyKey)));
  if (!existing) return null;
  if (existing.requestFingerprint !== fingerprint) {
    throw new ApiProblem(422, { detail: 'This Idempotency-Key was already used with a different request.' });
  }
  return existing;
}

/** A counterparty on the platform: another trading firm, or a client the reporter manages. */
async function checkCounterparty(
  db: Db,
  clientId: number,
  counterpartyId: number | null | undefined,
): Promise<void> {
  if (counterpartyId == null) return;
  if (counterpartyId === clientId)
    throw ApiProblem.field('counterparty_client_id', 'The counterparty cannot be your own firm.');
  const [firm] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(eq(clients.id, counterpartyId), or(tradingFirmCondition, eq(clients.managedByClientId, clientId))),
    );
  if (!firm) throw ApiProblem.field('counterparty_client_id', 'Counterparty not found.');
}

/**
 * The trade's price and yield: the one given, and the other computed from it when the bond can be priced
 * (the price wins when both are given); without terms, the price as given.
 */
function reportedPrice(
  entry: CatalogueInstrument,
  report: TradeReportBody,
  settlementDate: string,
): { unitCleanPrice: number; bondYield: number | null } {
  const cleanPrice = report.unit_clean_price ?? null;
  const yieldFraction = report.bond_yield ?? null;
  if (entry.terms) {
    const fixedField = cleanPrice !== null ? 'price' : 'yield';
    const computed = wirePrice(
      priceFixedField(entry.terms, { fixedField, cleanPrice, yieldFraction }, settlementDate),
    );
    if (cleanPrice !== null) return { unitCleanPrice: cleanPrice, bondYield: computed.bond_yield };
    if (computed.unit_clean_price !== null)
      return { unitCleanPrice: computed.unit_clean_price, bondYield: yieldFraction };
  }
  if (cleanPrice === null) throw ApiProblem.field('unit_clean_price', 'Price is required');
  return { unitCleanPrice: cleanPrice, bondYield: yieldFraction };
}
