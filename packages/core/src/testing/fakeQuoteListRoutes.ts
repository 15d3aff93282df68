import { quoteDepthLevels, type DepthQuote } from '../client/schemas/quoteDepthLevels';
import { tradingRoles } from '../access/roleGroups';
import type { Eoi, MarketQuoteRow } from '../client/schemas/eoi';
import { maximumPageSize } from '../contract/pageQuery';
import { quoteListEndpoints } from '../contract/quoteEndpoints';
import type { SessionUser } from '../validation/sessionUser';
import { fakeSignedInEndpoint, notFoundAnswer } from './fakeAccess';
import {
  hasTradeAccess,
  isOpenQuote,
  privateQuoteVisibleTo,
  quoteListRow,
  quoteVisibility,
} from './fakeQuoteBook';
import { json } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';

/** The market and RFQ lists' filters, parsed with the contract's query schema as the server parses them. */
interface QuoteListQuery {
  page: number;
  page_size: number;
  paginate?: boolean | undefined;
  search?: string | undefined;
  my_quotes?: boolean | undefined;
  finstrument_ids?: number[] | undefined;
  eoi_ids?: number[] | undefined;
  preferred?: boolean | undefined;
  finstrument_type?: string | undefined;
}

/**
 * The quote sheet's filters as the reference server applies them: only the viewer's firm's quotes
 * (`my_quotes`), a keyword (bond name, ISIN, rating, the quoting firm), `finstrument_ids`, `eoi_ids`,
 * `preferred` and `finstrument_type`.
 */
function matchesFilters(row: MarketQuoteRow, query: QuoteListQuery): boolean {
  if (query.my_quotes === true && !row.is_mine) return false;
  if (query.finstrument_ids !== undefined && !query.finstrument_ids.includes(row.finstrument_id))
    return false;
  if (query.eoi_ids !== undefined && !query.eoi_ids.includes(row.id)) return false;
  if (query.preferred === true && !row.is_preferred) return false;
  if (query.finstrument_type !== undefined && row.finstrument_type !== query.finstrument_type) return false;
  const keyword = (query.search ?? '').toLowerCase();
  if (keyword === '') return true;
  return [row.display_name, row.isin, row.rating, row.client_name].some((text) =>
    (text ?? '').toLowerCase().includes(keyword),
  );
}

/** The server's order of the lists: the latest change first, then the newest quote. */
function latestChangeFirst(left: Eoi, right: Eoi): number {
  const changed = (eoi: Eoi) => String(eoi.updated_at ?? eoi.created_at ?? '');
  return changed(right).localeCompare(changed(left)) || right.id - left.id;
}

/**
 * One page of the open quotes of a visibility (the market list: PUBLIC, the RFQ list: RFQ), the latest
 * change first.
 * Without trade access the lists are empty, except a trading role's own firm's quotes with `my_quotes`.
 * The fake keeps no market levels: `market_yield` and `market_price` are null.
 */
export function quotePage(
  state: FakeState,
  viewer: SessionUser,
  visibility: 'PUBLIC' | 'RFQ',
  query: QuoteListQuery,
) {
  const ownFirmReader = viewer.user_info.roles.some((role) => tradingRoles.includes(role));
  const readable = hasTradeAccess(viewer) || (query.my_quotes === true && ownFirmReader);
  const matching = readable
    ? state.eois
        .filter((eoi) => isOpenQuote(eoi) && quoteVisibility(eoi) === visibility)
        .map((eoi): MarketQuoteRow => ({
          ...quoteListRow(state, eoi, viewer),
          market_yield: null,
          market_price: null,
        }))
        .filter((row) => matchesFilters(row, query))
        .sort(latestChangeFirst)
    : [];
  const pageSize = query.paginate === false ? maximumPageSize : query.page_size;
  const page = query.paginate === false ? 1 : query.page;
  return {
    count: matching.length,
    next: page * pageSize < matching.length ? `?page=${page + 1}` : null,
    previous: page > 1 ? `?page=${page - 1}` : null,
    results: matching.slice((page - 1) * pageSize, page * pageSize),
  };
}

/** A quote as depth reads it. */
const depthQuote = (quote: Eoi): DepthQuote => ({
  side: quote.quote_type,
  unitCleanPrice: quote.unit_price_stored,
  bondYield: quote.yield_stored,
  quantum: quote.quantum,
});

/** The RFQ list, private runs and a bond's depth. */
export function fakeQuoteListRoutes(state: FakeState): FakeRoute[] {
  return [
    fakeSignedInEndpoint(state, quoteListEndpoints.listRfqQuotes, ({ query }, viewer) => ({
      ok: quotePage(state, viewer, 'RFQ', query),
    })),
    fakeSignedInEndpoint(state, quoteListEndpoints.listPrivateRuns, (_call, viewer) => ({
      ok: hasTradeAccess(viewer)
        ? state.eois
            .filter((eoi) => isOpenQuote(eoi) && privateQuoteVisibleTo(eoi, viewer.id))
            .sort(latestChangeFirst)
            .map((eoi) => quoteListRow(state, eoi, viewer))
        : [],
    })),
    fakeSignedInEndpoint(state, quoteListEndpoints.getQuoteDepth, ({ query }, viewer) => {
      const { isin, finstrument_id: id } = query;
      if (id === undefined && isin === undefined)
        return json(400, { non_field_errors: ['Send isin or finstrument_id.'] });
      const bond = state.bonds.find((candidate) =>
        id !== undefined ? candidate.id === id : candidate.identifiers.ISIN === isin?.toUpperCase(),
      );
      if (bond === undefined) return notFoundAnswer('Finstrument not found.');
      const quotes = hasTradeAccess(viewer)
        ? state.eois.filter(
            (eoi) =>
              isOpenQuote(eoi) &&
              eoi.finstrument_id === bond.id &&
              ['PUBLIC', 'RFQ'].includes(quoteVisibility(eoi)),
          )
        : [];
      return {
        ok: {
          finstrument_id: bond.id,
          bids: quoteDepthLevels(quotes.map(depthQuote), 'BID'),
          asks: quoteDepthLevels(quotes.map(depthQuote), 'ASK'),
        },
      };
    }),
  ];
}
