import { eq } from 'drizzle-orm';
import type { DbOrTransaction, Db } from '../database/connection';
import { instruments, issuers } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import { instrumentCatalogue, type CatalogueInstrument } from './instrumentCatalogue';

/** The catalogue entry of an instrument, or a 404. */
export async function findInstrument(db: Db, now: Date, id: number): Promise<CatalogueInstrument> {
  const catalogue = await instrumentCatalogue(db, now);
  const entry = catalogue.byId.get(id);
  if (!entry) throw ApiProblem.notFound('Finstrument not found.');
  return entry;
}

/** The live market yield (percent) of an instrument: the simulator moves it, so it is read fresh; 404 when none. */
export async function marketYieldOf(
  db: DbOrTransaction,
  id: number,
): Promise<{ marketYield: number; updatedAt: Date }> {
  const [row] = await db
    .select({ marketYield: instruments.marketYield, updatedAt: instruments.marketUpdatedAt })
    .from(instruments)
    .where(eq(instruments.id, id));
  if (!row) throw ApiProblem.notFound('Finstrument not found.');
  return row;
}

/** The credit rationale of an issuer (demo text); null when the issuer has none or is unknown. */
export async function issuerCreditRationale(db: DbOrTransaction, issuerId: number): Promise<string | null> {
  const [issuer] = await db
    .select({ rationale: issuers.creditRationale })
    .from(issuers)
    .where(eq(issuers.id, issuerId));
  return issuer?.rationale ?? null;
}
