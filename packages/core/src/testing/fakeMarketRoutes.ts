import { marketEndpoints } from '../contract/marketEndpoints';
import { participantEndpoints } from '../contract/participantEndpoints';
import { quoteListEndpoints } from '../contract/quoteEndpoints';
import { quoteWriteEndpoints } from '../contract/quoteWriteEndpoints';
import { calculatedPrice } from './fakeBondPricing';
import { fakeEndpoint } from './fakeEndpoint';
import { fakeSignedInEndpoint } from './fakeAccess';
import { hasTradeAccess, isMarketQuote, isOpenQuote, placeQuote, quoteListRow } from './fakeQuoteBook';
import { quotePage } from './fakeQuoteListRoutes';
import { json, notFound, route } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import { userForBearer } from './fakeState';
import type { FakeState } from './fakeState';

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
      const bond = state.bonds.find((candidate) => candidate.id === params.id);
      if (info === undefined || bond === undefined) return notFound();
      if (!info.can_be_priced) return { ok: info };
      return { ok: { ...info, price: calculatedPrice(bond, info, calculation) } };
    }),
    fakeEndpoint(quoteListEndpoints.listBondQuotes, ({ query, request }) => {
      const viewer = userForBearer(state, request.bearer);
      // Without trade access a bond's quotes are empty, not forbidden (spec section 6).
      if (viewer === undefined || !hasTradeAccess(viewer)) return { ok: [] };
      return {
        ok: state.eois
          .filter(
            (eoi) =>
              isOpenQuote(eoi) &&
              isMarketQuote(eoi) &&
              (query.quote_type === undefined || eoi.quote_type === query.quote_type) &&
              (query.finstrument_id === undefined || eoi.finstrument_id === query.finstrument_id),
          )
          // The server's order: by bond, then newest first; at most 200.
          .sort((left, right) => left.finstrument_id - right.finstrument_id || right.id - left.id)
          .slice(0, 200)
          .map((eoi) => quoteListRow(state, eoi, viewer)),
      };
    }),
    ...[quoteWriteEndpoints.createQuote, quoteWriteEndpoints.addQuote].map((endpoint) =>
      fakeSignedInEndpoint(state, endpoint, ({ body: terms }, author) => {
        const placed = placeQuote(state, author, terms, terms.respond_eoi_id == null ? 'quote' : 'response');
        return 'refusal' in placed ? placed.refusal : { ok: quoteListRow(state, placed.quote, author) };
      }),
    ),
    fakeEndpoint(quoteListEndpoints.listMarketQuotes, ({ query, request }) => {
      const user = userForBearer(state, request.bearer);
      if (user === undefined) return unauthenticated();
      return { ok: quotePage(state, user, 'PUBLIC', query) };
    }),
    fakeEndpoint(participantEndpoints.searchCustodians, ({ query }) => {
      const search = (query.search_param ?? '').toLowerCase();
      return {
        ok: state.custodians[query.exchange].filter((custodian) =>
          custodian.name.toLowerCase().includes(search),
        ),
      };
    }),
    // As the server searches: firms other than the caller's (brokers only with `broker`) whose names match, and
    // their members whose own or firm's names match.
    fakeEndpoint(participantEndpoints.searchCounterparties, ({ query, request }) => {
      const user = userForBearer(state, request.bearer);
      if (user === undefined) return unauthenticated();
      const search = query.search_param.toLowerCase();
      const matches = (name: string | null) => (name ?? '').toLowerCase().includes(search);
      const counterpartyFirm = (clientId: number | null) =>
        state.firms.find(
          (firm) =>
            firm.clientId === clientId && firm.clientId !== user.id && (!query.broker || firm.isBroker),
        );
      const firmMatches = (clientId: number | null) => {
        const firm = counterpartyFirm(clientId);
        return firm !== undefined && (matches(firm.name) || matches(firm.brandName));
      };
      return {
        ok: {
          users: state.counterparties.users.filter(
            (party) =>
              counterpartyFirm(party.client_id) !== undefined &&
              (matches(party.user_name) || firmMatches(party.client_id)),
          ),
          clients: state.counterparties.clients.filter((party) => firmMatches(party.client_id)),
        },
      };
    }),
    route('GET', /^version\.json$/, () => json(200, { version: state.buildVersion })),
    route('GET', /^builds\/latest\.json$/, () => json(200, { version: state.buildVersion })),
  ];
}
