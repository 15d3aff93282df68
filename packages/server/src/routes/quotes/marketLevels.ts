import { inArray } from 'drizzle-orm';
import type { Db } from '../../database/connection';
import { instruments } from '../../database/schema/index';
import type { InstrumentCatalogue } from '../../trading/instrumentCatalogue';
import { priceAtYield, resolveSettlementDate, wirePrice } from '../../trading/instrumentPricing';

/** A bond's market level as a list row carries it: the yield as a fraction, the clean price per 100. */
export interface MarketLevel {
  market_yield: number | null;
  market_price: number | null;
}

const noLevel: MarketLevel = { market_yield: null, market_price: null };

/**
 * The market level of each bond (the instrument's last market yield, priced at the default settlement),
 * so that a quote sheet shows the level at once instead of waiting for the bond's next `price_update`.
 * A bond the engine cannot price has nulls.
 */
export async function marketLevels(
  db: Db,
  catalogue: InstrumentCatalogue,
  now: Date,
  instrumentIds: readonly number[],
): Promise<Map<number, MarketLevel>> {
  const levels = new Map<number, MarketLevel>();
  const unique = [...new Set(instrumentIds)];
  if (unique.length === 0) return levels;
  const rows = await db
    .select({ id: instruments.id, marketYield: instruments.marketYield })
    .from(instruments)
    .where(inArray(instruments.id, unique));
  const settlementDate = resolveSettlementDate(now, {});
  for (const row of rows) {
    const terms = catalogue.byId.get(row.id)?.terms ?? null;
    if (terms === null) {
      levels.set(row.id, noLevel);
      continue;
    }
    try {
      const price = wirePrice(priceAtYield(terms, row.marketYield, settlementDate));
      levels.set(row.id, { market_yield: price.bond_yield, market_price: price.unit_clean_price });
    } catch {
      levels.set(row.id, noLevel);
    }
  }
  return levels;
}
