import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { PricingError, cashflows } from '@bondkit/core/pricing';
import { instruments, issuers, tradePrints } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { pageAnswer } from '../../http/pagination';
import { instrumentCatalogue, type CatalogueInstrument } from '../../trading/instrumentCatalogue';
import { bondView, instrumentStructure, ratingGrade } from '../../trading/instrumentView';
import { marketToday } from '../../trading/marketDate';
import {
  isInstrumentLevelPricingError,
  priceAtYield,
  resolveSettlementDate,
  wirePrice,
  type WirePrice,
} from '../../trading/instrumentPricing';
import { findInstrument } from './instrumentLookup';
import { marketDataEndpoints, securityPageEndpoints } from '@bondkit/core/contract';
import { registerEndpoint } from '../../http/registerEndpoint';

/** The categories the client finstrument list filters by, and how each reads an instrument. */
const categoryReaders: Record<
  string,
  { label: string; read: (entry: CatalogueInstrument) => string | null }
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
  app: ApiApp,
  entries: readonly CatalogueInstrument[],
  settlementDate: string,
): Promise<Map<number, WirePrice>> {
  const prices = new Map<number, WirePrice>();
  if (entries.length === 0) return prices;
  const yields = await app.services.db
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

/** Cash flows, same-issuer bonds, trade prints, credit rationale, categories and the client list. */
export function finstrumentDataRoutes(app: ApiApp): void {
  registerEndpoint(app, securityPageEndpoints.getCashflows, async ({ params, body }) => {
    const entry = await findInstrument(app, params.id);
    if (!entry.terms)
      throw ApiProblem.nonField('The cash flows of this bond are not known in advance (floating rate).');
    try {
      const flows = cashflows(entry.terms, {
        settlementDate: body.ref_date,
        quantity: body.quantity / entry.row.faceValue,
      });
      return {
        cashflows: flows.map((flow) => ({
          date: flow.date,
          payment_date: flow.paymentDate,
          interest: flow.coupon,
          principal: flow.principal,
          total: flow.total,
        })),
      };
    } catch (error) {
      if (PricingError.isInstance(error) && error.code === 'settlement_after_maturity')
        return { cashflows: [] };
      if (PricingError.isInstance(error)) throw ApiProblem.field('ref_date', error.message);
      throw error;
    }
  });

  registerEndpoint(app, securityPageEndpoints.getBondsBySameIssuer, async ({ params, body, request }) => {
    const entry = await findInstrument(app, params.id);
    const now = app.services.now();
    const today = marketToday(now);
    const catalogue = await instrumentCatalogue(app.services.db, now);
    const { pagination, sort, filters } = body;
    let siblings = catalogue.all
      .filter((other) => other.row.issuerId === entry.row.issuerId && other.row.id !== entry.row.id)
      .map((other) => bondView(other, today));
    if (filters?.instrument_type)
      siblings = siblings.filter((bond) => bond.instrument_type === filters.instrument_type);
    if (filters?.available !== undefined)
      siblings = siblings.filter((bond) => bond.available === filters.available);
    const field = sort?.field ?? 'maturity_date';
    const direction = sort?.order === 'desc' ? -1 : 1;
    const key = (bond: (typeof siblings)[number]) =>
      field === 'maturity_date'
        ? bond.contract_parameters.maturity_date
        : field === 'coupon_rate'
          ? (bond.coupon_rate ?? 0)
          : bond.display_name;
    siblings.sort((first, second) =>
      key(first) < key(second) ? -direction : key(first) > key(second) ? direction : first.id - second.id,
    );
    const start = (pagination.page - 1) * pagination.page_size;
    return pageAnswer(request, {
      page: pagination.page,
      pageSize: pagination.page_size,
      count: siblings.length,
      results: siblings.slice(start, start + pagination.page_size),
    });
  });

  registerEndpoint(app, securityPageEndpoints.getBondTrades, async ({ params, body, request }) => {
    await findInstrument(app, params.id);
    const { pagination, sort, filters } = body;
    const conditions: SQL[] = [eq(tradePrints.instrumentId, params.id)];
    if (filters?.from_date) conditions.push(gte(tradePrints.tradeDate, filters.from_date));
    if (filters?.to_date) conditions.push(lte(tradePrints.tradeDate, filters.to_date));
    if (filters?.exchange) conditions.push(eq(tradePrints.exchange, filters.exchange));
    const where = and(...conditions);
    const columns = {
      trade_date: tradePrints.tradeDate,
      unit_clean_price: tradePrints.unitCleanPrice,
      bond_yield: tradePrints.bondYield,
      quantity: tradePrints.quantity,
    };
    const column = columns[sort?.field ?? 'trade_date'];
    const order = (sort?.order ?? (sort ? 'asc' : 'desc')) === 'desc' ? desc(column) : asc(column);
    const [total] = await app.services.db.select({ value: count() }).from(tradePrints).where(where);
    const rows = await app.services.db
      .select()
      .from(tradePrints)
      .where(where)
      .orderBy(order, desc(tradePrints.id))
      .limit(pagination.page_size)
      .offset((pagination.page - 1) * pagination.page_size);
    return pageAnswer(request, {
      page: pagination.page,
      pageSize: pagination.page_size,
      count: total?.value ?? 0,
      results: rows.map((row) => ({
        id: row.id,
        trade_date: row.tradeDate,
        unit_clean_price: row.unitCleanPrice,
        bond_yield: row.bondYield,
        quantity: row.quantity,
        exchange: row.exchange,
      })),
    });
  });

  registerEndpoint(app, securityPageEndpoints.getCreditRationale, async ({ params }) => {
    const entry = await findInstrument(app, params.id);
    const [issuer] = await app.services.db.select().from(issuers).where(eq(issuers.id, entry.row.issuerId));
    return {
      finstrument_id: entry.row.id,
      issuer: entry.issuerName,
      rating: entry.row.rating,
      rating_agency: entry.row.ratingAgency,
      is_demo_text: true,
      rationale: issuer?.creditRationale ?? '',
    };
  });

  registerEndpoint(app, marketDataEndpoints.listCategories, async () => {
    const catalogue = await instrumentCatalogue(app.services.db, app.services.now());
    return Object.entries(categoryReaders).map(([key, { label, read }]) => {
      const values = new Set<string>();
      for (const entry of catalogue.all) {
        const value = read(entry);
        if (value !== null) values.add(value);
      }
      return { key, label, values: [...values].sort() };
    });
  });

  // Public like the find page it lists for (platform-shell section 2); quotes and runs stay signed-in.
  registerEndpoint(app, marketDataEndpoints.listClientFinstruments, async ({ body }) => {
    const now = app.services.now();
    const today = marketToday(now);
    const catalogue = await instrumentCatalogue(app.services.db, now);
    const { cursor, limit } = body.pagination_params;
    let after = 0;
    if (cursor) {
      const decoded = decodeCursor(cursor);
      if (decoded === null) throw new ApiProblem(400, { pagination_params: { cursor: ['Invalid cursor.'] } });
      after = decoded;
    }
    const filters = Object.entries(body.category_values ?? {}).filter(([, values]) => values.length > 0);
    for (const [key] of filters) {
      if (!categoryReaders[key])
        throw new ApiProblem(400, { category_values: { [key]: [`"${key}" is not a valid category.`] } });
    }
    const matches: CatalogueInstrument[] = [];
    let hasMore = false;
    for (const entry of catalogue.all) {
      if (entry.row.id <= after) continue;
      if (!filters.every(([key, values]) => values.includes(categoryReaders[key]!.read(entry) ?? '')))
        continue;
      if (matches.length === limit) {
        hasMore = true;
        break;
      }
      matches.push(entry);
    }
    const last = matches[matches.length - 1];
    const prices = await marketPrices(app, matches, resolveSettlementDate(now, {}));
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
  });
}
