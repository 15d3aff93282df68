import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTradingServer, type TradingTestServer } from './tradingServer';

let server: TradingTestServer;
beforeAll(async () => {
  server = await startTradingServer();
});
afterAll(async () => server?.close());

interface BondResult {
  id: number;
  display_name: string;
  identifiers: { ISIN: string };
  available: boolean;
  match: string;
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  who: Parameters<TradingTestServer['authorizationOf']>[0],
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return server.app.inject({
    method,
    url,
    headers: { ...(await server.authorizationOf(who)), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function findBond(text: string): Promise<BondResult> {
  const response = await call(
    'GET',
    `/api/finstrument/search/?search_key=${encodeURIComponent(text)}`,
    'dealer',
  );
  expect(response.statusCode).toBe(200);
  const bond = response.json<{ finstruments: BondResult[] }>().finstruments[0];
  if (!bond) throw new Error(`no bond for ${text}`);
  return bond;
}

describe('the trading lifecycle through HTTP', () => {
  let bond: BondResult;
  let dealerQuoteId: number;
  let responseId: number;
  let clusterId: number;
  let marketYield: number;

  it('a dealer searches by name and by exact ISIN', async () => {
    bond = await findBond('GS 2033');
    expect(bond.display_name).toMatch(/GS 2033$/);
    expect(bond.available).toBe(true);
    const byIsin = await call(
      'GET',
      `/api/finstrument/search/?search_key=${bond.identifiers.ISIN}`,
      'dealer',
    );
    const first = byIsin.json<{ finstruments: BondResult[] }>().finstruments[0]!;
    expect(first.id).toBe(bond.id);
    expect(first.match).toBe('isin');
    const short = await call('GET', '/api/finstrument/search/?search_key=GS', 'dealer');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ search_key: ['Ensure this field has at least 3 characters.'] });
  });

  it('prices the bond with the engine, both ways, and refuses a settlement date with a delta', async () => {
    const info = await call('GET', `/api/finstrument/${bond.id}/price-info/`, 'dealer');
    expect(info.statusCode).toBe(200);
    const body = info.json<{
      price: { unit_clean_price: number; bond_yield: number; settlement_date: string };
      can_be_priced: boolean;
      allow_price_modification: boolean;
    }>();
    expect(body.can_be_priced).toBe(true);
    expect(body.allow_price_modification).toBe(true);
    expect(body.price.settlement_date).toBe('2026-11-19');
    marketYield = body.price.bond_yield;
    const byYield = await call('POST', `/api/finstrument/${bond.id}/price/`, 'dealer', {
      bond_yield: marketYield,
      fixed_field: 'yield',
      settlement_delta: 1,
    });
    expect(byYield.statusCode).toBe(200);
    expect(byYield.json<{ price: { unit_clean_price: number } }>().price.unit_clean_price).toBeCloseTo(
      body.price.unit_clean_price,
      3,
    );
    const byPrice = await call('POST', `/api/finstrument/${bond.id}/price/`, 'dealer', {
      clean_price: body.price.unit_clean_price,
      fixed_field: 'price',
    });
    expect(byPrice.json<{ price: { bond_yield: number } }>().price.bond_yield).toBeCloseTo(marketYield, 5);
    const both = await call('POST', `/api/finstrument/${bond.id}/price/`, 'dealer', {
      bond_yield: 0.07,
      fixed_field: 'yield',
      settlement_date: '2026-11-20',
      settlement_delta: 1,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({
      settlement_delta: ['Send either a settlement date or a settlement delta, not both.'],
    });
    const missing = await call('POST', `/api/finstrument/${bond.id}/price/`, 'dealer', {
      fixed_field: 'price',
    });
    expect(missing.json()).toEqual({ clean_price: ['Price is required'] });
  });

  it('refuses a settlement date on a Saturday, a market holiday or before the trade date', async () => {
    const priced = (settlementDate: string) =>
      call('POST', `/api/finstrument/${bond.id}/price/`, 'dealer', {
        bond_yield: 0.07,
        fixed_field: 'yield',
        settlement_date: settlementDate,
      });
    const saturday = await priced('2026-11-21');
    expect(saturday.statusCode).toBe(400);
    expect(saturday.json()).toEqual({
      settlement_date: ['Settlement date must be a business day (not a weekend or market holiday).'],
    });
    // Tuesday 24 November 2026: Guru Nanak Jayanti, an NSE and RBI Mumbai holiday.
    const holiday = await priced('2026-11-24');
    expect(holiday.statusCode).toBe(400);
    expect(holiday.json()).toEqual({
      settlement_date: ['Settlement date must be a business day (not a weekend or market holiday).'],
    });
    const past = await priced('2026-11-17');
    expect(past.json()).toEqual({ settlement_date: ['Settlement date cannot be before the trade date.'] });
    const monday = await priced('2026-11-23');
    expect(monday.statusCode).toBe(200);
    expect(monday.json<{ price: { settlement_date: string } }>().price.settlement_date).toBe('2026-11-23');
  });

  it('prices a GOI floating-rate bond on its last reset (can_be_priced true), as the engine does', async () => {
    const floating = await findBond('GOI FRB');
    const info = await call('GET', `/api/finstrument/${floating.id}/price-info/`, 'dealer');
    const body = info.json<{
      can_be_priced: boolean;
      price: { unit_clean_price: number; bond_yield: number };
    }>();
    expect(body.can_be_priced).toBe(true);
    expect(body.price.unit_clean_price).toBeGreaterThan(95);
    expect(body.price.unit_clean_price).toBeLessThan(105);
    expect(body.price.bond_yield).toBeGreaterThan(0.05);
  });

  it('the dealer quotes; bad quotes are 400s in the spec words and store nothing', async () => {
    const before = await call('GET', '/api/trade/d/market/?my_quotes=true', 'dealer');
    const countBefore = before.json<{ count: number }>().count;
    const zero = await call('POST', '/api/trade/eoi/', 'dealer', {
      finstrument_id: bond.id,
      quantum: 0,
      yield_stored: 0.07,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ quantum: ['Cannot be zero'] });
    const both = await call('POST', '/api/trade/eoi/', 'dealer', {
      finstrument_id: bond.id,
      quantum: 50_000_000,
      yield_stored: 0.07,
      settlement: '2026-11-20',
      settlement_delta: 1,
    });
    expect(both.json()).toEqual({
      settlement_delta: ['Send either a settlement date or a settlement delta, not both.'],
    });
    const fraction = await call('POST', '/api/trade/eoi/', 'dealer', {
      finstrument_id: bond.id,
      quantum: 50_000_000,
      yield_stored: 7.1,
    });
    expect(fraction.json()).toEqual({ yield_stored: ['Yield above 100%'] });
    const sunday = await call('POST', '/api/trade/eoi/', 'dealer', {
      finstrument_id: bond.id,
      quantum: 50_000_000,
      yield_stored: 0.07,
      settlement: '2026-11-22',
    });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json()).toEqual({
      settlement: ['Settlement date must be a business day (not a weekend or market holiday).'],
    });
    const after = await call('GET', '/api/trade/d/market/?my_quotes=true', 'dealer');
    expect(after.json<{ count: number }>().count).toBe(countBefore);

    const created = await call('POST', '/api/trade/eoi/', 'dealer', {
      finstrument_id: bond.id,
      quantum: 50_000_000,
      yield_stored: Math.round((marketYield + 0.0005) * 1e6) / 1e6,
    });
    expect(created.statusCode).toBe(201);
    const mineNow = (await call('GET', '/api/trade/d/market/?my_quotes=true&page_size=100', 'dealer')).json<{
      results: { id: number; market_yield: number | null; market_price: number | null }[];
    }>().results;
    // Each row carries its bond's market level (a yield fraction and a clean price), not only price updates.
    const listed = mineNow.find((row) => row.id === created.json<{ id: number }>().id)!;
    expect(listed.market_yield).toBeCloseTo(marketYield, 5);
    expect(listed.market_price).toBeGreaterThan(0);
    // A trade viewer and back office of the firm read its quotes (read-only); the market stays empty for them.
    for (const reader of ['viewer', 'backoffice'] as const) {
      const own = (await call('GET', '/api/trade/d/market/?my_quotes=true&page_size=100', reader)).json<{
        results: { id: number }[];
      }>();
      expect(own.results.map((row) => row.id).sort()).toEqual(mineNow.map((row) => row.id).sort());
      expect((await call('GET', '/api/trade/d/market/', reader)).json()).toMatchObject({
        count: 0,
        results: [],
      });
    }
    expect((await call('GET', '/api/trade/d/market/?my_quotes=true', 'researcher')).json()).toMatchObject({
      count: 0,
      results: [],
    });
    const quote = created.json<{
      id: number;
      quote_type: string;
      source: string;
      state: string;
      status: string;
      unit_price_stored: number;
      fixed_field: string;
    }>();
    expect(quote).toMatchObject({
      quote_type: 'BID',
      source: 'WEBSITE',
      state: 'DEFAULT',
      status: 'OPEN',
      fixed_field: 'yield',
    });
    expect(quote.unit_price_stored).toBeGreaterThan(50);
    dealerQuoteId = quote.id;
    expect(
      server.events.some(
        (event) =>
          event.type === 'quote.created' && (event.payload as { eoi_id: number }).eoi_id === dealerQuoteId,
      ),
    ).toBe(true);
  });

  it('the trader sees it in the market; a trade viewer sees an empty market', async () => {
    const market = await call(
      'GET',
      `/api/trade/d/market/?search=${encodeURIComponent(bond.display_name)}`,
      'trader',
    );
    expect(market.json<{ results: { id: number }[] }>().results.map((row) => row.id)).toContain(
      dealerQuoteId,
    );
    const viewer = await call('GET', '/api/trade/d/market/', 'viewer');
    expect(viewer.statusCode).toBe(200);
    expect(viewer.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    const depth = await call('GET', `/api/quote/depth/?finstrument_id=${bond.id}`, 'viewer');
    expect(depth.json()).toMatchObject({ bids: [], asks: [] });
  });

  it('the trader responds; a response with both price and yield is refused', async () => {
    const both = await call('POST', '/api/eoi/add/', 'trader', {
      finstrument_id: bond.id,
      quantum: 50_000_000,
      respond_eoi_id: dealerQuoteId,
      unit_price_stored: 99,
      yield_stored: 0.07,
    });
    expect(both.json()).toEqual({
      yield_stored: ['A response quote cannot carry both a price and a yield.'],
    });
    const own = await call('POST', '/api/eoi/add/', 'dealer', {
      finstrument_id: bond.id,
      quantum: 50_000_000,
      respond_eoi_id: dealerQuoteId,
      use_respond_eoi_price: true,
    });
    expect(own.json()).toEqual({ respond_eoi_id: ["You cannot answer your own firm's quote."] });
    const response = await call('POST', '/api/eoi/add/', 'trader', {
      finstrument_id: bond.id,
      quantum: 50_000_000,
      respond_eoi_id: dealerQuoteId,
      use_respond_eoi_price: true,
    });
    expect(response.statusCode).toBe(201);
    const eoi = response.json<{ id: number; quote_type: string; cluster_id: number; visibility: string }>();
    expect(eoi.quote_type).toBe('ASK');
    expect(eoi.visibility).toBe('RESPONSE');
    responseId = eoi.id;
    clusterId = eoi.cluster_id;
    const notification = server.events.find((event) => event.type === 'trade_stream.rfq_negotiation');
    expect(notification).toMatchObject({ payload: { eoi_id: responseId, action: 'responded' } });
  });

  it('accepting creates exactly one order under concurrent accepts, and moves both inventories', async () => {
    const cluster = await call('GET', `/api/cluster/${clusterId}/?price=100`, 'dealer');
    expect(cluster.statusCode).toBe(200);
    const offered = cluster
      .json<{ eois: { id: number; unit_price_stored: number; yield_stored: number }[] }>()
      .eois.find((row) => row.id === responseId)!;
    const atPrice = await call(
      'GET',
      `/api/cluster/${clusterId}/?price=${offered.unit_price_stored}`,
      'dealer',
    );
    const accrued = atPrice.json<{ at_price: { total_accrued_interest: number } }>().at_price
      .total_accrued_interest;
    const inventoryBefore = await call('GET', '/api/inventory/', 'dealer');
    const heldBefore =
      inventoryBefore
        .json<{ finstrument_id: number; quantity: number }[]>()
        .find((row) => row.finstrument_id === bond.id)?.quantity ?? 0;

    const stale = await call('POST', `/api/cluster/${clusterId}/accept/?lsId=${responseId}`, 'dealer', {
      bond_yield: offered.yield_stored,
      unit_clean_price: offered.unit_price_stored + 0.5,
      total_accrued_interest: accrued,
      exchange: 'NSE',
    });
    expect(stale.statusCode).toBe(400);
    expect(Object.keys(stale.json<object>())).toEqual(['unit_clean_price']);

    const body = {
      bond_yield: offered.yield_stored,
      unit_clean_price: offered.unit_price_stored,
      total_accrued_interest: accrued,
      exchange: 'NSE',
    };
    const headers = await server.authorizationOf('dealer');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.app.inject({
          method: 'POST',
          url: `/api/cluster/${clusterId}/accept/?lsId=${responseId}`,
          headers,
          payload: body,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json()).toEqual({ non_field_errors: ['This negotiation is already ACCEPTED.'] });

    const dealerOrders = await call('GET', '/api/orders/unified/?state=ACCEPTED', 'dealer');
    const mine = dealerOrders
      .json<{ results: { id: number; cluster_id: number; buy_or_sell: string; quantity: number }[] }>()
      .results.filter((order) => order.cluster_id === clusterId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ buy_or_sell: 'buy', quantity: 50_000_000 });
    const traderOrders = await call('GET', '/api/orders/unified/', 'trader');
    expect(
      traderOrders
        .json<{ results: { cluster_id: number; buy_or_sell: string }[] }>()
        .results.find((order) => order.cluster_id === clusterId)?.buy_or_sell,
    ).toBe('sell');

    const inventoryAfter = await call('GET', '/api/inventory/', 'dealer');
    const position = inventoryAfter
      .json<{ finstrument_id: number; quantity: number; market_value: number; can_be_priced: boolean }[]>()
      .find((row) => row.finstrument_id === bond.id)!;
    expect(position.quantity).toBe(heldBefore + 50_000_000);
    expect(position.can_be_priced).toBe(true);
    expect(position.market_value).toBeGreaterThan(0);
    expect(server.events.some((event) => event.type === 'trade_stream.open_order_count')).toBe(true);
    // Both firms of the trade are told of the new order (their order lists refetch without a reload).
    const created = server.events.filter(
      (event) =>
        event.type === 'trade_stream.order_update' &&
        (event.payload as { action?: string }).action === 'created' &&
        (event.payload as { order_id?: number }).order_id === mine[0]!.id,
    );
    expect(new Set(created.map((event) => event.clientId)).size).toBe(2);

    // The state machine: settle, then a cancel names the current state.
    const orderId = mine[0]!.id;
    const settled = await call('PATCH', `/api/orders/settle-cancel/${orderId}/settle/`, 'dealer', {});
    expect(settled.json()).toEqual({ detail: `Order ${orderId} is SETTLED.` });
    const cancel = await call('POST', `/api/orders/${orderId}/cancel/`, 'dealer', {});
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json<{ detail: string }>().detail).toContain('SETTLED');
  });

  it('reports a trade once per Idempotency-Key, even when sent in parallel', async () => {
    const payload = {
      finstrument_id: bond.id,
      buy_or_sell: 'sell',
      quantity: 10_000_000,
      unit_clean_price: 99.5,
      counterparty_name: 'Outside Bank',
      trade_time: '2026-11-18T05:00:00Z',
    };
    const headers = { ...(await server.authorizationOf('dealer')), 'idempotency-key': 'report-0001' };
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        server.app.inject({ method: 'POST', url: '/api/procurement-orders/', headers, payload }),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    const reused = await server.app.inject({
      method: 'POST',
      url: '/api/procurement-orders/',
      headers,
      payload: { ...payload, quantity: 20_000_000 },
    });
    expect(reused.statusCode).toBe(422);
    const order = answers[0]!.json<{ id: number; status: string; kind: string }>();
    expect(order).toMatchObject({ status: 'ACCEPTED', kind: 'procurement-orders' });
    expect((await call('GET', `/api/orders/${order.id}/`, 'dealer')).statusCode).toBe(404);
    expect((await call('GET', `/api/procurement-orders/${order.id}/`, 'dealer')).statusCode).toBe(200);
  });

  it('a reported trade with a platform counterparty waits for it to accept or reject', async () => {
    const search = await call('GET', '/api/chatter/users-clients-unified/?search_param=Kaveri', 'dealer');
    const found = search.json<{
      users: { user_name: string; client_id: number }[];
      clients: { name: string; client_id: number }[];
    }>();
    expect(found.users.map((user) => user.user_name)).toContain('Priya Raghavan');
    const kaveri = found.clients.find(
      (client) => client.name === 'Kaveri Asset Management Company Limited',
    )!.client_id;
    const created = await call('POST', '/api/orders/', 'dealer', {
      trade_time: '2026-11-18T05:00:00Z',
      finstrument_id: bond.id,
      buy_or_sell: 'buy',
      quantity: 10_000_000,
      bond_yield: 0.07,
      counterparty_client_id: kaveri,
    });
    expect(created.statusCode).toBe(201);
    const order = created.json<{ id: number; status: string }>();
    expect(order.status).toBe('PENDING');
    const byOwner = await call('PUT', `/api/orders/${order.id}/accept-reject/`, 'dealer', {
      reported_order_status: 'ACCEPTED',
    });
    expect(byOwner.statusCode).toBe(403);
    const rejected = await call('PUT', `/api/orders/${order.id}/accept-reject/`, 'trader', {
      reported_order_status: 'REJECTED',
    });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED' });
    const again = await call('PUT', `/api/orders/${order.id}/accept-reject/`, 'trader', {
      reported_order_status: 'ACCEPTED',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail: 'Cannot accept an order that is REJECTED (allowed from PENDING).',
    });
  });

  it('enforces roles: viewers cannot quote, compliance cannot see orders', async () => {
    const viewerQuote = await call('POST', '/api/trade/eoi/', 'viewer', {
      finstrument_id: bond.id,
      quantum: 50_000_000,
      yield_stored: 0.07,
    });
    expect(viewerQuote.statusCode).toBe(403);
    const complianceOrders = await call('GET', '/api/orders/unified/', 'compliance');
    expect(complianceOrders.statusCode).toBe(403);
    // Bond data is public (the /find and /security/{id} pages are), quotes are not.
    const anonymousSearch = await server.app.inject({
      method: 'GET',
      url: '/api/finstrument/search/?search_key=GS%202033',
    });
    expect(anonymousSearch.statusCode).toBe(200);
    expect(anonymousSearch.json().finstruments.length).toBeGreaterThan(0);
    const anonymousMarket = await server.app.inject({ method: 'GET', url: '/api/trade/d/market/' });
    expect(anonymousMarket.statusCode).toBe(401);
  });

  it('downloads a quote and bond details as PDFs', async () => {
    for (const url of [`/api/quote/${bond.id}/download/`, `/api/bond-details/${bond.id}/download/`]) {
      const response = await call('POST', url, 'dealer', {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
