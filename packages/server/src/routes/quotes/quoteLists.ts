import * as z from 'zod';
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import { eoiSchema, quoteDepthSchema, tradingRoles, type Eoi } from '@bondkit/core';
import { quoteTypeSchema } from '@bondkit/core/validation';
import { eois, instruments } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { queryFlagSchema } from '../../http/commonSchemas';
import { maximumPageSize, pageAnswer, pageQueryFields, pageResponseSchema } from '../../http/pagination';
import { hasTradeAccess } from '../../trading/tradeAccess';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { eoiViews } from './quoteContext';
import { filterMarket, openQuoteSnapshot } from './openQuoteSnapshot';
import { createMarketLevels } from './marketLevels';
import { isOpenQuote, privateRunVisibleTo } from './openQuotes';
import { finstrumentTypes } from './marketListFields';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

const emptyPage = { count: 0, next: null, previous: null, results: [] };
const finstrumentId = z.coerce
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .positive();

/**
 * A list of record ids: repeated (`?finstrument_ids=1&finstrument_ids=2`, as the core client sends arrays) or
 * comma-separated (`?finstrument_ids=1,2`); at most 500 ids.
 */
const idListSchema = z
  .union([z.string().max(10_000), z.array(z.string().max(64)).max(500)])
  .transform((value, context): number[] => {
    const ids = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')).map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
      context.addIssue({ code: 'custom', message: 'A valid integer is required.' });
      return z.NEVER;
    }
    if (ids.length > 500) {
      context.addIssue({ code: 'custom', message: 'Ensure this field has no more than 500 elements.' });
      return z.NEVER;
    }
    return ids;
  });

