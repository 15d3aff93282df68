import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { tradePrints } from '../database/schema/index';

/** A trade print as stored: a reported trade of a bond on an exchange. */
export type TradePrintRow = typeof tradePrints.$inferSelect;

/** The latest trade print of a bond (by trade date, then id); undefined when it never traded. */
export async function lastTradePrint(
  db: DbOrTransaction,
  instrumentId: number,
): Promise<TradePrintRow | undefined> {
  const [lastTrade] = await db
    .select()
    .from(tradePrints)
    .where(eq(tradePrints.instrumentId, instrumentId))
    .orderBy(desc(tradePrints.tradeDate), desc(tradePrints.id))
    .limit(1);
  return lastTrade;
}

/** Which trade prints of a bond, in what order, which page. */
export interface TradePrintQuery {
  page: number;
  pageSize: number;
  /** Default: by trade date, newest first (oldest first when only the order is missing). */
  sort?:
    | {
        field?: 'trade_date' | 'unit_clean_price' | 'bond_yield' | 'quantity' | undefined;
        order?: 'asc' | 'desc' | undefined;
      }
    | undefined;
  filters?:
    | { from_date?: string | undefined; to_date?: string | undefined; exchange?: string | undefined }
    | undefined;
}

/** One page of a bond's trade prints, filtered by date range and exchange and sorted, with how many match. */
export async function tradePrintPage(
  db: DbOrTransaction,
  instrumentId: number,
  query: TradePrintQuery,
): Promise<{ count: number; results: TradePrintRow[] }> {
  const { sort, filters } = query;
  const conditions: SQL[] = [eq(tradePrints.instrumentId, instrumentId)];
  if (filters?.from_date) conditions.push(gte(tradePrints.tradeDate, filters.from_date));
  if (filters?.to_date) conditions.push(lte(tradePrints.tradeDate, filters.to_date));
  if (filters?.exchange) conditions.push(eq(tradePrints.exchange, filters.exchange));
  const where = and(...conditions);
  const columns = {
    trade_date: tradePrints.tradeDate,
    unit_clean_price: tradePrints.unitCleanPrice,
    bond_yield: tradePrints.bondYield,
    quantity: tradePrints.quantity,
  };
  const column = columns[sort?.field ?? 'trade_date'];
  const order = (sort?.order ?? (sort ? 'asc' : 'desc')) === 'desc' ? desc(column) : asc(column);
  const [total] = await db.select({ value: count() }).from(tradePrints).where(where);
  const results = await db
    .select()
    .from(tradePrints)
    .where(where)
    .orderBy(order, desc(tradePrints.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { count: total?.value ?? 0, results };
}
