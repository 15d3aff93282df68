import { desc, eq } from 'drizzle-orm';
import { tradePrints } from '../../database/schema/index';
import { quoteDepthOf } from '../../trading/quoteBook';
import type { MarketSnapshot } from './marketSnapshot';
import { summariseBond, type BondSummary } from './bondSummary';
import { ToolRefusal } from './priceTool';
import type { ToolCaller } from './quotesTool';

export interface TradesToolOutput {
  bond: BondSummary;
  /** Latest first, at most `limit`. */
  trades: {
    tradeDate: string;
    cleanPrice: number;
    yieldPercent: number;
    faceValueRupees: number;
    exchange: string;
  }[];
  /** The open book by price level (anonymous: side, price or yield, size), best first; empty without the right to see it. */
  openQuotes: { side: string; cleanPrice: number | null; yieldPercent: number | null; quantity: number }[];
}

/** Recent trade prints and open public quotes of a bond. */
export async function recentTrades(
  market: MarketSnapshot,
  input: { bondId: number; limit?: number },
  caller: ToolCaller,
): Promise<TradesToolOutput> {
  const entry = market.catalogue.byId.get(input.bondId);
  if (!entry) throw new ToolRefusal(`There is no bond with id ${input.bondId}.`);
  const limit = Math.min(Math.max(input.limit ?? 5, 1), 20);
  const [rows, quotes] = await Promise.all([
    market.db
      .select()
      .from(tradePrints)
      .where(eq(tradePrints.instrumentId, input.bondId))
      .orderBy(desc(tradePrints.tradeDate), desc(tradePrints.id))
      .limit(limit),
    // The depth endpoint's rule and levels: a caller who may not see the quote book sees none here either.
    quoteDepthOf(market.db, market.readAt, { id: input.bondId }, caller.tradeAccess),
  ]);
  return {
    bond: summariseBond(entry, market),
    trades: rows.map((row) => ({
      tradeDate: row.tradeDate,
      cleanPrice: row.unitCleanPrice,
      yieldPercent: Math.round(row.bondYield * 1_000_000) / 10_000,
      faceValueRupees: row.quantity,
      exchange: row.exchange,
    })),
    openQuotes: (['BID', 'ASK'] as const).flatMap((side) =>
      (side === 'BID' ? quotes.bids : quotes.asks).map((level) => ({
        side,
        cleanPrice: level.unit_clean_price,
        yieldPercent: level.bond_yield === null ? null : Math.round(level.bond_yield * 1_000_000) / 10_000,
        quantity: level.quantum,
      })),
    ),
  };
}
