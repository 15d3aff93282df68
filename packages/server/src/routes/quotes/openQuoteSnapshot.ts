import { and, desc, eq, inArray } from 'drizzle-orm';
import type { QuoteListRow } from '@bondkit/core';
import type { Db } from '../../database/connection';
import { changeVersions } from '../../database/changeVersions';
import { clients, eois } from '../../database/schema/index';
import { eoiView, type EoiRow } from '../../trading/eoiView';
import type { CatalogueInstrument, InstrumentCatalogue } from '../../trading/instrumentCatalogue';
import { quoteListRowFields, type FinstrumentType } from './marketListFields';

// The market list (issue 12, finding 8) answers from the open public and RFQ quotes held in memory. They are
// the same for every caller with trade access (no private quote is among them; `is_mine` is added per
// caller), so one copy serves everyone. A trigger bumps the market version at the commit of any quote
// change and notifies `bondkit_market_version` (migration 0008). On PostgreSQL each request takes the
// version from a read of its primary-key row that began after the request arrived (one read shared by the
// requests of the moment, `database/changeVersions.ts`): a change made by this process, by another process
// on the same database or by hand in SQL is seen on the very next request. An embedded PGlite belongs to this process alone and
// delivers the notification with the answer to the committing statement, before the writer goes on, so
// there the notifications count the versions and a request asks the database nothing.
// Expiry needs no version: it is checked against the clock on every request.

/** The visibilities the market lists. */
type MarketVisibility = 'PUBLIC' | 'RFQ';

/** One open quote, ready to filter and show. */
export interface MarketQuote {
  row: EoiRow;
  /** The bond, from the instrument catalogue (undefined when the catalogue lacks it). */
  instrument: CatalogueInstrument['row'] | undefined;
  /** The list row, with `is_mine` false: it depends on the caller, and each request sets it. */
  view: QuoteListRow;
  /** The bond's name, ISIN and rating and the firm's name and brand, lower-cased, NUL-separated. */
  searchText: string;
}

/** The open public and RFQ quotes at one market version, newest change first. */
export interface OpenQuoteSnapshot {
  version: number;
  quotes: readonly MarketQuote[];
}

interface LoadedQuotes {
  rows: EoiRow[];
  firms: Map<number, { name: string; brandName: string | null }>;
}

interface CacheEntry {
  version: number;
  loaded: Promise<LoadedQuotes>;
  built?: { catalogue: InstrumentCatalogue; snapshot: OpenQuoteSnapshot };
}

const cache = new WeakMap<Db, CacheEntry>();

/** How this process learns the market version of a database: the notification count on an embedded PGlite,
 * else the stored version, in a read shared with the other requests of the moment (`changeVersions`). */
async function currentMarketVersion(db: Db): Promise<number> {
  return (await changeVersions(db)).market;
}

async function loadOpenQuotes(db: Db): Promise<LoadedQuotes> {
  // Status OPEN only: expired quotes the sweep has not closed yet are dropped per request by the clock.
  const rows = await db
    .select()
    .from(eois)
    .where(and(eq(eois.status, 'OPEN'), inArray(eois.visibility, ['PUBLIC', 'RFQ'])))
    .orderBy(desc(eois.updatedAt), desc(eois.id));
  const firmIds = [...new Set(rows.map((row) => row.clientId))];
  const firmRows =
    firmIds.length === 0
      ? []
      : await db
          .select({ id: clients.id, name: clients.name, brandName: clients.brandName })
          .from(clients)
          .where(inArray(clients.id, firmIds));
  return { rows, firms: new Map(firmRows.map(({ id, ...firm }) => [id, firm])) };
}

function buildSnapshot(
  version: number,
  loaded: LoadedQuotes,
  catalogue: InstrumentCatalogue,
): OpenQuoteSnapshot {
  const quotes = loaded.rows.map((row): MarketQuote => {
    const instrument = catalogue.byId.get(row.instrumentId)?.row;
    const firm = loaded.firms.get(row.clientId);
    const view: QuoteListRow = {
      ...eoiView(row),
      // `is_mine` depends on the caller: each list request sets it.
      ...quoteListRowFields(instrument, firm ? (firm.brandName ?? firm.name) : null, false),
    };
    const searchText = [
      instrument?.displayName,
      instrument?.isin,
      instrument?.rating,
      firm?.name,
      firm?.brandName,
    ]
      .filter((text): text is string => typeof text === 'string')
      .map((text) => text.toLowerCase())
      .join('\u0000');
    return { row, instrument, view, searchText };
  });
  return { version, quotes };
}

/**
 * The open public and RFQ quotes of a database as of this request: the held copy when the market version
 * has not moved, else a fresh load (concurrent requests share one load).
 */
export async function openQuoteSnapshot(db: Db, catalogue: InstrumentCatalogue): Promise<OpenQuoteSnapshot> {
  // The version is read before the quotes: a load may then include changes newer than its version, which
  // only costs one more load, never a stale answer.
  const version = await currentMarketVersion(db);
  let entry = cache.get(db);
  if (!entry || entry.version < version) {
    const loaded = loadOpenQuotes(db);
    const fresh: CacheEntry = { version, loaded };
    entry = fresh;
    cache.set(db, fresh);
    loaded.catch(() => {
      if (cache.get(db) === fresh) cache.delete(db);
    });
  }
  const current = entry;
  const loaded = await current.loaded;
  if (current.built?.catalogue !== catalogue)
    current.built = { catalogue, snapshot: buildSnapshot(current.version, loaded, catalogue) };
  return current.built.snapshot;
}

/** The market list's filters (trading-and-chat section 2). */
export interface MarketFilter {
  visibility: MarketVisibility;
  now: Date;
  /** Only this firm's quotes (`my_quotes`). */
  ownClientId?: number;
  /** A keyword: a substring of the bond's name, ISIN or rating or the firm's name or brand, any case. */
  search?: string;
  finstrumentIds?: readonly number[];
  /** Only these quotes (`eoi_ids`). */
  quoteIds?: readonly number[];
  preferred?: boolean;
  finstrumentType?: FinstrumentType;
}

/** The quotes of a snapshot that match a filter and are open at `now`, in list order. */
export function filterMarket(snapshot: OpenQuoteSnapshot, filter: MarketFilter): MarketQuote[] {
  const nowTime = filter.now.getTime();
  const ids = filter.finstrumentIds === undefined ? undefined : new Set(filter.finstrumentIds);
  const quoteIds = filter.quoteIds === undefined ? undefined : new Set(filter.quoteIds);
  const keyword = filter.search?.toLowerCase();
  return snapshot.quotes.filter(({ row, instrument, view, searchText }) => {
    if (row.visibility !== filter.visibility) return false;
    if (row.expiryDateStored !== null && row.expiryDateStored.getTime() <= nowTime) return false;
    if (filter.ownClientId !== undefined && row.clientId !== filter.ownClientId) return false;
    if (ids !== undefined && !ids.has(row.instrumentId)) return false;
    if (quoteIds !== undefined && !quoteIds.has(row.id)) return false;
    if (filter.preferred === true && instrument?.isLiquid !== true) return false;
    if (filter.finstrumentType !== undefined && view.finstrument_type !== filter.finstrumentType)
      return false;
    if (keyword !== undefined && !searchText.includes(keyword)) return false;
    return true;
  });
}
