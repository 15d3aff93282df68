import type { MarketSnapshot } from './marketSnapshot';
import { summariseBond, type BondSummary } from './bondSummary';

/** Bonds matching a name, ISIN or issuer, best first (the platform's own ranked search). */
export function searchBonds(market: MarketSnapshot, input: { query: string; limit?: number }): BondSummary[] {
  const hits = market.catalogue.search.search(input.query.trim(), input.limit ?? 5);
  return hits
    .map((hit) => market.catalogue.byId.get(hit.id))
    .filter((entry) => entry !== undefined)
    .map((entry) => summariseBond(entry, market));
}
