import { asc, eq } from 'drizzle-orm';
import type { BondTerms } from '@bondkit/core/pricing';
import type { Db } from '../database/connection';
import { instruments, issuers } from '../database/schema/index';
import { instrumentTerms, type InstrumentRow } from './instrumentTerms';
import { BondSearchIndex } from './search/bondSearchIndex';
import { searchableInstrument } from './search/searchableInstrument';
import { marketToday } from './marketDate';

/** An instrument's static data (market fields excluded) with its issuer and engine terms. */
export interface CatalogueInstrument {
  row: Omit<InstrumentRow, 'marketYield' | 'marketUpdatedAt'>;
  issuerName: string;
  issuerType: string;
  sector: string;
  /** Null when the engine cannot price it. */
  terms: BondTerms | null;
}

/** The instrument master held in memory: lookups by id and ISIN, and the search index. */
export interface InstrumentCatalogue {
  byId: ReadonlyMap<number, CatalogueInstrument>;
  byIsin: ReadonlyMap<string, CatalogueInstrument>;
  all: readonly CatalogueInstrument[];
  search: BondSearchIndex;
  /** The market date the `available` flags of the index were computed for. */
  builtFor: string;
}

const catalogues = new WeakMap<Db, Promise<InstrumentCatalogue>>();

async function loadCatalogue(db: Db, today: string): Promise<InstrumentCatalogue> {
  const rows = await db
    .select({
      instrument: instruments,
      issuerName: issuers.name,
      issuerType: issuers.issuerType,
      sector: issuers.sector,
    })
    .from(instruments)
    .innerJoin(issuers, eq(issuers.id, instruments.issuerId))
    .orderBy(asc(instruments.id));
  const all = rows.map(({ instrument, issuerName, issuerType, sector }): CatalogueInstrument => {
    const { marketYield: _marketYield, marketUpdatedAt: _marketUpdatedAt, ...row } = instrument;
    return { row, issuerName, issuerType, sector, terms: instrumentTerms(row) };
  });
  const search = new BondSearchIndex(
    all.map(({ row, issuerName }) => searchableInstrument(row, issuerName, today)),
  );
  return {
    byId: new Map(all.map((entry) => [entry.row.id, entry])),
    byIsin: new Map(all.map((entry) => [entry.row.isin, entry])),
    all,
    search,
    builtFor: today,
  };
}

/**
 * The catalogue of a database, loaded on first use and rebuilt when the market date changes (bonds
 * mature) or after {@link invalidateInstrumentCatalogue} (a universe was loaded).
 */
export async function instrumentCatalogue(db: Db, now: Date): Promise<InstrumentCatalogue> {
  const today = marketToday(now);
  let pending = catalogues.get(db);
  if (pending) {
    const catalogue = await pending.catch(() => null);
    if (catalogue && catalogue.builtFor === today) return catalogue;
  }
  pending = loadCatalogue(db, today);
  catalogues.set(db, pending);
  pending.catch(() => catalogues.delete(db));
  return pending;
}

/** Forgets the catalogue of a database, so the next use reloads it. */
export function invalidateInstrumentCatalogue(db: Db): void {
  catalogues.delete(db);
}
