import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { inventoryMovements, inventoryPositions } from '../database/schema/index';

/** One change to a firm's holding of a bond. */
export interface InventoryMovement {
  clientId: number;
  instrumentId: number;
  /** Signed rupees of face value: positive bought, negative sold. */
  quantityChange: number;
  /** The traded clean price; buys move the valuation cost to the weighted average. */
  unitCleanPrice: number | null;
  source: 'UPLOAD' | 'EXTERNAL_TRADE' | 'ORDER' | 'ORDER_REVERSAL';
  orderId?: number | null;
  counterpartyName?: string | null;
  tradeDate: string;
}

/**
 * Records a movement and updates the holding in the same transaction. A buy into a long holding moves
 * the valuation cost to the weighted average of the old cost and the price paid; sells leave it.
 */
export async function applyInventoryMovement(db: DbOrTransaction, movement: InventoryMovement, now: Date) {
  await db.insert(inventoryMovements).values({
    clientId: movement.clientId,
    instrumentId: movement.instrumentId,
    quantityChange: movement.quantityChange,
    unitCleanPrice: movement.unitCleanPrice,
    source: movement.source,
    orderId: movement.orderId ?? null,
    counterpartyName: movement.counterpartyName ?? null,
    tradeDate: movement.tradeDate,
  });
  const [existing] = await db
    .select()
    .from(inventoryPositions)
    .where(
      and(
        eq(inventoryPositions.clientId, movement.clientId),
        eq(inventoryPositions.instrumentId, movement.instrumentId),
      ),
    )
    .for('update');
  if (!existing) {
    const [created] = await db
      .insert(inventoryPositions)
      .values({
        clientId: movement.clientId,
        instrumentId: movement.instrumentId,
        quantity: movement.quantityChange,
        valuationCost: movement.unitCleanPrice,
        updatedAt: now,
      })
      .returning();
    return created!;
  }
  const quantity = existing.quantity + movement.quantityChange;
  let valuationCost = existing.valuationCost;
  if (
    movement.quantityChange > 0 &&
    movement.unitCleanPrice !== null &&
    movement.source !== 'ORDER_REVERSAL'
  ) {
    valuationCost =
      existing.quantity > 0 && existing.valuationCost !== null
        ? (existing.quantity * existing.valuationCost + movement.quantityChange * movement.unitCleanPrice) /
          quantity
        : movement.unitCleanPrice;
    valuationCost = Math.round(valuationCost * 10_000) / 10_000;
  }
  const [updated] = await db
    .update(inventoryPositions)
    .set({ quantity: sql`${quantity}`, valuationCost, updatedAt: now })
    .where(eq(inventoryPositions.id, existing.id))
    .returning();
  return updated!;
}
