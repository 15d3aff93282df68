import { and, desc, eq, gte, lte, max, sql } from 'drizzle-orm';
import { tradePrints } from '../../database/schema/index';
import type { MarketSnapshot } from './marketSnapshot';
import { summariseBond, type BondSummary } from './bondSummary';
import { ToolRefusal } from './toolRefusal';

export interface MostTradedOutput {
  /** The day asked for (today by default; the period's last day when a period is asked). */
  date: string;
  /** The day the ranking is of: `date`, or the latest day with prints before it when `date` has none; null over a period. */
  rankedDate: string | null;
  /** The period ranked over, when one was asked ("in November"); null for a single day. */
  period: { from: string; to: string } | null;
  bonds: { bond: BondSummary; trades: number; faceValueRupees: number }[];
  /** Every print ranked (of the instrument types asked, when asked): the market's trades and face value in all. */
  totals: { trades: number; faceValueRupees: number; bonds: number };
}

/**
 * The bonds traded most (by face value, or by the number of trades when asked) on a day or over a period, from the market's trade prints, of some
 * instrument types only when asked ("the most traded G-sec in November").
 */
export async function mostTraded(
  market: MarketSnapshot,
  input: {
    date?: string;
    from?: string;
    to?: string;
    instrumentTypes?: string[];
    limit?: number;
    /** Rank by face value traded (default) or by the number of trades ("most traded by no. of trades"). */
    rankBy?: 'faceValue' | 'trades';
  },
): Promise<MostTradedOutput> {
  const limit = Math.min(Math.max(input.limit ?? 5, 1), 20);
  const period =
    input.from !== undefined || input.to !== undefined
      ? { from: input.from ?? '1900-01-01', to: input.to ?? market.today }
      : null;
  const date = period?.to ?? input.date ?? market.today;
  let rankedDate: string | null = null;
  if (!period) {
    const [latest] = await market.db
      .select({ day: max(tradePrints.tradeDate) })
      .from(tradePrints)
      .where(lte(tradePrints.tradeDate, date));
    rankedDate = latest?.day ?? null;
    if (!rankedDate)
      return {
        date,
        rankedDate: null,
        period,
        bonds: [],
        totals: { trades: 0, faceValueRupees: 0, bonds: 0 },
      };
  }
  const volume = sql<number>`sum(${tradePrints.quantity})`;
  const count = sql<number>`count(*)`;
  const rows = await market.db
    .select({ instrumentId: tradePrints.instrumentId, trades: sql<number>`count(*)::int`, volume })
    .from(tradePrints)
    .where(
      period || rankedDate === null
        ? and(
            gte(tradePrints.tradeDate, period?.from ?? date),
            lte(tradePrints.tradeDate, period?.to ?? date),
          )
        : eq(tradePrints.tradeDate, rankedDate),
    )
    .groupBy(tradePrints.instrumentId)
    .orderBy(
      ...(input.rankBy === 'trades' ? [desc(count), desc(volume)] : [desc(volume)]),
      tradePrints.instrumentId,
    );
  const types = input.instrumentTypes?.length ? new Set(input.instrumentTypes) : null;
  const bonds: MostTradedOutput['bonds'] = [];
  const totals = { trades: 0, faceValueRupees: 0, bonds: 0 };
  for (const row of rows) {
    const entry = market.catalogue.byId.get(row.instrumentId);
    if (!entry || (types && !types.has(entry.row.instrumentType))) continue;
    totals.trades += Number(row.trades);
    totals.faceValueRupees += Number(row.volume);
    totals.bonds += 1;
    if (bonds.length < limit)
      bonds.push({
        bond: summariseBond(entry, market),
        trades: Number(row.trades),
        faceValueRupees: Number(row.volume),
      });
  }
  return { date, rankedDate, period, bonds, totals };
}

