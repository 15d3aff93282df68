import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteContextFor } from '../../src/routes/quotes/quoteContext';
import { indicativeQuoteRefusal, tradeFirmQuote } from '../../src/trading/firmQuoteTrade';
import type { DemoKey } from '../harness';
import { refusal } from '../apiProblemRefusal';
import { demoPrincipal } from '../demoMembers';
import { startTradingServer, type TradingTestServer } from './tradingServer';

// Firm and indicative quotes (issue 32): a hit or lift on a FIRM quote is a trade at once; on an INDICATIVE
// one it is a request that only the quoting firm turns into a trade.

let server: TradingTestServer;
let bondId: number;

beforeAll(async () => {
  server = await startTradingServer({ instruments: 50 });
  const market = await server.app.inject({
    method: 'GET',
    url: '/api/finstrument/search/?search_key=GOI&limit=1',
  });
  bondId = market.json<{ finstruments: { id: number }[] }>().finstruments[0]!.id;
});
afterAll(() => server.close());

async function ask(key: DemoKey, firmness?: 'FIRM' | 'INDICATIVE') {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/trade/eoi/',
    headers: await server.authorizationOf(key),
    payload: {
      finstrument_id: bondId,
      quote_type: 'ASK',
      quantum: 20_000_000,
      unit_price_stored: 101,
      ...(firmness === undefined ? {} : { firmness }),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; firmness: string; unit_price_stored: number }>();
}

async function contextOf(key: DemoKey) {
  return quoteContextFor(server.app, await demoPrincipal(server.database.db, key));
}

describe('firm and indicative quotes', () => {
  it('publishes FIRM unless the quote says INDICATIVE, and shows which', async () => {
    expect((await ask('dealer')).firmness).toBe('FIRM');
    expect((await ask('dealer', 'INDICATIVE')).firmness).toBe('INDICATIVE');
  });

  it('trades a FIRM quote at once for the lifting firm: one order, the quote closed', async () => {
    const quote = await ask('dealer', 'FIRM');
    const { order, closed } = await tradeFirmQuote(
      await contextOf('trader'),
      server.app.services.events,
      quote.id,
      {
        unit_clean_price: 101,
        exchange: 'NSE',
      },
    );
    expect(order.quantity).toBe(20_000_000);
    expect(closed.map((row) => row.id)).toContain(quote.id);
    // A second lift finds the quote traded.
    const again = await refusal(
      tradeFirmQuote(await contextOf('trader'), server.app.services.events, quote.id, {
        unit_clean_price: 101,
        exchange: 'NSE',
      }),
    );
    expect(again.statusCode).toBe(400);
  });

  it('refuses to trade an INDICATIVE quote directly, by its firmness, and to trade at a price not seen', async () => {
    const indicative = await ask('dealer', 'INDICATIVE');
    const refused = await refusal(
      tradeFirmQuote(await contextOf('trader'), server.app.services.events, indicative.id, {
        unit_clean_price: 101,
        exchange: 'NSE',
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toEqual({ firmness: [indicativeQuoteRefusal] });
    const firm = await ask('dealer', 'FIRM');
    const moved = await refusal(
      tradeFirmQuote(await contextOf('trader'), server.app.services.events, firm.id, {
        unit_clean_price: 100.5,
        exchange: 'NSE',
      }),
    );
    expect(moved.body).toEqual({
      unit_clean_price: ['The quote is now at 101.0000: refresh and try again.'],
    });
  });

  it("refuses a firm's own quote", async () => {
    const own = await ask('dealer', 'FIRM');
    const refused = await refusal(
      tradeFirmQuote(await contextOf('dealer'), server.app.services.events, own.id, {
        unit_clean_price: 101,
        exchange: 'NSE',
      }),
    );
    expect(refused.statusCode).toBe(400);
  });

  it('an INDICATIVE quote trades only when its firm accepts the request: the requester cannot accept it', async () => {
    const quote = await ask('dealer', 'INDICATIVE');
    const trader = await server.authorizationOf('trader');
    const request = await server.app.inject({
      method: 'POST',
      url: '/api/eoi/add/',
      headers: trader,
      payload: {
        finstrument_id: bondId,
        quantum: 20_000_000,
        respond_eoi_id: quote.id,
        use_respond_eoi_price: true,
        expiry_date_stored: new Date(Date.now() + 120_000).toISOString(),
      },
    });
    expect(request.statusCode, request.body).toBe(201);
    const {
      id: requestId,
      cluster_id: clusterId,
      yield_stored: requestYield,
    } = request.json<{ id: number; cluster_id: number; yield_stored: number }>();
    // The requester accepting the indicative quote itself is refused.
    const selfAccept = await server.app.inject({
      method: 'POST',
      url: `/api/cluster/${clusterId}/accept/?lsId=${quote.id}`,
      headers: trader,
      payload: { bond_yield: 0.07, unit_clean_price: 101, total_accrued_interest: 0, exchange: 'NSE' },
    });
    expect(selfAccept.statusCode).toBe(400);
    expect(selfAccept.json()).toEqual({
      lsId: ['This quote is indicative: send a request (hit or lift) and the quoting firm confirms it.'],
    });
    // The quoting firm confirms the request at the figures the negotiation shows at its price: the trade.
    const dealer = await server.authorizationOf('dealer');
    const atPrice = await server.app.inject({
      method: 'GET',
      url: `/api/cluster/${clusterId}/?price=101`,
      headers: dealer,
    });
    const accrued = atPrice.json<{ at_price: { total_accrued_interest: number } }>().at_price
      .total_accrued_interest;
    const confirm = await server.app.inject({
      method: 'POST',
      url: `/api/cluster/${clusterId}/accept/?lsId=${requestId}`,
      headers: dealer,
      payload: {
        bond_yield: requestYield,
        unit_clean_price: 101,
        total_accrued_interest: accrued,
        exchange: 'NSE',
      },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
  });
});
