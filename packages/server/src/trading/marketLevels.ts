import { inArray } from 'drizzle-orm';
import type { Db } from '../database/connection';
import { instruments } from '../database/schema/index';
import type { EventPublisher, ServerEvent } from '../events/eventPublisher';
import type { InstrumentCatalogue } from './instrumentCatalogue';
import { priceAtYield, resolveSettlementDate, wirePrice } from './instrumentPricing';

/** A bond's market level as a list row carries it: the yield as a fraction, the clean price per 100. */
interface MarketLevel {
  market_yield: number | null;
  market_price: number | null;
}

const noLevel: MarketLevel = { market_yield: null, market_price: null };

/** The fields of a `trade_stream.price_update` event this reads (see `publishPriceUpdate`). */
interface PriceUpdatePayload {
  finstrument_id: number;
  unit_clean_price: number;
  bond_yield: number;
  settlement_date: string;
}

function priceUpdateOf(event: ServerEvent): PriceUpdatePayload | null {
  if (event.type !== 'trade_stream.price_update') return null;
  const payload = event.payload as Partial<PriceUpdatePayload> | null;
  if (
    typeof payload?.finstrument_id !== 'number' ||
    typeof payload.unit_clean_price !== 'number' ||
    typeof payload.bond_yield !== 'number' ||
    typeof payload.settlement_date !== 'string'
  )
    return null;
  return payload as PriceUpdatePayload;
}

/** The market levels of the bonds of a list page. */
export interface MarketLevels {
  levelsOf(
    catalogue: InstrumentCatalogue,
    now: Date,
    instrumentIds: readonly number[],
  ): Promise<Map<number, MarketLevel>>;
  /** Stops following price updates. */
  close(): void;
}

/**
 * The market level of each bond (the instrument's last market yield, priced at the default settlement),
 * so that a quote sheet shows the level at once instead of waiting for the bond's next `price_update`.
 * A bond the engine cannot price has nulls.
 *
 * Levels are held in memory for the day's settlement date: a bond's level is read and priced once, then
 * follows the `price_update` events every process receives (the simulator publishes one with each yield it
 * stores), so a list request neither queries nor prices (issue 12, finding 8).
 */
export function createMarketLevels(db: Db, events: EventPublisher): MarketLevels {
  let settlementDate = '';
  let pricedWith: InstrumentCatalogue | null = null;
  const known = new Map<number, MarketLevel>();
  // Which update last set a bond: a read that started before it must not overwrite it with an older yield.
  let updateSequence = 0;
  const updatedAt = new Map<number, number>();
  const unsubscribe = events.subscribe((event) => {
    const update = priceUpdateOf(event);
    if (!update) return;
    updateSequence += 1;
    updatedAt.set(update.finstrument_id, updateSequence);
    if (update.settlement_date === settlementDate)
      known.set(update.finstrument_id, {
        market_yield: update.bond_yield,
        market_price: update.unit_clean_price,
      });
    else known.delete(update.finstrument_id);
  });

  return {
    async levelsOf(catalogue, now, instrumentIds) {
      const settlement = resolveSettlementDate(now, {});
      // A new day or a rebuilt catalogue (new terms): every level is priced again.
      if (settlement !== settlementDate || catalogue !== pricedWith) {
        settlementDate = settlement;
        pricedWith = catalogue;
        known.clear();
      }
      const unique = [...new Set(instrumentIds)];
      const missing = unique.filter((id) => !known.has(id));
      if (missing.length > 0) {
        const readFrom = updateSequence;
        const rows = await db
          .select({ id: instruments.id, marketYield: instruments.marketYield })
          .from(instruments)
          .where(inArray(instruments.id, missing));
        for (const row of rows) {
          if ((updatedAt.get(row.id) ?? 0) > readFrom || pricedWith !== catalogue) continue;
          known.set(row.id, priced(catalogue, row.id, row.marketYield, settlement));
        }
      }
      const levels = new Map<number, MarketLevel>();
      for (const id of unique) {
        const level = known.get(id);
        if (level) levels.set(id, level);
      }
      return levels;
    },
    close: unsubscribe,
  };
}

function priced(
  catalogue: InstrumentCatalogue,
  instrumentId: number,
  marketYield: number,
  settlementDate: string,
): MarketLevel {
  const terms = catalogue.byId.get(instrumentId)?.terms ?? null;
  if (terms === null) return noLevel;
  try {
    const price = wirePrice(priceAtYield(terms, marketYield, settlementDate));
    return { market_yield: price.bond_yield, market_price: price.unit_clean_price };
  } catch {
    return noLevel;
  }
}
