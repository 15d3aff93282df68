import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, userAccounts, users } from '../../src/database/schema/index';
import { ApiProblem } from '../../src/errors/ApiProblem';
import { setOrderBrokerage } from '../../src/trading/orderBrokerage';
import { reportTrade } from '../../src/trading/tradeReport';
import type { OrderRow } from '../../src/trading/orderView';
import { marketHoursNow, startTradingServer, type TradingTestServer } from './tradingServer';

// The brokerage rule without HTTP: the service the brokerage endpoint calls.

let server: TradingTestServer;
let order: OrderRow;

beforeAll(async () => {
  server = await startTradingServer();
  const [dealer] = await server.database.db
    .select({ userId: users.id, clientId: userAccounts.clientId })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(eq(users.email, 'dealer@demo.bondkit.in'));
  const search = await server.app.inject({
    method: 'GET',
    url: '/api/finstrument/search/?search_key=GS%202033',
    headers: await server.authorizationOf('dealer'),
  });
  const bond = search.json<{ finstruments: { id: number }[] }>().finstruments[0];
  if (!dealer || !bond) throw new Error('no demo dealer or no GS 2033 in the test universe');
  ({ order } = await reportTrade({
    db: server.app.services.db,
    events: server.app.services.events,
    now: marketHoursNow,
    reporter: dealer,
    kind: 'orders',
    report: {
      finstrument_id: bond.id,
      buy_or_sell: 'buy',
      quantity: 10_000_000,
      unit_clean_price: 99.5,
      counterparty_name: 'Outside Bank',
      trade_time: new Date(marketHoursNow.getTime() - 60_000).toISOString(),
    },
  }));
});
afterAll(async () => server?.close());

describe('setOrderBrokerage (the brokerage service)', () => {
  it('sets the brokerage of a booked trade', async () => {
    const updated = await setOrderBrokerage(server.app.services.db, marketHoursNow, order, 2_500);
    expect(updated).toMatchObject({ id: order.id, brokerage: 2_500, status: 'ACCEPTED' });
  });

  it('refuses a cancelled order and leaves its brokerage as it was', async () => {
    const [before] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    const cancelled = { ...before!, status: 'CANCELLED' };
    const refusal = await setOrderBrokerage(server.app.services.db, marketHoursNow, cancelled, 9_000).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiProblem);
    expect((refusal as ApiProblem).statusCode).toBe(400);
    const [after] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.brokerage).toBe(2_500);
  });
});
