import type { Bond } from '../client/schemas/bond';
import { securityPageEndpoints } from '../contract/securityPageEndpoints';
import type { SessionUser } from '../validation/index';
import { fakeSignedInEndpoint, notFoundAnswer } from './fakeAccess';
import { cashflowsAfter, priceAtYield, standardSettlementDate } from './fakeBondMaths';
import { bondMarket, marketYieldOf, pageOf } from './fakeBondMarket';
import { fakeEndpoint } from './fakeEndpoint';
import { pdfDocument } from './fakePdf';

import { hasTradeAccess, isMarketQuote, isOpenQuote } from './fakeQuoteBook';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';

/** A one-page PDF as the Blob a file endpoint answers. */
const pdfFile = (title: string, lines: readonly string[]) =>
  new Blob([pdfDocument(title, lines)], { type: 'application/pdf' });

// The reads of a bond's security page, as the reference server answers them (routes/market/): an unknown
// bond is a 404; prices come from the fake's simplified bond maths (fakeBondMaths.ts), at the yield of the
// bond's price info.

const finstrumentNotFound = () => notFoundAnswer('Finstrument not found.');

type Side = 'BID' | 'ASK';

/** The security page's routes: record, info, market quotes, rationale, the quote PDF, flows, siblings, prints. */
export function fakeBondPageRoutes(state: FakeState): FakeRoute[] {
  const findBond = (id: number) => state.bonds.find((bond) => bond.id === id);

  /**
   * The best quote of one side: the book's best open public or RFQ quote (dealers only), else with
   * `infer` an indicative one from the live yield and half a spread (3 bp for the sovereign, 8 bp else).
   */
  function bestQuote(bond: Bond, side: Side, infer: boolean, viewer: SessionUser) {
    if (hasTradeAccess(viewer)) {
      const best = state.eois
        .filter(
          (eoi) =>
            isOpenQuote(eoi) &&
            isMarketQuote(eoi) &&
            eoi.finstrument_id === bond.id &&
            eoi.quote_type === side &&
            eoi.unit_price_stored !== null,
        )
        .sort((left, right) =>
          side === 'BID'
            ? (right.unit_price_stored ?? 0) - (left.unit_price_stored ?? 0)
            : (left.unit_price_stored ?? 0) - (right.unit_price_stored ?? 0),
        )[0];
      if (best !== undefined)
        return {
          quote_type: side,
          source: 'BOOK' as const,
          eoi_id: best.id,
          unit_clean_price: best.unit_price_stored,
          bond_yield: best.yield_stored,
          quantum: best.quantum,
        };
    }
    const none = { quote_type: side, source: null, unit_clean_price: null, bond_yield: null, quantum: null };
    const { marketYield, priced } = marketYieldOf(state, bond);
    if (!infer || !priced) return none;
    const halfSpread = bond.rating === 'SOV' ? 0.0003 : 0.0008;
    // A bid asks a higher yield (a lower price) than the market; an ask a lower one.
    const bondYield = Number((marketYield + (side === 'BID' ? halfSpread : -halfSpread)).toFixed(6));
    const settlementDate = standardSettlementDate();
    const pricing = priceAtYield(bond, bondYield, settlementDate);
    if (pricing === undefined) return none;
    return {
      quote_type: side,
      source: 'INFERRED' as const,
      unit_clean_price: pricing.cleanPrice,
      bond_yield: bondYield,
      settlement_date: settlementDate,
      quantum: null,
    };
  }

  const twoWay = (bond: Bond, viewer: SessionUser) => ({
    finstrument_id: bond.id,
    bid: bestQuote(bond, 'BID', true, viewer),
    ask: bestQuote(bond, 'ASK', true, viewer),
    market_yield: marketYieldOf(state, bond).marketYield,
  });

  return [
    fakeEndpoint(securityPageEndpoints.getFinstrumentRecord, ({ params }) => {
      const bond = findBond(params.id);
      return bond === undefined
        ? finstrumentNotFound()
        : { ok: { ...bond, market: bondMarket(state, bond) } };
    }),
    fakeEndpoint(securityPageEndpoints.getFinstrumentInfo, ({ params }) => {
      const bond = findBond(params.id);
      if (bond === undefined) return finstrumentNotFound();
      return {
        ok: {
          ...bondMarket(state, bond),
          id: bond.id,
          isin: bond.identifiers.ISIN,
          display_name: bond.display_name,
          issuer: bond.issuer,
        },
      };
    }),
    fakeSignedInEndpoint(state, securityPageEndpoints.getMarketQuote, ({ params, body }, viewer) => {
      const bond = findBond(params.id);
      if (bond === undefined) return finstrumentNotFound();
      return {
        ok: { finstrument_id: bond.id, ...bestQuote(bond, body.quote_type, body.infer_from_market, viewer) },
      };
    }),
    fakeSignedInEndpoint(state, securityPageEndpoints.getQuote, ({ params }, viewer) => {
      const bond = findBond(params.id);
      return bond === undefined ? finstrumentNotFound() : { ok: twoWay(bond, viewer) };
    }),
    fakeSignedInEndpoint(state, securityPageEndpoints.getMasterQuote, ({ params }, viewer) => {
      const bond = findBond(params.id);
      return bond === undefined
        ? finstrumentNotFound()
        : { ok: { ...twoWay(bond, viewer), finstrument: bond } };
    }),
    fakeEndpoint(securityPageEndpoints.getCreditRationale, ({ params }) => {
      const bond = findBond(params.id);
      if (bond === undefined) return finstrumentNotFound();
      const sovereign = bond.rating === 'SOV';
      return {
        ok: {
          finstrument_id: bond.id,
          issuer: bond.issuer,
          rating: bond.rating,
          rating_agency: sovereign ? null : 'Demo Ratings',
          is_demo_text: true,
          rationale: `Demo text, not a rating agency's view: ${bond.issuer} is rated ${bond.rating ?? 'unrated'} in the fake's data.`,
        },
      };
    }),
    fakeSignedInEndpoint(state, securityPageEndpoints.downloadQuote, ({ params }, viewer) => {
      const bond = findBond(params.id);
      if (bond === undefined) return finstrumentNotFound();
      const quote = twoWay(bond, viewer);
      const side = (name: string, best: ReturnType<typeof bestQuote>) =>
        `${name}: ${best.unit_clean_price ?? '-'} / ${best.bond_yield === null ? '-' : `${(best.bond_yield * 100).toFixed(4)}%`} (${best.source ?? 'no quote'})`;
      return {
        ok: pdfFile(`Quote: ${bond.display_name}`, [
          `ISIN ${bond.identifiers.ISIN}, matures ${bond.contract_parameters.maturity_date}`,
          side('Bid', quote.bid),
          side('Ask', quote.ask),
          `Settlement ${standardSettlementDate()}`,
        ]),
      };
    }),
    fakeEndpoint(securityPageEndpoints.getCashflows, ({ params, body }) => {
      const bond = findBond(params.id);
      if (bond === undefined) return finstrumentNotFound();
      return {
        ok: {
          cashflows: cashflowsAfter(bond, body.ref_date, body.quantity).map((flow) => ({
            ...flow,
            payment_date: flow.date,
          })),
        },
      };
    }),
    fakeEndpoint(securityPageEndpoints.getBondsBySameIssuer, ({ params, body }) => {
      const bond = findBond(params.id);
      if (bond === undefined) return finstrumentNotFound();
      const { pagination, sort, filters } = body;
      const field = sort?.field ?? 'maturity_date';
      const direction = sort?.order === 'desc' ? -1 : 1;
      const key = (other: Bond) =>
        field === 'maturity_date'
          ? other.contract_parameters.maturity_date
          : field === 'coupon_rate'
            ? (other.coupon_rate ?? 0)
            : other.display_name;
      const siblings = state.bonds
        .filter(
          (other) =>
            other.issuer === bond.issuer &&
            other.id !== bond.id &&
            (filters?.available === undefined || other.available === filters.available) &&
            (filters?.instrument_type === undefined ||
              (other.instrument_type ?? 'Bond') === filters.instrument_type),
        )
        .sort((first, second) =>
          key(first) < key(second) ? -direction : key(first) > key(second) ? direction : first.id - second.id,
        );
      return { ok: pageOf(siblings, pagination.page, pagination.page_size) };
    }),
    fakeEndpoint(securityPageEndpoints.getBondTrades, ({ params, body }) => {
      if (findBond(params.id) === undefined) return finstrumentNotFound();
      const { pagination, sort, filters } = body;
      const field = sort?.field ?? 'trade_date';
      const direction = (sort?.order ?? (sort ? 'asc' : 'desc')) === 'desc' ? -1 : 1;
      const prints = state.tradePrints
        .filter(
          (print) =>
            print.finstrument_id === params.id &&
            (filters?.from_date === undefined || print.trade_date >= filters.from_date) &&
            (filters?.to_date === undefined || print.trade_date <= filters.to_date) &&
            (filters?.exchange === undefined || print.exchange === filters.exchange),
        )
        .sort((first, second) =>
          first[field] < second[field]
            ? -direction
            : first[field] > second[field]
              ? direction
              : second.id - first.id,
        )
        .map(({ finstrument_id: _bond, ...print }) => print);
      return { ok: pageOf(prints, pagination.page, pagination.page_size) };
    }),
  ];
}
