import { and, eq } from 'drizzle-orm';
import type { Db } from '../database/connection';
import { instruments } from '../database/schema/index';
import { instrumentCatalogue, type CatalogueInstrument } from './instrumentCatalogue';
import { marketToday } from './marketDate';

/** The most bonds the tradable list holds. */
const maximumTradable = 500;

/** The bonds one can trade today: liquid, listed, not disabled and not matured, by id (at most 500). */
export async function tradableInstruments(db: Db, now: Date): Promise<CatalogueInstrument[]> {
  const today = marketToday(now);
  const catalogue = await instrumentCatalogue(db, now);
  const liquidIds = await db
    .select({ id: instruments.id })
    .from(instruments)
    .where(
      and(
        eq(instruments.isLiquid, true),
        eq(instruments.isListed, true),
        eq(instruments.isDisabledIsin, false),
      ),
    )
    .orderBy(instruments.id)
    .limit(maximumTradable);
  return liquidIds
    .map(({ id }) => catalogue.byId.get(id))
    .filter((entry): entry is CatalogueInstrument => entry !== undefined && entry.row.maturityDate > today);
}