/** The public market list, RFQ quotes, a bond's open quotes, private runs and market depth. */
export function quoteListRoutes(app: ApiApp): void {
  const marketLevels = createMarketLevels(app.services.db, app.services.events);
  app.addHook('onClose', async () => marketLevels.close());
  /**
   * One page of open quotes of a visibility, optionally only the caller's, matching a keyword, of some bonds,
   * of preferred bonds or of one finstrument type (the quote sheet's filters, trading-and-chat section 2).
   * `eoi_ids` narrows it to some quotes: what a quote sheet refetches after a `partial_refresh` names them
   * (an id it asked for and did not get back is closed, expired or no longer matches its filters).
   */
  const quotePage = (
    visibility: 'PUBLIC' | 'RFQ',
    summary: string,
    url: string,
    extra: Record<string, z.ZodType> = {},
  ) =>
    app.get(url, {
      config: { access: 'signedIn' },
      schema: {
        tags: ['quotes'],
        summary,
        querystring: z.strictObject({
          ...pageQueryFields,
          search: z.string().trim().max(100).optional(),
          my_quotes: queryFlagSchema.optional(),
          finstrument_ids: idListSchema.optional(),
          eoi_ids: idListSchema.optional(),
          preferred: queryFlagSchema.optional(),
          finstrument_type: z.enum(finstrumentTypes).optional(),
          ...extra,
        }),
        response: { 200: pageResponseSchema(eoiSchema) },
      },
      handler: async (request) => {
        const query = request.query as {
          page: number;
          page_size: number;
          search?: string;
          my_quotes?: boolean;
          finstrument_ids?: number[];
          eoi_ids?: number[];
          preferred?: boolean;
          finstrument_type?: (typeof finstrumentTypes)[number];
          paginate?: boolean;
        };
        // Spec section 6: without trade access the market and the runs are empty, not forbidden. A trade
        // viewer or back office still reads its own firm's quotes (my_quotes), read-only.
        if (!hasTradeAccess(request.principal)) {
          const ownFirmReader = signedInPrincipal(request).roles.some((role) => tradingRoles.includes(role));
          if (!(query.my_quotes === true && ownFirmReader)) return emptyPage;
        }
        const clientId = signedInPrincipal(request).client.id;
        const now = app.services.now();
        const catalogue = await instrumentCatalogue(app.services.db, now);
        const snapshot = await openQuoteSnapshot(app.services.db, catalogue);
        const matching = filterMarket(snapshot, {
          visibility,
          now,
          ownClientId: query.my_quotes ? clientId : undefined,
          search: query.search || undefined,
          finstrumentIds: query.finstrument_ids,
          quoteIds: query.eoi_ids,
          preferred: query.preferred,
          finstrumentType: query.finstrument_type,
        });
        const pageSize = query.paginate === false ? maximumPageSize : query.page_size;
        const page = query.paginate === false ? 1 : query.page;
        const shown = matching.slice((page - 1) * pageSize, page * pageSize);
        // The bond's market level beside each quote: what a dealer reads the quote against.
        const levels = await marketLevels.levelsOf(
          catalogue,
          now,
          shown.map((quote) => quote.view.finstrument_id),
        );
        const results = shown.map((quote): Eoi => ({
          ...quote.view,
          is_mine: quote.row.clientId === clientId,
          ...(levels.get(quote.view.finstrument_id) ?? { market_yield: null, market_price: null }),
        }));
        return pageAnswer(request, { page, pageSize, count: matching.length, results });
      },
    });

  quotePage(
    'PUBLIC',
    "The public market: open quotes, 20 per page by default (empty without trade access, except a trading role's own firm's quotes with my_quotes)",
    '/api/trade/d/market/',
  );
  quotePage('RFQ', 'Live RFQ quotes (empty without trade access)', '/api/eoi/rfq-quote/', {
    paginate: queryFlagSchema.optional(),
  });

  app.get('/api/trade/eoi/', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['quotes'],
      summary: "A bond's open public quotes, best first (empty without trade access)",
      querystring: z.strictObject({
        quote_type: z.optional(quoteTypeSchema),
        finstrument_id: finstrumentId.optional(),
      }),
      response: { 200: z.array(eoiSchema) },
    },
    handler: async (request) => {
      if (!hasTradeAccess(request.principal)) return [];
      const conditions: SQL[] = [
        isOpenQuote(app.services.now()),
        or(eq(eois.visibility, 'PUBLIC'), eq(eois.visibility, 'RFQ'))!,
      ];
      if (request.query.quote_type) conditions.push(eq(eois.quoteType, request.query.quote_type));
      if (request.query.finstrument_id) conditions.push(eq(eois.instrumentId, request.query.finstrument_id));
      const rows = await app.services.db
        .select()
        .from(eois)
        .where(and(...conditions))
        .orderBy(asc(eois.instrumentId), desc(eois.id))
        .limit(200);
      return eoiViews(app, rows, signedInPrincipal(request).client.id);
    },
  });

  app.get('/api/eoi/private-run/', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['quotes'],
      summary: 'Private runs: quotes from chats shared with your firm (empty without trade access)',
      response: { 200: z.array(eoiSchema) },
    },
    handler: async (request) => {
      if (!hasTradeAccess(request.principal)) return [];
      const clientId = signedInPrincipal(request).client.id;
      const rows = await app.services.db
        .select()
        .from(eois)
        .where(and(isOpenQuote(app.services.now()), privateRunVisibleTo(clientId)))
        .orderBy(desc(eois.updatedAt))
        .limit(200);
      return eoiViews(app, rows, clientId);
    },
  });

  app.get('/api/quote/depth/', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['quotes'],
      summary:
        'Market depth of a bond: open public quotes by price level, best first (empty without trade access)',
      querystring: z.strictObject({
        isin: z.string().trim().max(12).optional(),
        finstrument_id: finstrumentId.optional(),
      }),
      response: { 200: quoteDepthSchema },
    },
    handler: async (request) => {
      const { isin, finstrument_id: id } = request.query;
      if (isin === undefined && id === undefined) throw ApiProblem.nonField('Send isin or finstrument_id.');
      const [instrument] = await app.services.db
        .select({ id: instruments.id })
        .from(instruments)
        .where(id !== undefined ? eq(instruments.id, id) : eq(instruments.isin, isin!.toUpperCase()));
      if (!instrument) throw ApiProblem.notFound('Finstrument not found.');
      if (!hasTradeAccess(request.principal)) return { finstrument_id: instrument.id, bids: [], asks: [] };
      const rows = await app.services.db
        .select()
        .from(eois)
        .where(
          and(
            isOpenQuote(app.services.now()),
            eq(eois.instrumentId, instrument.id),
            or(eq(eois.visibility, 'PUBLIC'), eq(eois.visibility, 'RFQ')),
          ),
        );
      const levels = (side: 'BID' | 'ASK') => {
        const byPrice = new Map<
          string,
          { unit_clean_price: number | null; bond_yield: number | null; quantum: number; count: number }
        >();
        for (const row of rows.filter((candidate) => candidate.quoteType === side)) {
          const key = String(row.unitPriceStored);
          const level = byPrice.get(key) ?? {
            unit_clean_price: row.unitPriceStored,
            bond_yield: row.yieldStored,
            quantum: 0,
            count: 0,
          };
          level.quantum += row.quantum;
          level.count += 1;
          byPrice.set(key, level);
        }
        // Best first: the highest bid and the lowest ask; quotes without a price come last.
        return [...byPrice.values()].sort((first, second) => {
          if (first.unit_clean_price === null) return 1;
          if (second.unit_clean_price === null) return -1;
          return side === 'BID'
            ? second.unit_clean_price - first.unit_clean_price
            : first.unit_clean_price - second.unit_clean_price;
        });
      };
      return { finstrument_id: instrument.id, bids: levels('BID'), asks: levels('ASK') };
    },
  });
}
