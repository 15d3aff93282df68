import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { inventoryMovements, inventoryPositions } from '../database/schema/index';
import { returnedRow } from '../database/returnedRow';

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
    const created = returnedRow(
      await db
        .insert(inventoryPositions)
        .values({
          clientId: movement.clientId,
          instrumentId: movement.instrumentId,
          quantity: movement.quantityChange,
          valuationCost: movement.unitCleanPrice,
          updatedAt: now,
        })
        .returning(),
    );
    return created;
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
  const updated = returnedRow(
    await db
      .update(inventoryPositions)
      .set({ quantity: sql`${quantity}`, valuationCost, updatedAt: now })
      .where(eq(inventoryPositions.id, existing.id))
      .returning(),
  );
  return updated;
}

/** A holding a positions upload sets: its face value, and its valuation cost when the file gives one. */
export interface UploadedHolding {
  instrumentId: number;
  quantity: number;
  valuationCost: number | null;
}

/** Rows per statement: a few thousand parameters, well under PostgreSQL's 65,535. */
const rowsPerStatement = 1_000;

/**
 * Sets a firm's holdings to an upload's figures in a few set-based statements (a 5,000-row file in well
 * under a second): one read of the current holdings, the movements that bring each to its new quantity,
 * and one upsert per thousand rows. A row without a cost keeps the holding's cost. Every holding set is
 * confirmed as of `now`. Call inside a transaction: the upload is all or nothing.
 */
export async function setUploadedHoldings(
  db: DbOrTransaction,
  clientId: number,
  holdings: readonly UploadedHolding[],
  tradeDate: string,
  now: Date,
  /** Hears how many holdings are written so far, after each batch. Default: none. */
  onWritten?: (writtenRows: number) => void,
): Promise<void> {
  const current = new Map<number, number>();
  for (let start = 0; start < holdings.length; start += rowsPerStatement) {
    const ids = holdings.slice(start, start + rowsPerStatement).map((holding) => holding.instrumentId);
    const rows = await db
      .select({ instrumentId: inventoryPositions.instrumentId, quantity: inventoryPositions.quantity })
      .from(inventoryPositions)
      .where(and(eq(inventoryPositions.clientId, clientId), inArray(inventoryPositions.instrumentId, ids)))
      .for('update');
    for (const row of rows) current.set(row.instrumentId, row.quantity);
  }
  const movements = holdings
    .map((holding) => ({
      clientId,
      instrumentId: holding.instrumentId,
      quantityChange: holding.quantity - (current.get(holding.instrumentId) ?? 0),
      unitCleanPrice: null,
      source: 'UPLOAD',
      tradeDate,
    }))
    .filter((movement) => movement.quantityChange !== 0);
  for (let start = 0; start < movements.length; start += rowsPerStatement)
    await db.insert(inventoryMovements).values(movements.slice(start, start + rowsPerStatement));
  for (let start = 0; start < holdings.length; start += rowsPerStatement) {
    await db
      .insert(inventoryPositions)
      .values(
        holdings.slice(start, start + rowsPerStatement).map((holding) => ({
          clientId,
          instrumentId: holding.instrumentId,
          quantity: holding.quantity,
          valuationCost: holding.valuationCost,
          confirmedAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [inventoryPositions.clientId, inventoryPositions.instrumentId],
        set: {
          quantity: sql`excluded.quantity`,
          valuationCost: sql`coalesce(excluded.valuation_cost, ${inventoryPositions.valuationCost})`,
          confirmedAt: sql`excluded.confirmed_at`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    onWritten?.(Math.min(holdings.length, start + rowsPerStatement));
  }
}
