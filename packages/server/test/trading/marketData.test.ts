import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketListBond, PriceInfo } from '@bondkit/core';
import { startTradingServer, type TradingTestServer } from './tradingServer';

let server: TradingTestServer;
beforeAll(async () => {
  server = await startTradingServer();
});
afterAll(async () => server?.close());

interface Bond {
  id: number;
  display_name: string;
  issuer: string;
  available: boolean;
  is_matured: boolean;
  is_disabled_isin: boolean;
  identifiers: { ISIN: string };
  contract_parameters: { is_listed: boolean; maturity_date: string; face_value: number };
  instrument_type: string;
  structure: string;
}

async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: await server.authorizationOf('dealer'),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function allBonds(): Promise<Bond[]> {
  const bonds: Bond[] = [];
  let cursor: string | null = null;
  for (;;) {
    const response = await call('POST', '/api/client-finstrument-list/', {
      pagination_params: { cursor, limit: 100 },
    });
    const page = response.json<{
      results: Bond[];
      pagination_response: { next_cursor: string | null; has_more: boolean };
    }>();
    bonds.push(...page.results);
    if (!page.pagination_response.has_more) return bonds;
    cursor = page.pagination_response.next_cursor;
  }
}

describe('finstrument data', () => {
  let bonds: Bond[];
  beforeAll(async () => {
    bonds = await allBonds();
  });

  it('pages the client finstrument list by cursor, 20 by default, filtered by category', async () => {
    expect(bonds).toHaveLength(200);
    expect(new Set(bonds.map((bond) => bond.id)).size).toBe(200);
    const first = await call('POST', '/api/client-finstrument-list/', { pagination_params: {} });
    expect(first.json<{ results: Bond[] }>().results).toHaveLength(20);
    const categories = (await call('POST', '/api/categories/', {})).json<
      { key: string; values: string[] }[]
    >();
    expect(categories.find((category) => category.key === 'instrument_type')?.values).toEqual([
      'CORPORATE',
      'FRB',
      'GSEC',
      'PSU',
      'SDL',
      'TBILL',
    ]);
    const sdl = await call('POST', '/api/client-finstrument-list/', {
      pagination_params: { limit: 100 },
      category_values: { instrument_type: ['SDL'] },
    });
    const sdlBonds = sdl.json<{ results: Bond[] }>().results;
    expect(sdlBonds.length).toBe(bonds.filter((bond) => bond.instrument_type === 'SDL').length);
    expect(sdlBonds.every((bond) => bond.instrument_type === 'SDL')).toBe(true);
    const badCursor = await call('POST', '/api/client-finstrument-list/', {
      pagination_params: { cursor: 'nonsense' },
    });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toEqual({ pagination_params: { cursor: ['Invalid cursor.'] } });
    const badCategory = await call('POST', '/api/client-finstrument-list/', {
      category_values: { colour: ['red'] },
    });
    expect(badCategory.json()).toEqual({
      category_values: { colour: ['"colour" is not a valid category.'] },
    });
  });

  it('serves the market list to visitors with each bond priced as price-info prices it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/client-finstrument-list/',
      payload: { pagination_params: { limit: 100 } },
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ results: MarketListBond[] }>().results;
    const priced = rows.find((row) => row.market_price !== null && !row.is_matured)!;
    const info = await server.app.inject({
      method: 'GET',
      url: `/api/finstrument/${priced.id}/price-info/`,
    });
    expect(info.json<PriceInfo>().price).toEqual(priced.market_price);
    const matured = rows.find((row) => row.is_matured);
    if (matured) expect(matured.market_price).toBeNull();
  });

  it('prices a quantity for a visitor: principal + accrued from core pricing, bounded like a quantum', async () => {
    const bond = bonds.find((row) => row.id === 1)!;
    const url = `/api/finstrument/${bond.id}/price/`;
    const priced = await server.app.inject({
      method: 'POST',
      url,
      payload: { fixed_field: 'yield', bond_yield: 0.07, quantity: 10_00_000 },
    });
    expect(priced.statusCode).toBe(200);
    const answer = priced.json<PriceInfo>();
    const { consideration: amounts } = answer;
    expect(amounts).toBeDefined();
    expect(amounts!.principal).toBeCloseTo((answer.price.unit_clean_price! * 10_00_000) / 100, 2);
    expect(amounts!.total).toBeCloseTo(amounts!.principal + amounts!.accrued, 2);
    expect(amounts!.accrued).toBeGreaterThan(0);
    const withoutQuantity = await server.app.inject({
      method: 'POST',
      url,
      payload: { fixed_field: 'yield', bond_yield: 0.07 },
    });
    expect(withoutQuantity.json<PriceInfo>().consideration).toBeUndefined();
    const huge = await server.app.inject({
      method: 'POST',
      url,
      payload: { fixed_field: 'yield', bond_yield: 0.07, quantity: 1e30 },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ quantity: ['Should be at most 12 digits'] });
    const uneven = await server.app.inject({
      method: 'POST',
      url,
      payload: { fixed_field: 'yield', bond_yield: 0.07, quantity: 150 },
    });
    expect(uneven.json()).toEqual({ quantity: ['Face value must be a multiple of ₹100.'] });
  });

  it('flags matured, unlisted and disabled bonds in search results', async () => {
    const matured = bonds.find((bond) => bond.is_matured)!;
    const hits = await call('GET', `/api/finstrument/search/?search_key=${matured.identifiers.ISIN}`);
    expect(hits.json<{ finstruments: Bond[] }>().finstruments[0]).toMatchObject({
      id: matured.id,
      is_matured: true,
      available: false,
    });
    const disabled = bonds.find((bond) => bond.is_disabled_isin)!;
    expect(disabled.available).toBe(false);
    const quoteDisabled = await call('POST', '/api/trade/eoi/', {
      finstrument_id: disabled.id,
      quantum: disabled.contract_parameters.face_value,
      unit_price_stored: 100,
    });
    expect(quoteDisabled.json()).toEqual({ finstrument_id: ['This ISIN is disabled and cannot be quoted.'] });
    const quoteMatured = await call('POST', '/api/trade/eoi/', {
      finstrument_id: matured.id,
      quantum: matured.contract_parameters.face_value,
      unit_price_stored: 100,
    });
    expect(quoteMatured.json()).toEqual({ finstrument_id: ['This bond has matured and cannot be quoted.'] });
    // Issue 35: a bond that cannot be priced says why, in the price lookup and the calculation alike.
    const reason = {
      code: 'settlement_outside_life',
      message: 'Cannot be priced for this settlement date: it is outside the bond’s life.',
    };
    const maturedPrice = await call('GET', `/api/finstrument/${matured.id}/price-info/`);
    expect(maturedPrice.json()).toMatchObject({ can_be_priced: false, pricing_unavailable_reason: reason });
    const maturedCalculation = await call('POST', `/api/finstrument/${matured.id}/price/`, {
      fixed_field: 'yield',
      bond_yield: 0.07,
    });
    expect(maturedCalculation.json()).toMatchObject({
      can_be_priced: false,
      pricing_unavailable_reason: reason,
    });
  });

  it('gives cash flows for a quantity, v2 info, the full record and the credit rationale', async () => {
    const gsec = bonds.find((bond) => bond.display_name === '7.18% GS 2033')!;
    const flows = await call('POST', `/api/cashflow/${gsec.id}/`, {
      quantity: 10_000_000,
      ref_date: '2026-11-19',
    });
    const cashflows = flows.json<{ cashflows: { date: string; interest: number; principal: number }[] }>()
      .cashflows;
    // Semi-annual 7.18 % on a crore: 3,59,000 a half-year, the crore back at maturity.
    expect(cashflows[0]).toMatchObject({ date: '2027-01-24', interest: 359_000, principal: 0 });
    expect(cashflows[cashflows.length - 1]).toMatchObject({ date: '2033-07-24', principal: 10_000_000 });
    const badDate = await call('POST', `/api/cashflow/${gsec.id}/`, {
      quantity: 100,
      ref_date: '2026-13-01',
    });
    expect(badDate.json()).toEqual({ ref_date: ['Please enter a valid date'] });
    const info = await call('GET', `/api/v2/finstrument/info/${gsec.id}`);
    const block = info.json<{
      can_be_priced: boolean;
      risk: { modified_duration: number };
      yield_to_worst: { redemption: string };
    }>();
    expect(block.can_be_priced).toBe(true);
    expect(block.risk.modified_duration).toBeGreaterThan(4);
    expect(block.risk.modified_duration).toBeLessThan(7);
    expect(block.yield_to_worst.redemption).toBe('maturity');
    const record = await call('POST', `/api/v1/finstrument/${gsec.id}/`, {});
    expect(record.json<{ market: { last_trade: unknown } }>().market.last_trade).not.toBeNull();
    const rationale = await call('GET', `/api/credit-rationale/${gsec.id}/`);
    expect(rationale.json<{ is_demo_text: boolean; rationale: string }>()).toMatchObject({
      is_demo_text: true,
    });
    expect(rationale.json<{ rationale: string }>().rationale).toMatch(/^\[DEMO TEXT/);
  });

  it('lists same-issuer bonds and trade prints with pagination, sort and filters', async () => {
    const gsec = bonds.find((bond) => bond.display_name === '7.18% GS 2033')!;
    const siblings = await call('POST', `/api/bonds-by-same-issuer/${gsec.id}/`, {
      pagination: { page: 1, page_size: 5 },
      sort: { field: 'maturity_date', order: 'desc' },
    });
    const page = siblings.json<{ count: number; next: string | null; results: Bond[] }>();
    expect(page.results).toHaveLength(5);
    expect(page.next).not.toBeNull();
    expect(page.results.every((bond) => bond.issuer === 'Government of India' && bond.id !== gsec.id)).toBe(
      true,
    );
    const dates = page.results.map((bond) => bond.contract_parameters.maturity_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const trades = await call('POST', `/api/trades/${gsec.id}/`, {
      pagination: { page: 1, page_size: 3 },
      sort: { field: 'trade_date', order: 'asc' },
      filters: { from_date: '2026-11-01' },
    });
    const prints = trades.json<{ count: number; results: { trade_date: string }[] }>();
    expect(prints.results.every((print) => print.trade_date >= '2026-11-01')).toBe(true);
    const badSort = await call('POST', `/api/trades/${gsec.id}/`, { sort: { field: 'colour' } });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toEqual({ sort: { field: ['"colour" is not a valid choice.'] } });
  });

  it('answers market quotes from the book or inferred from the market', async () => {
    const gsec = bonds.find((bond) => bond.display_name === '7.18% GS 2033')!;
    const inferred = await call('POST', `/api/quote/market/${gsec.id}/`, {
      infer_from_market: true,
      quote_type: 'ASK',
    });
    const quote = inferred.json<{ source: string; unit_clean_price: number }>();
    expect(['BOOK', 'INFERRED']).toContain(quote.source);
    expect(quote.unit_clean_price).toBeGreaterThan(90);
    const twoWay = (await call('POST', `/api/quote/${gsec.id}/`, {})).json<{
      bid: { unit_clean_price: number };
      ask: { unit_clean_price: number };
    }>();
    expect(twoWay.bid.unit_clean_price).toBeLessThan(twoWay.ask.unit_clean_price);
    const im = await call('POST', '/api/im/download/', { isin: gsec.identifiers.ISIN });
    expect(im.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('searches participants and clearing members from three characters', async () => {
    const short = await call('GET', '/api/chatter/users-clients-unified/?search_param=Ka');
    expect(short.json()).toEqual({ search_param: ['Ensure this field has at least 3 characters.'] });
    const brokers = await call('GET', '/api/chatter/search-brokers/NSE');
    expect(brokers.json<{ name: string }[]>().map((broker) => broker.name)).toEqual([
      'Meridian Capital Securities Private Limited',
    ]);
    const nsccl = await call('GET', '/api/search-nsscl-participants/');
    expect(nsccl.json<{ code: string }[]>().length).toBeGreaterThan(0);
    const ucc = await call('GET', '/api/search-nsscl-participants/?ucc_only=true');
    // Meridian's NSE codes: Ananya Iyer (the demo investor), Lakshmi Nair, Vasudha Textiles.
    expect(ucc.json<{ code: string }[]>().map((row) => row.code)).toEqual(['MCS0004', 'MCS0003', 'MCS0001']);
  });
});
