import { and, count, eq, inArray, or } from 'drizzle-orm';
import { PricingError, consideration } from '@bondkit/core/pricing';
import type { Db, DbOrTransaction } from '../database/connection';
import { orders } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { EventPublisher } from '../events/eventPublisher';
import type { CatalogueInstrument } from './instrumentCatalogue';
import { applyInventoryMovement } from './inventoryLedger';
import { marketToday } from './marketDate';
import { holdsInventory, openOrderStatuses } from './orderStateMachine';
import type { OrderRow } from './orderView';
import { publishOpenOrderCount } from './tradingEvents';

/** The money of a trade from the engine, in rupees to the paisa: principal, accrued interest and their total. */
export function tradeMoney(
  entry: CatalogueInstrument,
  quantity: number,
  cleanPrice: number,
  settlementDate: string,
): { principal: number; accrued: number; total: number } {
  if (!entry.terms) {
    const total = Math.round(quantity * cleanPrice) / 100;
    return { principal: total, accrued: 0, total };
  }
  try {
    const money = consideration(entry.terms, {
      settlementDate,
      cleanPrice,
      quantity: Math.round(quantity / entry.row.faceValue),
    });
    return { principal: money.principal, accrued: money.accrued, total: money.total };
  } catch (error) {
    if (PricingError.isInstance(error)) throw ApiProblem.field('settlement_date', error.message);
    throw error;
  }
}

/** Moves both firms' holdings for an order entering (sign 1) or leaving (sign -1) a traded status. */
export async function applyOrderToInventory(
  db: DbOrTransaction,
  row: OrderRow,
  sign: 1 | -1,
  now: Date,
): Promise<void> {
  const tradeDate = marketToday(now);
  const source = sign === 1 ? 'ORDER' : 'ORDER_REVERSAL';
  if (row.buyerClientId !== null) {
    await applyInventoryMovement(
      db,
      {
        clientId: row.buyerClientId,
        instrumentId: row.instrumentId,
        quantityChange: sign * row.quantity,
        unitCleanPrice: row.unitCleanPrice,
        source,
        orderId: row.id,
        tradeDate,
      },
      now,
    );
  }
  if (row.sellerClientId !== null) {
    await applyInventoryMovement(
      db,
      {
        clientId: row.sellerClientId,
        instrumentId: row.instrumentId,
        quantityChange: -sign * row.quantity,
        unitCleanPrice: row.unitCleanPrice,
        source,
        orderId: row.id,
        tradeDate,
      },
      now,
    );
  }
}

/** Applies the holdings change of a status change (entering or leaving a traded status). */
export async function applyStatusChange(
  db: DbOrTransaction,
  before: OrderRow,
  after: OrderRow,
  now: Date,
): Promise<void> {
  const held = holdsInventory(before.status);
  const holds = holdsInventory(after.status);
  const tradeChanged = before.quantity !== after.quantity || before.unitCleanPrice !== after.unitCleanPrice;
  if (held && (!holds || tradeChanged)) await applyOrderToInventory(db, before, -1, now);
  if (holds && (!held || tradeChanged)) await applyOrderToInventory(db, after, 1, now);
}

/** The firms an order concerns. */
export function orderFirms(
  row: Pick<OrderRow, 'ownerClientId' | 'buyerClientId' | 'sellerClientId'>,
): number[] {
  return [
    ...new Set(
      [row.ownerClientId, row.buyerClientId, row.sellerClientId].filter((id): id is number => id !== null),
    ),
  ];
}

/** Publishes each firm's count of open orders. */
export async function publishOpenOrderCounts(
  db: Db,
  events: EventPublisher,
  now: Date,
  firms: readonly number[],
): Promise<void> {
  for (const clientId of firms) {
    const [result] = await db
      .select({ value: count() })
      .from(orders)
      .where(
        and(
          inArray(orders.status, [...openOrderStatuses]),
          or(
            eq(orders.ownerClientId, clientId),
            eq(orders.buyerClientId, clientId),
            eq(orders.sellerClientId, clientId),
          ),
        ),
      );
    publishOpenOrderCount(events, now, clientId, result?.value ?? 0);
  }
}
