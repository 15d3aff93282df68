import { and, desc, eq, inArray } from 'drizzle-orm';
import { eois, tradePrints } from '../../database/schema/index';
import type { MarketSnapshot } from './marketSnapshot';
import { summariseBond, type BondSummary } from './bondSummary';
import { ToolRefusal } from './priceTool';

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
  /** Open public quotes on the platform (anonymous: side, price or yield, size). */
  openQuotes: { side: string; cleanPrice: number | null; yieldPercent: number | null; quantity: number }[];
}

/** Recent trade prints and open public quotes of a bond. */
export async function recentTrades(
  market: MarketSnapshot,
  input: { bondId: number; limit?: number },
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
    market.db
      .select({
        quoteType: eois.quoteType,
        unitPrice: eois.unitPriceStored,
        yieldStored: eois.yieldStored,
        quantum: eois.quantum,
      })
      .from(eois)
      .where(
        and(
          eq(eois.instrumentId, input.bondId),
          eq(eois.status, 'OPEN'),
          inArray(eois.visibility, ['PUBLIC']),
        ),
      )
      .limit(10),
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
    openQuotes: quotes.map((quote) => ({
      side: quote.quoteType,
      cleanPrice: quote.unitPrice,
      yieldPercent: quote.yieldStored === null ? null : Math.round(quote.yieldStored * 1_000_000) / 10_000,
      quantity: quote.quantum,
    })),
  };
}
