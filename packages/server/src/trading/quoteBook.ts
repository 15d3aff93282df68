// Reading the open quotes of the book: a bond's public and RFQ quotes, a firm's private runs and a bond's
// depth (trading-and-chat 2 and 7). The rules (what is open, who sees a private run, how depth adds up)
// live here, testable without HTTP; the quote list routes parse, check trade access and call these.
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../database/connection';
import { eois, instruments } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import { isOpenQuote, privateRunVisibleTo } from './openQuotes';
import { remainingQuantum } from './quoteFill';
import type { EoiRow } from './eoiView';
import { quoteDepthLevels, type DepthLevel, type DepthQuote } from '@bondkit/core/internal';

/** The most quotes one bond's list or a firm's private runs return. */
const maximumBookRows = 200;

/** The public and RFQ quotes of the market: what any dealer may see. */
const marketVisibility = or(eq(eois.visibility, 'PUBLIC'), eq(eois.visibility, 'RFQ'));

/** Open public and RFQ quotes, optionally of one side and one bond, by bond and newest first. */
export async function openMarketQuotes(
  db: Db,
  now: Date,
  filter: { quoteType?: 'BID' | 'ASK' | undefined; instrumentId?: number | undefined },
): Promise<EoiRow[]> {
  const conditions: (SQL | undefined)[] = [isOpenQuote(now), marketVisibility];
  if (filter.quoteType !== undefined) conditions.push(eq(eois.quoteType, filter.quoteType));
  if (filter.instrumentId !== undefined) conditions.push(eq(eois.instrumentId, filter.instrumentId));
  return db
    .select()
    .from(eois)
    .where(and(...conditions))
    .orderBy(asc(eois.instrumentId), desc(eois.id))
    .limit(maximumBookRows);
}

/** The open private quotes a firm may see (shared with it in chats, or its own), latest change first. */
export async function privateRunsOf(db: Db, now: Date, clientId: number): Promise<EoiRow[]> {
  return db
    .select()
    .from(eois)
    .where(and(isOpenQuote(now), privateRunVisibleTo(clientId)))
    .orderBy(desc(eois.updatedAt))
    .limit(maximumBookRows);
}

/** A quote row as depth reads it. */
function depthQuote(
  row: Pick<EoiRow, 'quoteType' | 'unitPriceStored' | 'yieldStored' | 'quantum' | 'filledQuantum'>,
): DepthQuote {
  // Depth counts what can still trade: a partly filled firm quote offers only what is left.
  return {
    side: row.quoteType,
    unitCleanPrice: row.unitPriceStored,
    bondYield: row.yieldStored,
    quantum: remainingQuantum(row),
  };
}

/**
 * A bond's depth, found by id or ISIN (a 404 when unknown): its open public and RFQ quotes by price level.
 * Without trade access the levels are empty (spec section 6: the market is empty, not forbidden).
 */
export async function quoteDepthOf(
  db: Db,
  now: Date,
  bond: { id: number } | { isin: string },
  tradeAccess: boolean,
): Promise<{ finstrument_id: number; bids: DepthLevel[]; asks: DepthLevel[] }> {
  const [instrument] = await db
    .select({ id: instruments.id })
    .from(instruments)
    .where('id' in bond ? eq(instruments.id, bond.id) : eq(instruments.isin, bond.isin.toUpperCase()));
  if (!instrument) throw ApiProblem.notFound('Finstrument not found.');
  if (!tradeAccess) return { finstrument_id: instrument.id, bids: [], asks: [] };
  const rows = await db
    .select()
    .from(eois)
    .where(and(isOpenQuote(now), eq(eois.instrumentId, instrument.id), marketVisibility));
  return {
    finstrument_id: instrument.id,
    bids: quoteDepthLevels(rows.map(depthQuote), 'BID'),
    asks: quoteDepthLevels(rows.map(depthQuote), 'ASK'),
  };
}

/**
 * The best open public or RFQ quote of one side of a bond: the highest priced bid or the lowest priced ask;
 * undefined when the side has none.
 */
export async function bestOpenQuote(
  db: Db,
  now: Date,
  instrumentId: number,
  side: 'BID' | 'ASK',
): Promise<EoiRow | undefined> {
  const [best] = await db
    .select()
    .from(eois)
    .where(
      and(isOpenQuote(now), eq(eois.instrumentId, instrumentId), eq(eois.quoteType, side), marketVisibility),
    )
    .orderBy(side === 'BID' ? desc(eois.unitPriceStored) : asc(eois.unitPriceStored))
    .limit(1);
  return best;
}

/** A bond's book at a glance: its best priced bid and ask (undefined when none) and how many quotes each side has. */
export type BookSummary = {
  bestBid: EoiRow | undefined;
  bestAsk: EoiRow | undefined;
  bids: number;
  asks: number;
};

/** The open public and RFQ quotes of a bond, summed up: best priced bid and ask, and the count of each side. */
export async function bookSummaryOf(db: Db, now: Date, instrumentId: number): Promise<BookSummary> {
  const open = await db
    .select()
    .from(eois)
    .where(and(isOpenQuote(now), eq(eois.instrumentId, instrumentId), marketVisibility));
  const priced = (side: 'BID' | 'ASK') =>
    open.flatMap((row) =>
      row.quoteType === side && row.unitPriceStored !== null ? [{ row, price: row.unitPriceStored }] : [],
    );
  const bestBid = priced('BID').sort((first, second) => second.price - first.price)[0]?.row;
  const bestAsk = priced('ASK').sort((first, second) => first.price - second.price)[0]?.row;
  return {
    bestBid,
    bestAsk,
    bids: open.filter((row) => row.quoteType === 'BID').length,
    asks: open.filter((row) => row.quoteType === 'ASK').length,
  };
}
