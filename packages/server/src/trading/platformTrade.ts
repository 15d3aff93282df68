import type { Db, DbOrTransaction } from '../database/connection';
import { orders, tradePrints } from '../database/schema/index';
import type { EventPublisher } from '../events/eventPublisher';
import { marketToday } from './marketDate';
import { applyOrderToInventory, orderFirms, publishOpenOrderCounts } from './orderService';
import type { OrderRow } from './orderView';
import { publishOrderUpdate } from './tradingEvents';
import { returnedRow } from '../database/returnedRow';

/** A trade agreed on the platform between two firms: accepting a quote, or confirming a trade ticket. */
export interface PlatformTrade {
  instrumentId: number;
  /** The firm that accepted or confirmed it (the order's owner) and its user. */
  ownerClientId: number;
  createdByUserId: number;
  buyerClientId: number;
  sellerClientId: number;
  /** The other firm's display name, as the owner sees it. */
  counterpartyName: string | null;
  quantity: number;
  unitCleanPrice: number;
  bondYield: number | null;
  settlementDate: string;
  accruedInterest: number;
  consideration: number;
  exchange: string | null;
  /** The negotiation accepted (a quote trade); null for a ticket. */
  clusterId: number | null;
  sourceEoiId: number | null;
  /**
   * Where the counterparty stands on the consideration: PENDING after a quote is accepted (it agrees the
   * money the accepting firm booked), ACCEPTED for a ticket (its buyer accepted the consideration first).
   */
  considerationStatus: 'PENDING' | 'ACCEPTED';
}

/**
 * Records a trade inside the caller's transaction: one ACCEPTED order both firms see, both firms' holdings
 * moved, and a trade print. The caller publishes it after commit with {@link publishPlatformTrade}.
 */
export async function recordPlatformTrade(
  transaction: DbOrTransaction,
  trade: PlatformTrade,
  now: Date,
): Promise<OrderRow> {
  const order = returnedRow(
    await transaction
      .insert(orders)
      .values({
        kind: 'orders',
        ...trade,
        status: 'ACCEPTED',
        brokerage: null,
        history: [{ at: now.toISOString(), from: null, to: 'ACCEPTED', by: trade.createdByUserId }],
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  await applyOrderToInventory(transaction, order, 1, now);
  await transaction.insert(tradePrints).values({
    instrumentId: trade.instrumentId,
    tradeDate: marketToday(now),
    unitCleanPrice: trade.unitCleanPrice,
    bondYield: trade.bondYield ?? 0,
    quantity: trade.quantity,
    exchange: trade.exchange ?? 'OTC',
  });
  return order;
}

/** After commit: both firms of the trade see the new order at once (order lists, the dart's toasts, counts). */
export async function publishPlatformTrade(
  db: Db,
  events: EventPublisher,
  now: Date,
  order: OrderRow,
): Promise<void> {
  const firms = orderFirms(order);
  publishOrderUpdate(events, now, order, firms, 'created');
  await publishOpenOrderCounts(db, events, now, firms);
}
