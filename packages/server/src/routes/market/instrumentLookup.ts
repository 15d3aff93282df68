import { eq } from 'drizzle-orm';
import { instruments } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { instrumentCatalogue, type CatalogueInstrument } from '../../trading/instrumentCatalogue';

/** The catalogue entry of an instrument, or a 404. */
export async function findInstrument(app: ApiApp, id: number): Promise<CatalogueInstrument> {
  const catalogue = await instrumentCatalogue(app.services.db, app.services.now());
  const entry = catalogue.byId.get(id);
  if (!entry) throw ApiProblem.notFound('Finstrument not found.');
  return entry;
}

/** The live market yield (percent) of an instrument: the simulator moves it, so it is read fresh. */
export async function marketYieldOf(
  app: ApiApp,
  id: number,
): Promise<{ marketYield: number; updatedAt: Date }> {
  const [row] = await app.services.db
    .select({ marketYield: instruments.marketYield, updatedAt: instruments.marketUpdatedAt })
    .from(instruments)
    .where(eq(instruments.id, id));
  if (!row) throw ApiProblem.notFound('Finstrument not found.');
  return row;
}
