import { tradingRoles } from '@bondkit/core/access';
import type { MarketQuoteRow } from '@bondkit/core';
import { maximumPageSize, quoteListEndpoints } from '@bondkit/core/contract';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { pageAnswer } from '../../http/pagination';
import { registerEndpoint } from '../../http/registerEndpoint';
import { hasTradeAccess } from '../../trading/tradeAccess';
import { chatRunsVisibleTo } from '../../trading/chatRuns';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { eoiViews } from './quoteContext';
import { filterMarket, openQuoteSnapshot } from './openQuoteSnapshot';
import { createMarketLevels } from './marketLevels';
import { openMarketQuotes, privateRunsOf, quoteDepthOf } from '../../trading/quoteBook';

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
    const rows = await openMarketQuotes(app.services.db, app.services.now(), {
      quoteType: query.quote_type,
      instrumentId: query.finstrument_id,
    });
    return eoiViews(app, rows, principal.client.id);
  });

  registerEndpoint(app, quoteListEndpoints.listPrivateRuns, async ({ principal }) => {
    if (!hasTradeAccess(principal)) return [];
    const clientId = principal.client.id;
    return eoiViews(app, await privateRunsOf(app.services.db, app.services.now(), clientId), clientId);
  });

  registerEndpoint(app, quoteListEndpoints.listChatRuns, async ({ principal }) => {
    if (!hasTradeAccess(principal)) return [];
    return chatRunsVisibleTo(app.services.db, principal.user.uniqueId);
  });

  registerEndpoint(app, quoteListEndpoints.getQuoteDepth, async ({ query, principal }) => {
    const { isin, finstrument_id: id } = query;
    const bond = id !== undefined ? { id } : isin !== undefined ? { isin } : undefined;
    if (bond === undefined) throw ApiProblem.nonField('Send isin or finstrument_id.');
    return quoteDepthOf(app.services.db, app.services.now(), bond, hasTradeAccess(principal));
  });
}
