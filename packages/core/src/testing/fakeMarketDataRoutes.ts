import type { Bond } from '../client/schemas/bond';
import { marketDataEndpoints } from '../contract/marketDataEndpoints';
import { cashflowsAfter, priceAtYield, standardSettlementDate } from './fakeBondMaths';
import { bondMarket, marketYieldOf } from './fakeBondMarket';
import { fakeSignedInEndpoint, notFoundAnswer } from './fakeAccess';
import { fakeEndpoint } from './fakeEndpoint';
import { pdfDocument } from './fakePdf';

import { json } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';

/** A one-page PDF as the Blob a file endpoint answers. */
const pdfFile = (title: string, lines: readonly string[]) =>
  new Blob([pdfDocument(title, lines)], { type: 'application/pdf' });

// The market's lists and PDF downloads, as the reference server answers them (routes/market/,
// trading/clientFinstrumentList.ts), over the fake's bonds and its simplified bond maths.

/**
 * The categories the client list filters by, and how each reads a bond. The fake's bonds carry no
 * instrument type: the sovereign is a government security, the rest corporate bonds.
 */
const categoryReaders: Record<string, { label: string; read: (bond: Bond) => string | null }> = {
  instrument_type: {
    label: 'Instrument type',
    read: (bond) =>
      typeof bond.instrument_type === 'string'
        ? bond.instrument_type
        : bond.rating === 'SOV'
          ? 'GSEC'
          : 'CORPORATE',
  },
  rating: { label: 'Rating', read: (bond) => bond.rating },
};

const encodeCursor = (id: number) => btoa(`after:${id}`);

function decodeCursor(cursor: string): number | null {
  try {
    const match = /^after:(\d{1,10})$/.exec(atob(cursor));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const today = () => new Date().toISOString().slice(0, 10);

/** The bond-details PDF's lines: terms, the market at the live yield, the cash flows per 100. */
function bondDetailLines(state: FakeState, bond: Bond): string[] {
  const market = bondMarket(state, bond);
  const settlementDate = standardSettlementDate();
  return [
    `ISIN ${bond.identifiers.ISIN}, issuer ${bond.issuer}, rating ${bond.rating ?? 'unrated'}`,
    `Coupon ${bond.coupon_rate ?? 0}%, matures ${bond.contract_parameters.maturity_date}`,
    market.price === undefined
      ? 'Market: not priced'
      : `Market: ${market.price.unit_clean_price} at ${(market.market_yield * 100).toFixed(4)}%, settling ${settlementDate}`,
    'Cash flows per 100:',
    ...cashflowsAfter(bond, settlementDate, 100).map(
      (flow) => `${flow.date}: interest ${flow.interest}, principal ${flow.principal}`,
    ),
  ];
}

/** Tradable bonds, categories, the client list and the bond-details and memorandum PDFs. */
export function fakeMarketDataRoutes(state: FakeState): FakeRoute[] {
  return [
    fakeSignedInEndpoint(state, marketDataEndpoints.listTradableFinstruments, () => ({
      // The fake's stand-in for the server's liquid flag: listed, enabled, not matured.
      ok: state.bonds.filter(
        (bond) =>
          bond.contract_parameters.is_listed &&
          !bond.is_disabled_isin &&
          bond.contract_parameters.maturity_date > today(),
      ),
    })),
    fakeEndpoint(marketDataEndpoints.listCategories, () => ({
      ok: Object.entries(categoryReaders).map(([key, reader]) => ({
        key,
        label: reader.label,
        values: [...new Set(state.bonds.flatMap((bond) => reader.read(bond) ?? []))].sort(),
      })),
    })),
    fakeEndpoint(marketDataEndpoints.listClientFinstruments, ({ body }) => {
      const { cursor, limit } = body.pagination_params;
      let after = 0;
      if (cursor) {
        const decoded = decodeCursor(cursor);
        if (decoded === null) return json(400, { pagination_params: { cursor: ['Invalid cursor.'] } });
        after = decoded;
      }
      const filters: { read: (bond: Bond) => string | null; values: string[] }[] = [];
      for (const [key, values] of Object.entries(body.category_values ?? {})) {
        if (values.length === 0) continue;
        const reader = categoryReaders[key];
        if (reader === undefined)
          return json(400, { category_values: { [key]: [`"${key}" is not a valid category.`] } });
        filters.push({ read: reader.read, values });
      }
      const matching = [...state.bonds]
        .sort((left, right) => left.id - right.id)
        .filter(
          (bond) => bond.id > after && filters.every(({ read, values }) => values.includes(read(bond) ?? '')),
        );
      const page = matching.slice(0, limit);
      const hasMore = matching.length > limit;
      const settlementDate = standardSettlementDate();
      return {
        ok: {
          results: page.map((bond) => {
            const { marketYield, priced } = marketYieldOf(state, bond);
            const pricing = priced ? priceAtYield(bond, marketYield, settlementDate) : undefined;
            return {
              ...bond,
              market_price:
                pricing === undefined
                  ? null
                  : {
                      unit_clean_price: pricing.cleanPrice,
                      bond_yield: marketYield,
                      settlement_date: settlementDate,
                    },
            };
          }),
          pagination_response: {
            next_cursor: hasMore && page.length > 0 ? encodeCursor(page[page.length - 1]!.id) : null,
            has_more: hasMore,
          },
        },
      };
    }),
    fakeEndpoint(marketDataEndpoints.downloadBondDetails, ({ params }) => {
      const bond = state.bonds.find((candidate) => candidate.id === params.id);
      if (bond === undefined) return notFoundAnswer('Finstrument not found.');
      return { ok: pdfFile(`Bond details: ${bond.display_name}`, bondDetailLines(state, bond)) };
    }),
    fakeEndpoint(marketDataEndpoints.downloadInformationMemorandum, ({ body }) => {
      const bond = state.bonds.find((candidate) => candidate.identifiers.ISIN === body.isin);
      if (bond === undefined) return notFoundAnswer('No information memorandum for this ISIN.');
      return {
        ok: pdfFile(
          `Information memorandum (demo summary): ${bond.display_name}`,
          bondDetailLines(state, bond),
        ),
      };
    }),
  ];
}
