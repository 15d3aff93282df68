import { describe, expect, it } from 'vitest';
import { marketDataEndpoints } from '../../src/contract/marketDataEndpoints';
import { quoteWriteEndpoints } from '../../src/contract/quoteWriteEndpoints';
import { securityPageEndpoints } from '../../src/contract/securityPageEndpoints';
import { dealerEmail, fakeWithCallers } from './fakeCaller';

interface Flow {
  date: string;
  interest: number;
  principal: number;
}

const flowsOf = (answer: { body: unknown }) => (answer.body as { cashflows: Flow[] }).cashflows;

describe('the fake’s security page', () => {
  it('answers the cash flows of the bond asked for: its coupon, its dates, the size held', async () => {
    const { callEndpoint } = fakeWithCallers();
    // Bond 2: 8.10 %, maturing 2028-03-31; bond 1: 7.50 %, maturing 2030-06-15.
    const power = flowsOf(
      await callEndpoint(securityPageEndpoints.getCashflows, {
        params: { id: 2 },
        body: { quantity: 1_000_000, ref_date: '2026-01-01' },
      }),
    );
    expect(power).toEqual([
      { date: '2026-03-31', payment_date: '2026-03-31', interest: 81_000, principal: 0, total: 81_000 },
      { date: '2027-03-31', payment_date: '2027-03-31', interest: 81_000, principal: 0, total: 81_000 },
      {
        date: '2028-03-31',
        payment_date: '2028-03-31',
        interest: 81_000,
        principal: 1_000_000,
        total: 1_081_000,
      },
    ]);
    const housing = flowsOf(
      await callEndpoint(securityPageEndpoints.getCashflows, {
        params: { id: 1 },
        body: { quantity: 2_000_000, ref_date: '2029-07-01' },
      }),
    );
    expect(housing).toEqual([
      {
        date: '2030-06-15',
        payment_date: '2030-06-15',
        interest: 150_000,
        principal: 2_000_000,
        total: 2_150_000,
      },
    ]);
    expect(
      flowsOf(
        await callEndpoint(securityPageEndpoints.getCashflows, {
          params: { id: 2 },
          body: { quantity: 1, ref_date: '2029-01-01' },
        }),
      ),
    ).toEqual([]);
    expect(
      (
        await callEndpoint(securityPageEndpoints.getCashflows, {
          params: { id: 99 },
          body: { quantity: 1, ref_date: '2026-01-01' },
        })
      ).status,
    ).toBe(404);
  });

  it('prices the record at the live yield and reads a higher yield as a lower price', async () => {
    const { callEndpoint, api } = fakeWithCallers();
    const market = async () =>
      (
        (await callEndpoint(securityPageEndpoints.getFinstrumentRecord, { params: { id: 1 } })).body as {
          market: {
            can_be_priced: boolean;
            price: { unit_clean_price: number };
            risk: { modified_duration: number };
          };
        }
      ).market;
    const before = await market();
    expect(before.can_be_priced).toBe(true);
    expect(before.risk.modified_duration).toBeGreaterThan(2);
    api.state.priceInfos.get(1)!.price.bond_yield = 0.09;
    expect((await market()).price.unit_clean_price).toBeLessThan(before.price.unit_clean_price);
    const matured = await callEndpoint(securityPageEndpoints.getFinstrumentInfo, { params: { id: 5 } });
    expect(matured.body).toMatchObject({ can_be_priced: false, isin: 'INE004D07MM4' });
  });

  it('takes a side’s best quote from the book for a dealer, and infers it otherwise', async () => {
    const { callEndpoint } = fakeWithCallers();
    for (const price of [99.5, 99.75])
      await callEndpoint(
        quoteWriteEndpoints.createQuote,
        { body: { finstrument_id: 1, quote_type: 'BID', quantum: 1e7, unit_price_stored: price } },
        dealerEmail,
      );
    const best = await callEndpoint(
      securityPageEndpoints.getMarketQuote,
      { params: { id: 1 }, body: { quote_type: 'BID' } },
      dealerEmail,
    );
    expect(best.body).toMatchObject({ source: 'BOOK', unit_clean_price: 99.75, quantum: 1e7 });
    const researcher = await callEndpoint(
      securityPageEndpoints.getQuote,
      { params: { id: 1 } },
      'researcher@bondkit.test',
    );
    const { bid, ask } = researcher.body as {
      bid: { source: string; unit_clean_price: number };
      ask: { source: string; unit_clean_price: number };
    };
    expect([bid.source, ask.source]).toEqual(['INFERRED', 'INFERRED']);
    expect(bid.unit_clean_price).toBeLessThan(ask.unit_clean_price);
    expect((await callEndpoint(securityPageEndpoints.getQuote, { params: { id: 1 } })).status).toBe(401);
  });

  it('lists trade prints by exchange and date, latest first', async () => {
    const { callEndpoint } = fakeWithCallers();
    const prints = async (filters: { exchange?: 'NSE' | 'BSE' }) =>
      (
        (await callEndpoint(securityPageEndpoints.getBondTrades, { params: { id: 1 }, body: { filters } }))
          .body as {
          results: { trade_date: string; exchange: string }[];
        }
      ).results;
    const all = await prints({});
    expect(all).toHaveLength(3);
    expect(all.map((print) => print.trade_date)).toEqual(
      [...all.map((print) => print.trade_date)].sort().reverse(),
    );
    expect((await prints({ exchange: 'BSE' })).map((print) => print.exchange)).toEqual(['BSE']);
  });

  it('answers real PDF files for the quote sheet, the bond details and the memorandum', async () => {
    const { callEndpoint } = fakeWithCallers();
    const files = [
      await callEndpoint(securityPageEndpoints.downloadQuote, { params: { id: 3 } }, dealerEmail),
      await callEndpoint(marketDataEndpoints.downloadBondDetails, { params: { id: 3 }, body: {} }),
      await callEndpoint(marketDataEndpoints.downloadInformationMemorandum, {
        body: { isin: 'in0020240012' },
      }),
    ];
    for (const file of files) {
      expect(file.contentType).toBe('application/pdf');
      const text = await (file.body as Blob).text();
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text).toContain('7.18% Government of India 2037');
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    }
    const unknown = await callEndpoint(marketDataEndpoints.downloadInformationMemorandum, {
      body: { isin: 'INE999Z99ZZ9' },
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { detail: 'No information memorandum for this ISIN.' },
    });
  });

  it('pages the client list with a cursor and filters it by category', async () => {
    const { callEndpoint } = fakeWithCallers();
    const page = async (body: object) =>
      (await callEndpoint(marketDataEndpoints.listClientFinstruments, { body })).body as {
        results: { id: number; market_price: unknown }[];
        pagination_response: { next_cursor: string | null; has_more: boolean };
      };
    const first = await page({ pagination_params: { limit: 4 } });
    expect(first.results.map((bond) => bond.id)).toEqual([1, 2, 3, 4]);
    const second = await page({
      pagination_params: { limit: 4, cursor: first.pagination_response.next_cursor },
    });
    expect(second.results.map((bond) => bond.id)).toEqual([5, 6]);
    expect(second.pagination_response).toEqual({ next_cursor: null, has_more: false });
    const sovereign = await page({ category_values: { rating: ['SOV'] } });
    expect(sovereign.results.map((bond) => bond.id)).toEqual([3]);
    const unknown = await callEndpoint(marketDataEndpoints.listClientFinstruments, {
      body: { category_values: { colour: ['red'] } },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { category_values: { colour: ['"colour" is not a valid category.'] } },
    });
  });
});
