import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assertOrderAction } from '../../src/authorization/orderRules';
import type { Principal } from '../../src/auth/principal';
import { orderAudit, orders } from '../../src/database/schema/index';
import { firmOrderPage, loadFirmOrder } from '../../src/trading/firmOrders';
import { transitionOrder } from '../../src/trading/orderTransition';
import { reportTrade } from '../../src/trading/tradeReport';
import { refusal } from '../apiProblemRefusal';
import { demoPrincipal } from '../demoMembers';
import { marketHoursNow, startTradingServer, type TradingTestServer } from './tradingServer';

// Moving an order without HTTP: only a firm that sees the order may act (404 otherwise), who may act is
// decided before what the state allows, and a move writes the status, its history and the audit entry
// together and tells both firms.

let server: TradingTestServer;
let dealer: Principal;
let trader: Principal;
let outsider: Principal;
let bondId: number;

beforeAll(async () => {
  server = await startTradingServer();
  dealer = await demoPrincipal(server.database.db, 'dealer');
  trader = await demoPrincipal(server.database.db, 'trader');
  outsider = await demoPrincipal(server.database.db, 'researcher');
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

const services = () => ({
  db: server.app.services.db,
  events: server.app.services.events,
  now: () => marketHoursNow,
});

/** A trade the dealer's firm reports with the trader's firm, waiting for the trader's firm. */
async function pendingOrder() {
  const { order } = await reportTrade({
    db: server.app.services.db,
    events: server.app.services.events,
    now: marketHoursNow,
    reporter: { userId: dealer.user.id, clientId: dealer.client.id },
    kind: 'orders',
    report: {
      finstrument_id: bondId,
      buy_or_sell: 'buy',
      quantity: 10_000_000,
      unit_clean_price: 99.5,
      counterparty_client_id: trader.client.id,
      counterparty_name: null,
      trade_time: new Date(marketHoursNow.getTime() - 60 * 60_000).toISOString(),
    },
  });
  return order;
}

const acceptRule = (clientId: number) => ({
  allow: (order: Parameters<typeof assertOrderAction>[0]) =>
    assertOrderAction(order, clientId, 'accept-reject'),
});

describe('order transitions (trading/orderTransition)', () => {
  it('answers 404 to a firm that does not see the order, changing nothing', async () => {
    const order = await pendingOrder();
    const refused = await refusal(
      transitionOrder(
        services(),
        outsider,
        { id: order.id, kind: 'orders' },
        'accept',
        acceptRule(outsider.client.id),
      ),
    );
    expect(refused.statusCode).toBe(404);
    expect((await loadFirmOrder(server.database.db, order.id, 'orders', dealer.client.id)).status).toBe(
      'PENDING',
    );
    expect(
      await refusal(loadFirmOrder(server.database.db, order.id, 'procurement-orders', dealer.client.id)),
    ).toMatchObject({
      statusCode: 404,
    });
  });

  it('moves the order, its history and its audit together, and tells both firms', async () => {
    const order = await pendingOrder();
    const eventsBefore = server.events.length;
    const accepted = await transitionOrder(
      services(),
      trader,
      { id: order.id, kind: 'orders' },
      'accept',
      acceptRule(trader.client.id),
    );
    expect(accepted.status).toBe('ACCEPTED');
    expect(accepted.history.at(-1)).toMatchObject({ from: 'PENDING', to: 'ACCEPTED', by: trader.user.id });
    const audit = await server.database.db.select().from(orderAudit).where(eq(orderAudit.orderId, order.id));
    expect(audit.map((entry) => [entry.action, entry.actorClientId, entry.details])).toContainEqual([
      'accept',
      trader.client.id,
      { from: 'PENDING', to: 'ACCEPTED' },
    ]);
    const published = server.events
      .slice(eventsBefore)
      .filter((event) => event.type === 'trade_stream.order_update');
    expect(published.length).toBeGreaterThan(0);
  });

  it('decides who may act before what the state allows, and refuses a move the state does not allow', async () => {
    const order = await pendingOrder();
    await transitionOrder(
      services(),
      trader,
      { id: order.id, kind: 'orders' },
      'accept',
      acceptRule(trader.client.id),
    );
    // The reporting firm may never accept: a 403, though the state (already accepted) would refuse too.
    const notTheirs = await refusal(
      transitionOrder(
        services(),
        dealer,
        { id: order.id, kind: 'orders' },
        'accept',
        acceptRule(dealer.client.id),
      ),
    );
    expect(notTheirs.statusCode).toBe(403);
    const twice = await refusal(
      transitionOrder(
        services(),
        trader,
        { id: order.id, kind: 'orders' },
        'accept',
        acceptRule(trader.client.id),
      ),
    );
    expect(twice.statusCode).toBe(400);
    const [stored] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.history.filter((step) => step.to === 'ACCEPTED')).toHaveLength(1);
  });

  it("pages a firm's orders newest first, by status", async () => {
    const order = await pendingOrder();
    const pending = await firmOrderPage(server.database.db, trader.client.id, {
      statuses: ['PENDING'],
      page: 1,
      pageSize: 50,
    });
    expect(pending.rows.every((row) => row.status === 'PENDING')).toBe(true);
    expect(pending.rows.map((row) => row.id)).toContain(order.id);
    expect(
      (await firmOrderPage(server.database.db, outsider.client.id, { page: 1, pageSize: 50 })).rows.map(
        (row) => row.id,
      ),
    ).not.toContain(order.id);
  });
});
