import { marketEndpoints } from '../contract/marketEndpoints';
import { participantEndpoints } from '../contract/participantEndpoints';
import { quoteListEndpoints } from '../contract/quoteEndpoints';
import { quoteWriteEndpoints } from '../contract/quoteWriteEndpoints';
import { fakeEndpoint } from './fakeEndpoint';
import type { Bond } from '../client/schemas/bond';
import type { Eoi, QuoteListRow } from '../client/schemas/eoi';
import type { SessionUser } from '../validation/index';
import { json, notFound, route } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import { userForBearer } from './fakeState';
import type { FakeState } from './fakeState';

// The fake prices with a fixed modified duration: enough for widgets to show moving numbers, and
// deliberately not real bond maths (that lives in @bondkit/core/pricing and the reference server).
const fakeModifiedDuration = 4;

function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

const unauthenticated = () => json(401, { detail: 'Authentication credentials were not provided.' });

/** Bond search, price info, the pricing calculation, EOIs, the market list, custodians and counterparties. */
export function fakeMarketRoutes(state: FakeState): FakeRoute[] {
  const findBond = (id: string) => state.bonds.find((bond) => String(bond.id) === id);
  return [
    fakeEndpoint(participantEndpoints.getTradeTimings, () => ({ ok: state.tradeTimings })),
    fakeEndpoint(marketEndpoints.searchFinstruments, ({ query }) => {
      const key = query.search_key.toLowerCase();
      const finstruments = state.bonds
        .filter((bond) =>
          [bond.display_name, bond.identifiers.ISIN, bond.issuer].some((text) =>
            text.toLowerCase().includes(key),
          ),
        )
        .slice(0, query.limit);
      return { ok: { finstruments } };
    }),
    fakeEndpoint(marketEndpoints.getFinstrument, ({ params }) => {
      const bond = findBond(String(params.id));
      return bond === undefined ? notFound() : { ok: bond };
    }),
    fakeEndpoint(marketEndpoints.getFinstrumentPriceInfo, ({ params }) => {
      const info = state.priceInfos.get(params.id);
      return info === undefined ? notFound() : { ok: info };
    }),
    fakeEndpoint(marketEndpoints.calculatePrice, ({ params, body: calculation }) => {
      const info = state.priceInfos.get(params.id);
      if (info === undefined) return notFound();
      const { unit_clean_price: basePrice, bond_yield: baseYield } = info.price;
      if (!info.can_be_priced || basePrice === null || baseYield === null) return { ok: info };
      let price: number;
      let bondYield: number;
      if (calculation.fixed_field === 'yield' && calculation.bond_yield != null) {
        bondYield = calculation.bond_yield;
        price = basePrice * (1 - fakeModifiedDuration * (bondYield - baseYield));
      } else {
        price = calculation.clean_price ?? basePrice;
        bondYield = baseYield - (price / basePrice - 1) / fakeModifiedDuration;
      }
      return {
        ok: {
          ...info,
          price: {
            unit_clean_price: round(price, 4),
            bond_yield: round(bondYield, 6),
            settlement_date: calculation.settlement_date ?? info.price.settlement_date,
          },
        },
      };
    }),
    fakeEndpoint(quoteListEndpoints.listBondQuotes, ({ query, request }) => {
      const viewer = userForBearer(state, request.bearer);
      return {
        ok: state.eois
          .filter(
            (eoi) =>
              (query.quote_type === undefined || eoi.quote_type === query.quote_type) &&
              (query.finstrument_id === undefined || eoi.finstrument_id === query.finstrument_id),
          )
          .map((eoi) => quoteListRow(eoi, findBond, viewer)),
      };
    }),
    ...[quoteWriteEndpoints.createQuote, quoteWriteEndpoints.addQuote].map((endpoint) =>
      fakeEndpoint(endpoint, ({ body: payload, request }) => {
        if (findBond(String(payload.finstrument_id)) === undefined) {
          return json(400, { finstrument_id: ['Unknown finstrument.'] });
        }
        const author = userForBearer(state, request.bearer);
        const eoi: Eoi = {
          ...payload,
          id: state.nextId++,
          unit_price_stored: payload.unit_price_stored ?? null,
          yield_stored: payload.yield_stored ?? null,
          created_at: new Date().toISOString(),
          // The quoting firm, as the server records it: a user's session is their firm's.
          client_id: author?.id ?? null,
          client_name: author?.brand_name ?? null,
        };
        state.eois.push(eoi);
        return { ok: quoteListRow(eoi, findBond, author) };
      }),
    ),
    fakeEndpoint(quoteListEndpoints.listMarketQuotes, ({ query, request }) => {
      const user = userForBearer(state, request.bearer);
      if (user === undefined) return unauthenticated();
      // Market quotes are empty without trade access (a dealer role).
      const tradeAccess = user.user_info.roles.includes('clientdealer');
      const visible = tradeAccess
        ? state.eois.map((eoi) => quoteListRow(eoi, findBond, user)).filter(marketListFilter(query, findBond))
        : [];
      const { page, page_size: pageSize } = query;
      // The fake keeps no market levels: a sheet over it gets them from price updates only.
      const results = visible
        .slice((page - 1) * pageSize, page * pageSize)
        .map((row) => ({ ...row, market_yield: null, market_price: null }));
      return {
        ok: {
          count: visible.length,
          next: page * pageSize < visible.length ? `?page=${page + 1}` : null,
          previous: page > 1 ? `?page=${page - 1}` : null,
          results,
        },
      };
    }),
    fakeEndpoint(participantEndpoints.searchCustodians, ({ query }) => {
      const search = (query.search_param ?? '').toLowerCase();
      return {
        ok: state.custodians[query.exchange].filter((custodian) =>
          custodian.name.toLowerCase().includes(search),
        ),
      };
    }),
    fakeEndpoint(participantEndpoints.searchCounterparties, ({ query }) => {
      const search = query.search_param.toLowerCase();
      const matches = (name: string | null) => (name ?? '').toLowerCase().includes(search);
      return {
        ok: {
          users: state.counterparties.users.filter((party) => matches(party.name)),
          clients: state.counterparties.clients.filter((party) => matches(party.name)),
        },
      };
    }),
    route('GET', /^version\.json$/, () => json(200, { version: state.buildVersion })),
    route('GET', /^builds\/latest\.json$/, () => json(200, { version: state.buildVersion })),
  ];
}

