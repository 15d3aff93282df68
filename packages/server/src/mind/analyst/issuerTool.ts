import { instrumentStructure } from '../../trading/instrumentView';
import type { MarketSnapshot } from './marketSnapshot';
import { summariseBond, type BondSummary } from './bondSummary';
import { ToolRefusal } from './toolRefusal';

export interface IssuerToolOutput {
  issuer: string;
  issuerType: string;
  sector: string;
  /** Every bond of the issuer not yet matured, earliest maturity first (listed or not). */
  outstanding: (BondSummary & { structure: string; tradable: boolean })[];
}

/** An issuer's outstanding bonds (not matured), by the issuer's exact name in the instrument master. */
export function issuerBonds(market: MarketSnapshot, input: { issuer: string }): IssuerToolOutput {
  const name = input.issuer.toLowerCase();
  const entries = market.catalogue.all.filter((entry) => entry.issuerName.toLowerCase() === name);
  const first = entries[0];
  if (!first)
    throw new ToolRefusal(`I found no issuer named "${input.issuer}" in the platform's instrument master.`);
  const outstanding = entries
    .filter((entry) => entry.row.maturityDate > market.today)
    .sort(
      (left, right) =>
        left.row.maturityDate.localeCompare(right.row.maturityDate) || left.row.id - right.row.id,
    )
    .map((entry) => ({
      ...summariseBond(entry, market),
      structure: instrumentStructure(entry),
      tradable: entry.row.isListed && !entry.row.isDisabledIsin,
    }));
  return { issuer: first.issuerName, issuerType: first.issuerType, sector: first.sector, outstanding };
}
