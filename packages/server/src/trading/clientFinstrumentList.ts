import { inArray } from 'drizzle-orm';
import type { EndpointRequestParts, marketDataEndpoints } from '@bondkit/core/contract';
import type { Db } from '../database/connection';
import { instruments } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import {
  instrumentCatalogue,
  type CatalogueInstrument,
  type InstrumentCatalogue,
} from './instrumentCatalogue';
import {
  isInstrumentLevelPricingError,
  priceAtYield,
  resolveSettlementDate,
  wirePrice,
  type WirePrice,
} from './instrumentPricing';
import { bondView, instrumentStructure, ratingGrade } from './instrumentView';
import { marketToday } from './marketDate';

// The find page's list (platform-shell 2): the categories it filters by and the bonds of a page, after a
// cursor, with their market price.

/** The categories the client finstrument list filters by, and how each reads an instrument. */
const categoryReaders: Partial<
  Record<string, { label: string; read: (entry: CatalogueInstrument) => string | null }>
> = {
  instrument_type: { label: 'Instrument type', read: (entry) => entry.row.instrumentType },
  structure: { label: 'Structure', read: instrumentStructure },
  rating: { label: 'Rating', read: (entry) => ratingGrade(entry.row.rating) },
  sector: { label: 'Sector', read: (entry) => entry.sector },
  issuer_type: { label: 'Issuer type', read: (entry) => entry.issuerType },
  security: {
    label: 'Security',
    read: (entry) => (entry.row.secured === null ? null : entry.row.secured ? 'SECURED' : 'UNSECURED'),
  },
};

function encodeCursor(id: number): string {
  return Buffer.from(`after:${id}`).toString('base64url');
}

function decodeCursor(cursor: string): number | null {
  const match = /^after:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}

/**
 * The market price of each instrument at its live yield (one query for the page's yields, which the
 * simulator moves); a bond the engine cannot price (matured, floating without terms) has none.
 */
async function marketPrices(
  db: Db,
  entries: readonly CatalogueInstrument[],
  settlementDate: string,
): Promise<Map<number, WirePrice>> {
  const prices = new Map<number, WirePrice>();
  if (entries.length === 0) return prices;
  const yields = await db
    .select({ id: instruments.id, marketYield: instruments.marketYield })
    .from(instruments)
    .where(
      inArray(
        instruments.id,
        entries.map((entry) => entry.row.id),
      ),
    );
  const yieldById = new Map(yields.map((row) => [row.id, row.marketYield]));
  for (const entry of entries) {
    const marketYield = yieldById.get(entry.row.id);
    if (!entry.terms || marketYield === undefined || marketYield === null) continue;
    try {
      prices.set(entry.row.id, wirePrice(priceAtYield(entry.terms, marketYield, settlementDate)));
    } catch (error) {
      if (!isInstrumentLevelPricingError(error)) throw error;
    }
  }
  return prices;
}

/** Each category with the values the catalogue's bonds have, sorted. */
export function bondCategories(catalogue: InstrumentCatalogue) {
  return Object.entries(categoryReaders).flatMap(([key, reader]) => {
    if (!reader) return [];
    const values = new Set<string>();
    for (const entry of catalogue.all) {
      const value = reader.read(entry);
      if (value !== null) values.add(value);
    }
    return [{ key, label: reader.label, values: [...values].sort() }];
  });
}

/** The list's request, as the contract parses it (defaults applied). */
type ClientFinstrumentListQuery = EndpointRequestParts<
  typeof marketDataEndpoints.listClientFinstruments
>['body'];

/**
 * A page of bonds after the cursor (bond ids ascending) matching every non-empty category filter, each
 * with its market price; a cursor this list did not write, or an unknown category, is refused by field.
 */
export async function clientFinstrumentPage(db: Db, query: ClientFinstrumentListQuery, now: Date) {
  const today = marketToday(now);
  const catalogue = await instrumentCatalogue(db, now);
  const { cursor, limit } = query.pagination_params;
  let after = 0;
  if (cursor) {
    const decoded = decodeCursor(cursor);
    if (decoded === null) throw new ApiProblem(400, { pagination_params: { cursor: ['Invalid cursor.'] } });
    after = decoded;
  }
  const filters = Object.entries(query.category_values ?? {})
    .filter(([, values]) => values.length > 0)
    .map(([key, values]) => {
      const reader = categoryReaders[key];
      if (!reader)
        throw new ApiProblem(400, { category_values: { [key]: [`"${key}" is not a valid category.`] } });
      return { read: reader.read, values };
    });
  const matches: CatalogueInstrument[] = [];
  let hasMore = false;
  for (const entry of catalogue.all) {
    if (entry.row.id <= after) continue;
    if (!filters.every(({ read, values }) => values.includes(read(entry) ?? ''))) continue;
    if (matches.length === limit) {
      hasMore = true;
      break;
    }
    matches.push(entry);
  }
  const last = matches[matches.length - 1];
  const prices = await marketPrices(db, matches, resolveSettlementDate(now, {}));
  return {
    results: matches.map((entry) => ({
      ...bondView(entry, today),
      market_price: prices.get(entry.row.id) ?? null,
    })),
    pagination_response: {
      next_cursor: hasMore && last ? encodeCursor(last.row.id) : null,
      has_more: hasMore,
    },
  };
}
