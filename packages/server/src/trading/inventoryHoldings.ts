import { faceValueMultipleMessage, isWholeNumberOfBonds } from '@bondkit/core/validation';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { EoiCreatePayload, InventoryExternalTrade, ValuationCostEdit } from '@bondkit/core/validation';
import { validationMessages } from '@bondkit/core/validation';
import type { Db } from '../database/connection';
import { instruments, inventoryPositions } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { EventPublisher } from '../events/eventPublisher';
import { createEoi, type QuoteContext } from './eoiService';
import type { EoiRow } from './eoiView';
import { valuedHolding } from './holdingValuation';
import { instrumentCatalogue } from './instrumentCatalogue';
import { resolveSettlementDate } from './instrumentPricing';
import { applyInventoryMovement } from './inventoryLedger';
import { marketToday } from './marketDate';

type PositionRow = typeof inventoryPositions.$inferSelect;

/** Ids per query when reading the holdings' live yields (PostgreSQL's parameter limit is far above it). */
const yieldBatchSize = 1_000;

/** Holdings valued at the market yield for the next settlement date, through the pricing engine. */
async function valuedPositions(db: Db, rows: readonly PositionRow[], now: Date) {
  if (rows.length === 0) return [];
  const catalogue = await instrumentCatalogue(db, now);
  const settlementDate = resolveSettlementDate(now, {});
  const yields = new Map<number, number>();
  const ids = [...new Set(rows.map((row) => row.instrumentId))];
  for (let start = 0; start < ids.length; start += yieldBatchSize) {
    const found = await db
      .select({ id: instruments.id, marketYield: instruments.marketYield })
      .from(instruments)
      .where(inArray(instruments.id, ids.slice(start, start + yieldBatchSize)));
    for (const row of found) yields.set(row.id, row.marketYield);
  }
  const today = marketToday(now);
  return rows.map((row) => {
    const entry = catalogue.byId.get(row.instrumentId);
    // A holding references its bond (a foreign key): a missing one is a server fault, not the caller's.
    if (!entry) throw new Error(`Holding ${row.id} is of bond ${row.instrumentId}, not in the catalogue.`);
    return valuedHolding(row, entry, yields.get(row.instrumentId), settlementDate, today);
  });
}

/** One holding, valued. */
async function valuedPosition(db: Db, row: PositionRow, now: Date) {
  const [valued] = await valuedPositions(db, [row], now);
  if (!valued) throw new Error(`Holding ${row.id} was not valued.`);
  return valued;
}

/** A firm's holdings, valued; a holding sold down to nothing is not listed. */
export async function firmHoldings(db: Db, clientId: number, now: Date) {
  const rows = await db
    .select()
    .from(inventoryPositions)
    .where(eq(inventoryPositions.clientId, clientId))
    .orderBy(asc(inventoryPositions.id));
  return valuedPositions(
    db,
    rows.filter((row) => row.quantity !== 0),
    now,
  );
}

/**
 * Records a trade made outside the platform: not dated after today (India), of a known bond, a whole number
 * of its face value; the holding moves in the same transaction as the movement is recorded.
 */
export async function recordExternalTrade(
  db: Db,
  clientId: number,
  trade: InventoryExternalTrade,
  now: Date,
) {
  if (trade.trade_date > marketToday(now))
    throw ApiProblem.field('trade_date', validationMessages.tradeTimeInFuture);
  const catalogue = await instrumentCatalogue(db, now);
  const entry = catalogue.byId.get(trade.finstrument_id);
  if (!entry) throw ApiProblem.field('finstrument_id', 'Finstrument not found.');
  if (!isWholeNumberOfBonds(trade.quantity, entry.row.faceValue))
    throw ApiProblem.field('quantity', faceValueMultipleMessage(entry.row.faceValue));
  const position = await db.transaction((transaction) =>
    applyInventoryMovement(
      transaction,
      {
        clientId,
        instrumentId: entry.row.id,
        quantityChange: trade.buy_or_sell === 'buy' ? trade.quantity : -trade.quantity,
        unitCleanPrice: trade.unit_clean_price,
        source: 'EXTERNAL_TRADE',
        counterpartyName: trade.counterparty_name ?? null,
        tradeDate: trade.trade_date,
      },
      now,
    ),
  );
  return valuedPosition(db, position, now);
}

/** Changes the valuation cost of one of the firm's holdings; another firm's holding is not found. */
export async function editValuationCost(db: Db, clientId: number, edit: ValuationCostEdit, now: Date) {
  const [updated] = await db
    .update(inventoryPositions)
    .set({ valuationCost: edit.valuation_cost, updatedAt: now })
    .where(and(eq(inventoryPositions.id, edit.id), eq(inventoryPositions.clientId, clientId)))
    .returning();
  if (!updated) throw ApiProblem.notFound('Holding not found.');
  return valuedPosition(db, updated, now);
}

/** Confirms a firm's holdings as of `now` (the user checked them); answers how many were confirmed. */
export async function confirmFirmHoldings(db: Db, clientId: number, now: Date): Promise<number> {
  const confirmed = await db
    .update(inventoryPositions)
    .set({ confirmedAt: now })
    .where(eq(inventoryPositions.clientId, clientId))
    .returning({ id: inventoryPositions.id });
  return confirmed.length;
}

/**
 * Offers a holding to the market: an ASK quote of the firm's bond, for at most the quantity the firm holds
 * (400 on `finstrument_id` when it holds none, on `quantum` when the offer is larger). Answers the quote and
 * the holding it offers.
 */
export async function offerHolding(
  context: QuoteContext,
  offer: EoiCreatePayload,
  events: EventPublisher,
): Promise<{ quote: EoiRow; holdingId: number }> {
  const [position] = await context.db
    .select()
    .from(inventoryPositions)
    .where(
      and(
        eq(inventoryPositions.clientId, context.party.clientId),
        eq(inventoryPositions.instrumentId, offer.finstrument_id),
      ),
    );
  if (!position || position.quantity <= 0)
    throw ApiProblem.field('finstrument_id', 'You do not hold this bond.');
  if (offer.quantum > position.quantity) {
    throw ApiProblem.field(
      'quantum',
      `You hold only ₹${position.quantity.toLocaleString('en-IN')} of this bond.`,
    );
  }
  const quote = await createEoi(
    context,
    { ...offer, quote_type: 'ASK', respond_eoi_id: undefined },
    events,
    'quote',
  );
  return { quote, holdingId: position.id };
}
