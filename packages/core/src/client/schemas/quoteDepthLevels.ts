import type * as z from 'zod/mini';
import type { depthLevelSchema } from './eoi';

/** One price level of a bond's depth: the quotes at one clean price, added up. */
export type DepthLevel = Pick<
  z.infer<typeof depthLevelSchema>,
  'unit_clean_price' | 'bond_yield' | 'quantum' | 'count'
>;

/** What depth needs of a quote, whatever its shape (a database row, an API row). */
export interface DepthQuote {
  /** 'BID' or 'ASK' (a stored quote's side is text; any other side is in neither list). */
  side: string;
  unitCleanPrice: number | null;
  bondYield: number | null;
  quantum: number;
}

/**
 * The quotes of one side added up by clean price, best first (the highest bid, the lowest ask); quotes
 * without a price come last. The reference server's `getQuoteDepth` answer, and the testing fake's.
 */
export function quoteDepthLevels(quotes: readonly DepthQuote[], side: 'BID' | 'ASK'): DepthLevel[] {
  const byPrice = new Map<string, DepthLevel>();
  for (const quote of quotes.filter((candidate) => candidate.side === side)) {
    const key = String(quote.unitCleanPrice);
    const level = byPrice.get(key) ?? {
      unit_clean_price: quote.unitCleanPrice,
      bond_yield: quote.bondYield,
      quantum: 0,
      count: 0,
    };
    level.quantum += quote.quantum;
    level.count += 1;
    byPrice.set(key, level);
  }
  return [...byPrice.values()].sort((first, second) => {
    if (first.unit_clean_price === null) return 1;
    if (second.unit_clean_price === null) return -1;
    return side === 'BID'
      ? second.unit_clean_price - first.unit_clean_price
      : first.unit_clean_price - second.unit_clean_price;
  });
}
