import type { QuoteSheetRow } from './quoteSheetRow';

/**
 * One bond in the consolidated view: the best bid and the best ask among its quotes, the spread between them,
 * how many quotes stand on each side and when the latest of them changed, with the quotes themselves for the
 * drill-down. Yields are percent, prices clean per 100.
 */
export interface ConsolidatedBondRow {
  finstrumentId: number;
  bondName: string;
  isin: string;
  maturityDate: string | null;
  /** The best bid: the highest price (or, for a bond quoted by yield only, the lowest yield). Null: no bid. */
  bestBid: QuoteSheetRow | null;
  /** The best ask: the lowest price (or the highest yield). Null: no ask. */
  bestAsk: QuoteSheetRow | null;
  /** Best ask price minus best bid price; null without both prices. */
  spreadPrice: number | null;
  /** Best bid yield minus best ask yield, in basis points; null without both yields. */
  spreadBasisPoints: number | null;
  bidCount: number;
  askCount: number;
  /** The bond's market level, as the rows carry it. */
  marketYield: number | null;
  marketPrice: number | null;
  /** The latest `updatedAt` of the bond's quotes (ISO), or null. */
  lastUpdate: string | null;
  /** Every quote of the bond, best first on each side (bids, then asks). */
  quotes: QuoteSheetRow[];
}

/**
 * Negative when `left` is the better quote of its side: a higher bid price or lower ask price; between quotes
 * without a price, the yield the other way round (a higher price is a lower yield); a quote with no level
 * ranks last.
 */
function compareQuality(left: QuoteSheetRow, right: QuoteSheetRow): number {
  const bid = left.side === 'BID';
  const leftPrice = bid ? left.bidPrice : left.askPrice;
  const rightPrice = bid ? right.bidPrice : right.askPrice;
  if (leftPrice !== null && rightPrice !== null && leftPrice !== rightPrice)
    return bid ? rightPrice - leftPrice : leftPrice - rightPrice;
  const leftYield = bid ? left.bidYield : left.askYield;
  const rightYield = bid ? right.bidYield : right.askYield;
  if (leftYield !== null && rightYield !== null && leftYield !== rightYield)
    return bid ? leftYield - rightYield : rightYield - leftYield;
  const leftHasLevel = leftPrice !== null || leftYield !== null;
  const rightHasLevel = rightPrice !== null || rightYield !== null;
  if (leftHasLevel !== rightHasLevel) return leftHasLevel ? -1 : 1;
  return 0;
}

/** Spreads are shown to 4 decimals in price and 2 in basis points: rounding here keeps 0.1 − 0.2 from printing as 0.09999. */
const rounded = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * The sheet's rows consolidated to one row per bond, in the order each bond first appears in `rows` (so the
 * sheet's filters and sort carry over). Pure: the consolidated view recomputes it on every frame of updates.
 */
export function consolidateRows(rows: readonly QuoteSheetRow[]): ConsolidatedBondRow[] {
  const byBond = new Map<number, QuoteSheetRow[]>();
  for (const row of rows) {
    const quotes = byBond.get(row.finstrumentId);
    if (quotes === undefined) byBond.set(row.finstrumentId, [row]);
    else quotes.push(row);
  }
  return [...byBond.values()].map((quotes) => {
    const bids = quotes.filter((quote) => quote.side === 'BID').sort(compareQuality);
    const asks = quotes.filter((quote) => quote.side === 'ASK').sort(compareQuality);
    const bestBid = bids[0] ?? null;
    const bestAsk = asks[0] ?? null;
    const first = quotes[0]!;
    const withMarket = quotes.find((quote) => quote.marketYield !== null || quote.marketPrice !== null);
    const lastUpdate = quotes.reduce<string | null>(
      (latest, quote) =>
        quote.updatedAt !== null && (latest === null || Date.parse(quote.updatedAt) > Date.parse(latest))
          ? quote.updatedAt
          : latest,
      null,
    );
    return {
      finstrumentId: first.finstrumentId,
      bondName: first.bondName,
      isin: first.isin,
      maturityDate: first.maturityDate,
      bestBid,
      bestAsk,
      spreadPrice:
        bestBid?.bidPrice != null && bestAsk?.askPrice != null
          ? rounded(bestAsk.askPrice - bestBid.bidPrice, 4)
          : null,
      spreadBasisPoints:
        bestBid?.bidYield != null && bestAsk?.askYield != null
          ? rounded((bestBid.bidYield - bestAsk.askYield) * 100, 2)
          : null,
      bidCount: bids.length,
      askCount: asks.length,
      marketYield: withMarket?.marketYield ?? null,
      marketPrice: withMarket?.marketPrice ?? null,
      lastUpdate,
      quotes: [...bids, ...asks],
    };
  });
}
