import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import { tradingRoles } from '@bondkit/core/access';
import type { MarketQuoteRow } from '@bondkit/core';
import { maximumPageSize, quoteListEndpoints } from '@bondkit/core/contract';
import { eois, instruments } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { pageAnswer } from '../../http/pagination';
import { registerEndpoint } from '../../http/registerEndpoint';
import { hasTradeAccess } from '../../trading/tradeAccess';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { eoiViews } from './quoteContext';
import { filterMarket, openQuoteSnapshot } from './openQuoteSnapshot';
import { createMarketLevels } from './marketLevels';
import { isOpenQuote, privateRunVisibleTo } from './openQuotes';

const emptyPage = { count: 0, next: null, previous: null, results: [] };
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
    endpoint: typeof quoteListEndpoints.listMarketQuotes | typeof quoteListEndpoints.listRfqQuotes,
  ) =>
    registerEndpoint(app, endpoint, async ({ query, principal, request }) => {
      const paginate = 'paginate' in query ? query.paginate : undefined;
      // Spec section 6: without trade access the market and the runs are empty, not forbidden. A trade
      // viewer or back office still reads its own firm's quotes (my_quotes), read-only.
      if (!hasTradeAccess(principal)) {
        const ownFirmReader = principal.roles.some((role) => tradingRoles.includes(role));
        if (!(query.my_quotes === true && ownFirmReader)) return emptyPage;
      }
      const clientId = principal.client.id;
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
      const pageSize = paginate === false ? maximumPageSize : query.page_size;
      const page = paginate === false ? 1 : query.page;
      const shown = matching.slice((page - 1) * pageSize, page * pageSize);
      // The bond's market level beside each quote: what a dealer reads the quote against.
      const levels = await marketLevels.levelsOf(
        catalogue,
        now,
        shown.map((quote) => quote.view.finstrument_id),
      );
      const results = shown.map((quote): MarketQuoteRow => ({
        ...quote.view,
        is_mine: quote.row.clientId === clientId,
        ...(levels.get(quote.view.finstrument_id) ?? { market_yield: null, market_price: null }),
      }));
      return pageAnswer(request, { page, pageSize, count: matching.length, results });
    });

  quotePage('PUBLIC', quoteListEndpoints.listMarketQuotes);
  quotePage('RFQ', quoteListEndpoints.listRfqQuotes);

  registerEndpoint(app, quoteListEndpoints.listBondQuotes, async ({ query, principal }) => {
    if (!hasTradeAccess(principal)) return [];
    const conditions: SQL[] = [
      isOpenQuote(app.services.now()),
      or(eq(eois.visibility, 'PUBLIC'), eq(eois.visibility, 'RFQ'))!,
    ];
    if (query.quote_type) conditions.push(eq(eois.quoteType, query.quote_type));
    if (query.finstrument_id) conditions.push(eq(eois.instrumentId, query.finstrument_id));
    const rows = await app.services.db
      .select()
      .from(eois)
      .where(and(...conditions))
      .orderBy(asc(eois.instrumentId), desc(eois.id))
      .limit(200);
    return eoiViews(app, rows, principal.client.id);
  });

  registerEndpoint(app, quoteListEndpoints.listPrivateRuns, async ({ principal }) => {
    if (!hasTradeAccess(principal)) return [];
    const clientId = principal.client.id;
    const rows = await app.services.db
      .select()
      .from(eois)
      .where(and(isOpenQuote(app.services.now()), privateRunVisibleTo(clientId)))
      .orderBy(desc(eois.updatedAt))
      .limit(200);
    return eoiViews(app, rows, clientId);
  });

  registerEndpoint(app, quoteListEndpoints.getQuoteDepth, async ({ query, principal }) => {
    const { isin, finstrument_id: id } = query;
    if (isin === undefined && id === undefined) throw ApiProblem.nonField('Send isin or finstrument_id.');
    const [instrument] = await app.services.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(id !== undefined ? eq(instruments.id, id) : eq(instruments.isin, isin!.toUpperCase()));
    if (!instrument) throw ApiProblem.notFound('Finstrument not found.');
    if (!hasTradeAccess(principal)) return { finstrument_id: instrument.id, bids: [], asks: [] };
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
  });
}