/**
 * A quote as the quote lists show it, with the row fields the reference server adds, derived from its bond
 * unless a test put the quote into the fake's state with its own: the bond's name, ISIN, maturity and rating,
 * the quoting firm and whether it is the viewer's. The demo universe has no T-bills, and the fake's
 * stand-in for a preferred list is the sovereign bond.
 */
function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function quoteListRow(
  eoi: Eoi,
  findBond: (id: string) => Bond | undefined,
  viewer: SessionUser | undefined,
): QuoteListRow {
  const bond = findBond(String(eoi.finstrument_id));
  const firmId = typeof eoi.client_id === 'number' ? eoi.client_id : undefined;
  return {
    ...eoi,
    display_name: textOrNull(eoi.display_name) ?? bond?.display_name ?? null,
    isin: textOrNull(eoi.isin) ?? bond?.identifiers.ISIN ?? null,
    client_name: textOrNull(eoi.client_name),
    is_mine: firmId !== undefined && firmId === viewer?.id,
    maturity_date: eoi.maturity_date ?? bond?.contract_parameters.maturity_date ?? null,
    rating: eoi.rating ?? bond?.rating ?? null,
    finstrument_type: eoi.finstrument_type ?? 'Bond',
    is_preferred: eoi.is_preferred ?? bond?.rating === 'SOV',
  };
}

/**
 * The market list's filters, as the reference server applies them: `search` (bond name, ISIN or rating;
 * the fake's quotes carry no firm name), `finstrument_ids` and `eoi_ids` (repeated or comma-separated),
 * `preferred` and `finstrument_type`.
 */
/** The market list's filters, parsed with the contract's query schema as the server parses them. */
interface MarketListQuery {
  search?: string | undefined;
  finstrument_ids?: number[] | undefined;
  eoi_ids?: number[] | undefined;
  preferred?: boolean | undefined;
  finstrument_type?: string | undefined;
}

function marketListFilter(query: MarketListQuery, findBond: (id: string) => Bond | undefined) {
  const keyword = (query.search ?? '').toLowerCase();
  const ids = new Set(query.finstrument_ids ?? []);
  const quoteIds = new Set(query.eoi_ids ?? []);
  return (eoi: Eoi): boolean => {
    const bond = findBond(String(eoi.finstrument_id));
    if (ids.size > 0 && !ids.has(eoi.finstrument_id)) return false;
    if (quoteIds.size > 0 && !quoteIds.has(eoi.id)) return false;
    if (query.preferred === true && eoi.is_preferred !== true) return false;
    if (query.finstrument_type !== undefined && eoi.finstrument_type !== query.finstrument_type) return false;
    if (keyword === '') return true;
    return [bond?.display_name, bond?.identifiers.ISIN, eoi.rating].some((text) =>
      (text ?? '').toLowerCase().includes(keyword),
    );
  };
}
