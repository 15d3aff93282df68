import type { MarketSnapshot } from './marketSnapshot';
import { bondDetails, type DetailsToolOutput } from './detailsTool';
import { ToolRefusal } from './priceTool';

/** Side-by-side details of two to five bonds. */
export function compareBonds(market: MarketSnapshot, input: { bondIds: number[] }): DetailsToolOutput[] {
  const ids = [...new Set(input.bondIds)];
  if (ids.length < 2) throw new ToolRefusal('A comparison needs at least two different bonds.');
  if (ids.length > 5) throw new ToolRefusal('I compare at most five bonds at a time.');
  return ids.map((bondId) => bondDetails(market, { bondId }));
}
