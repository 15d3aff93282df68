import { quoteDepthOf } from '../../trading/quoteBook';
import type { MarketSnapshot } from './marketSnapshot';
import { summariseBond, type BondSummary } from './bondSummary';
import { ToolRefusal } from './toolRefusal';

/** Who is asking, as far as the tools' rights go. */
export interface ToolCaller {
  /** The caller may see the market's quotes: the same rule as `GET api/quote/depth/` (trade access). */
  tradeAccess: boolean;
}

export interface QuotesToolOutput {
  bond: BondSummary;
  /** False when the caller's role may not see the quote book (the depth endpoint answers it empty too). */
  visible: boolean;
  /** Levels of the whole open book, best first: the highest bid, the lowest ask. */
  bids: { cleanPrice: number | null; yieldPercent: number | null; quantity: number; quotes: number }[];
  asks: { cleanPrice: number | null; yieldPercent: number | null; quantity: number; quotes: number }[];
}

/** A bond's best bid and offer and its depth, over its whole open public book, within the caller's rights. */
export async function bondQuotes(
  market: MarketSnapshot,
  input: { bondId: number },
  caller: ToolCaller,
): Promise<QuotesToolOutput> {
  const entry = market.catalogue.byId.get(input.bondId);
  if (!entry) throw new ToolRefusal(`There is no bond with id ${input.bondId}.`);
  // The depth endpoint's own reader: the same visibility rule and the same levels, best first.
  const depth = await quoteDepthOf(market.db, market.readAt, { id: input.bondId }, caller.tradeAccess);
  const level = (side: (typeof depth.bids)[number]) => ({
    cleanPrice: side.unit_clean_price,
    yieldPercent: side.bond_yield === null ? null : Math.round(side.bond_yield * 1_000_000) / 10_000,
    quantity: side.quantum,
    quotes: side.count,
  });
  return {
    bond: summariseBond(entry, market),
    visible: caller.tradeAccess,
    bids: depth.bids.map(level),
    asks: depth.asks.map(level),
  };
}