export interface TradeActivityOutput {
  bond: BondSummary;
  from: string;
  to: string;
  trades: number;
  faceValueRupees: number;
  /** Simple averages over the prints (percent, per 100); null without prints. */
  averageYieldPercent: number | null;
  averageCleanPrice: number | null;
  /** Averages weighted by each print's face value (VWAP); null without prints. */
  weightedAverageYieldPercent: number | null;
  weightedAverageCleanPrice: number | null;
  /** The highest and lowest print (percent, per 100); null without prints. */
  range: {
    highYieldPercent: number;
    lowYieldPercent: number;
    highCleanPrice: number;
    lowCleanPrice: number;
  } | null;
  last: { tradeDate: string; cleanPrice: number; yieldPercent: number } | null;
  /** The earliest print of the period: with the last, how far the price and yield moved over it. */
  first: { tradeDate: string; cleanPrice: number; yieldPercent: number } | null;
  /** The prints themselves, latest first (at most 20): the sources an answer links. */
  prints: {
    tradeDate: string;
    cleanPrice: number;
    yieldPercent: number;
    faceValueRupees: number;
    exchange: string;
  }[];
}

/** A bond's trade prints over a period: how many, how much, the average yield and price, and the last one. */
export async function tradeActivity(
  market: MarketSnapshot,
  input: { bondId: number; from?: string; to?: string },
): Promise<TradeActivityOutput> {
  const entry = market.catalogue.byId.get(input.bondId);
  if (!entry) throw new ToolRefusal(`There is no bond with id ${input.bondId}.`);
  const from = input.from ?? '1900-01-01';
  const to = input.to ?? market.today;
  const rows = await market.db
    .select()
    .from(tradePrints)
    .where(
      and(
        eq(tradePrints.instrumentId, input.bondId),
        gte(tradePrints.tradeDate, from),
        lte(tradePrints.tradeDate, to),
      ),
    )
    .orderBy(desc(tradePrints.tradeDate), desc(tradePrints.id));
  const count = rows.length;
  const average = (values: number[]) =>
    values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
  const averageYield = average(rows.map((row) => row.bondYield * 100));
  const averagePrice = average(rows.map((row) => row.unitCleanPrice));
  const last = rows[0];
  const earliest = rows[rows.length - 1];
  const faceValue = rows.reduce((sum, row) => sum + row.quantity, 0);
  const weighted = (value: (row: (typeof rows)[number]) => number) =>
    faceValue > 0 ? rows.reduce((sum, row) => sum + value(row) * row.quantity, 0) / faceValue : null;
  const weightedYield = weighted((row) => row.bondYield * 100);
  const weightedPrice = weighted((row) => row.unitCleanPrice);
  const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
  const yields = rows.map((row) => round4(row.bondYield * 100));
  const prices = rows.map((row) => row.unitCleanPrice);
  return {
    bond: summariseBond(entry, market),
    from,
    to,
    trades: count,
    faceValueRupees: rows.reduce((sum, row) => sum + row.quantity, 0),
    averageYieldPercent: averageYield === null ? null : Math.round(averageYield * 10_000) / 10_000,
    averageCleanPrice: averagePrice === null ? null : Math.round(averagePrice * 10_000) / 10_000,
    weightedAverageYieldPercent: weightedYield === null ? null : round4(weightedYield),
    weightedAverageCleanPrice: weightedPrice === null ? null : round4(weightedPrice),
    range: rows.length
      ? {
          highYieldPercent: Math.max(...yields),
          lowYieldPercent: Math.min(...yields),
          highCleanPrice: Math.max(...prices),
          lowCleanPrice: Math.min(...prices),
        }
      : null,
    last: last
      ? {
          tradeDate: last.tradeDate,
          cleanPrice: last.unitCleanPrice,
          yieldPercent: Math.round(last.bondYield * 1_000_000) / 10_000,
        }
      : null,
    first: earliest
      ? {
          tradeDate: earliest.tradeDate,
          cleanPrice: earliest.unitCleanPrice,
          yieldPercent: Math.round(earliest.bondYield * 1_000_000) / 10_000,
        }
      : null,
    prints: rows.slice(0, 20).map((row) => ({
      tradeDate: row.tradeDate,
      cleanPrice: row.unitCleanPrice,
      yieldPercent: Math.round(row.bondYield * 1_000_000) / 10_000,
      faceValueRupees: row.quantity,
      exchange: row.exchange,
    })),
  };
}
