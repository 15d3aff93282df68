import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userAccounts, users } from '../../src/database/schema/index';
import { reportTrade, type TradeReportBody } from '../../src/trading/tradeReport';
import { marketHoursNow, startTradingServer, type TradingTestServer } from './tradingServer';
import { refusal } from '../apiProblemRefusal';

// The trade-report rule without HTTP: the service the report endpoints call.

let server: TradingTestServer;
let dealer: { userId: number; clientId: number };
let trader: { userId: number; clientId: number };
let bondId: number;

async function memberOf(email: string): Promise<{ userId: number; clientId: number }> {
  const [row] = await server.database.db
    .select({ userId: users.id, clientId: userAccounts.clientId })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no demo account ${email}`);
  return row;
}

beforeAll(async () => {
  server = await startTradingServer();
  dealer = await memberOf('dealer@demo.bondkit.in');
  trader = await memberOf('trader@demo.bondkit.in');
  const search = await server.app.inject({
    method: 'GET',
    url: '/api/finstrument/search/?search_key=GS%202033',
    headers: await server.authorizationOf('dealer'),
  });
  const bond = search.json<{ finstruments: { id: number }[] }>().finstruments[0];
  if (!bond) throw new Error('no GS 2033 in the test universe');
  bondId = bond.id;
});
afterAll(async () => server?.close());

function report(overrides: Partial<TradeReportBody> = {}): TradeReportBody {
  return {
    finstrument_id: bondId,
    buy_or_sell: 'buy',
    quantity: 10_000_000,
    unit_clean_price: 99.5,
    counterparty_name: 'Outside Bank',
    trade_time: new Date(marketHoursNow.getTime() - 60 * 60_000).toISOString(),
    ...overrides,
  };
}

function request(body: TradeReportBody, idempotencyKey?: string) {
  return {
    db: server.app.services.db,
    events: server.app.services.events,
    now: marketHoursNow,
    reporter: dealer,
    kind: 'orders' as const,
    report: body,
    idempotencyKey,
  };
}

describe('reportTrade (the trade-report service)', () => {
  it('books a trade with an outside party at once, with the yield computed from the price', async () => {
    const { order, replayed } = await reportTrade(request(report()));
    expect(replayed).toBe(false);
    expect(order).toMatchObject({
      status: 'ACCEPTED',
      buyerClientId: dealer.clientId,
      sellerClientId: null,
      unitCleanPrice: 99.5,
      considerationStatus: null,
    });
    expect(order.bondYield).toBeGreaterThan(0);
    expect(order.consideration).toBeGreaterThan(0);
  });

  it('prices a trade reported at a yield', async () => {
    const { order } = await reportTrade(request(report({ unit_clean_price: null, bond_yield: 0.07 })));
    expect(order.bondYield).toBe(0.07);
    expect(order.unitCleanPrice).toBeGreaterThan(0);
  });

  it('leaves a trade with a firm on the platform waiting for it', async () => {
    const { order } = await reportTrade(
      request(report({ counterparty_client_id: trader.clientId, counterparty_name: null })),
    );
    expect(order).toMatchObject({
      status: 'PENDING',
      sellerClientId: trader.clientId,
      considerationStatus: 'PENDING',
    });
  });

  it('answers a repeated report with its first order, and refuses another report under the same key', async () => {
    const first = await reportTrade(request(report(), 'service-key-0001'));
    const again = await reportTrade(request(report(), 'service-key-0001'));
    expect(again).toEqual({ order: first.order, replayed: true });
    const other = await refusal(reportTrade(request(report({ quantity: 20_000_000 }), 'service-key-0001')));
    expect(other.statusCode).toBe(422);
  });

  it('refuses a future trade time, the own firm as counterparty and an unknown counterparty', async () => {
    const future = await refusal(
      reportTrade(request(report({ trade_time: new Date(marketHoursNow.getTime() + 60_000).toISOString() }))),
    );
    expect(future.body).toHaveProperty('trade_time');
    const own = await refusal(reportTrade(request(report({ counterparty_client_id: dealer.clientId }))));
    expect(own.body).toEqual({ counterparty_client_id: ['The counterparty cannot be your own firm.'] });
    const unknown = await refusal(reportTrade(request(report({ counterparty_client_id: 999_999 }))));
    expect(unknown.body).toEqual({ counterparty_client_id: ['Counterparty not found.'] });
  });
});
