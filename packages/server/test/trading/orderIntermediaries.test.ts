import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketHoursNow, startTradingServer, type TradingTestServer } from './tradingServer';

let server: TradingTestServer;
beforeAll(async () => {
  server = await startTradingServer({ clock: () => marketHoursNow });
}, 180_000);
afterAll(async () => server?.close());

type Who = Parameters<TradingTestServer['authorizationOf']>[0];

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, who: Who, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: await server.authorizationOf(who),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

interface Party {
  id: number;
  name: string;
}
interface Order {
  id: number;
  status: string;
  consideration: number;
  facilitator: Party | null;
  agent: Party | null;
  consideration_status: string | null;
  can_decide_consideration: boolean;
}

let bondId: number;
let kaveri: number;
let facilitator: Party;
let agent: Party;

/** Meridian (dealer@) reports buying from Kaveri (trader@): PENDING, its consideration PENDING too. */
async function reportedTrade(extra: Record<string, unknown> = {}): Promise<Order> {
  const created = await call('POST', '/api/orders/', 'dealer', {
    trade_time: '2026-11-18T05:00:00Z',
    finstrument_id: bondId,
    buy_or_sell: 'buy',
    quantity: 10_000_000,
    unit_clean_price: 99.5,
    counterparty_client_id: kaveri,
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Order>();
}

function orderUpdates(orderId: number, action: string) {
  return server.events.filter(
    (event) =>
      event.type === 'trade_stream.order_update' &&
      (event.payload as { order_id: number; action: string }).order_id === orderId &&
      (event.payload as { action: string }).action === action,
  );
}

beforeAll(async () => {
  const search = await call('GET', '/api/finstrument/search/?search_key=GS%202033', 'dealer');
  bondId = search.json<{ finstruments: { id: number }[] }>().finstruments[0]!.id;
  const firms = await call('GET', '/api/chatter/users-clients-unified/?search_param=Kaveri', 'dealer');
  kaveri = firms
    .json<{ clients: { name: string; client_id: number }[] }>()
    .clients.find((client) => client.name === 'Kaveri Asset Management Company Limited')!.client_id;
  facilitator = (await call('GET', '/api/trade/facilitator/', 'dealer')).json<Party[]>()[0]!;
  agent = (await call('GET', '/api/trade/agent/', 'dealer')).json<Party[]>()[0]!;
});

describe('facilitator and agent', () => {
  it('are chosen when a trade is reported, from the firms offering that function only', async () => {
    const order = await reportedTrade({ facilitator_id: facilitator.id, agent_id: agent.id });
    expect(order.facilitator).toEqual({ id: facilitator.id, name: 'Narmada Facilitators' });
    expect(order.agent?.id).toBe(agent.id);
    const wrong = await call('POST', '/api/orders/', 'dealer', {
      trade_time: '2026-11-18T05:00:00Z',
      finstrument_id: bondId,
      buy_or_sell: 'buy',
      quantity: 10_000_000,
      unit_clean_price: 99.5,
      counterparty_name: 'Outside Bank',
      facilitator_id: agent.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ facilitator_id: ['Facilitator not found.'] });
  });

  it('are changed on an open trade by either firm, shown to both and announced on the stream', async () => {
    const order = await reportedTrade();
    expect(order).toMatchObject({ facilitator: null, agent: null });
    const changed = await call('PATCH', `/api/orders/${order.id}/intermediaries/`, 'trader', {
      facilitator_id: facilitator.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const seen = (await call('GET', `/api/orders/${order.id}/`, 'backoffice')).json<Order>();
    expect(seen).toMatchObject({ facilitator: { id: facilitator.id }, agent: null });
    expect(orderUpdates(order.id, 'intermediaries').map((event) => event.clientId)).toContain(kaveri);

    const cleared = await call('PATCH', `/api/orders/${order.id}/intermediaries/`, 'backoffice', {
      facilitator_id: null,
      agent_id: agent.id,
    });
    expect(cleared.json<Order>()).toMatchObject({ facilitator: null, agent: { id: agent.id } });
    const audit = await call('GET', `/api/orders/${order.id}/audit/`, 'dealer');
    expect(
      audit
        .json<{ results: { action: string }[] }>()
        .results.filter((entry) => entry.action === 'intermediaries'),
    ).toHaveLength(2);

    expect(
      (await call('PATCH', `/api/orders/${order.id}/intermediaries/`, 'viewer', { agent_id: null }))
        .statusCode,
    ).toBe(403);
    const notAnAgent = await call('PATCH', `/api/orders/${order.id}/intermediaries/`, 'dealer', {
      agent_id: kaveri,
    });
    expect(notAnAgent.json()).toEqual({ agent_id: ['Agent not found.'] });
  });
});

describe('consideration', () => {
  it('is decided by the counterparty only, once; a rejected one blocks settlement until an amendment asks again', async () => {
    const order = await reportedTrade();
    expect(order).toMatchObject({ consideration_status: 'PENDING', can_decide_consideration: false });
    const asKaveri = (await call('GET', `/api/orders/${order.id}/`, 'trader')).json<Order>();
    expect(asKaveri.can_decide_consideration).toBe(true);

    const byOwner = await call('PATCH', `/api/orders/consideration/${order.id}/accept/`, 'dealer', {});
    expect(byOwner.statusCode, byOwner.body).toBe(403);
    const rejected = await call('PATCH', `/api/orders/consideration/${order.id}/reject/`, 'trader', {});
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<Order>()).toMatchObject({
      consideration_status: 'REJECTED',
      can_decide_consideration: false,
    });
    // Both firms hear of it, so the reporting firm's open drawer shows the rejection at once.
    const told = new Set(orderUpdates(order.id, 'consideration.reject').map((event) => event.clientId));
    expect(told.size).toBe(2);
    expect(told).toContain(kaveri);
    const again = await call('PATCH', `/api/orders/consideration/${order.id}/accept/`, 'trader', {});
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'The consideration is already REJECTED.' });

    await call('PUT', `/api/orders/${order.id}/accept-reject/`, 'trader', {
      reported_order_status: 'ACCEPTED',
    });
    const settle = await call('PATCH', `/api/orders/settle-cancel/${order.id}/settle/`, 'backoffice', {});
    expect(settle.statusCode).toBe(400);
    expect(settle.json()).toEqual({
      detail: 'The counterparty rejected the consideration: amend the trade, or cancel it, before settling.',
    });

    const proposal = await call('POST', `/api/orders/${order.id}/amendments/`, 'dealer', {
      unit_clean_price: 99.25,
    });
    const amendmentId = proposal.json<{ id: number }>().id;
    await call('PUT', `/api/orders/${order.id}/amendments/${amendmentId}/`, 'trader', {
      decision: 'ACCEPTED',
    });
    const amended = (await call('GET', `/api/orders/${order.id}/`, 'trader')).json<Order>();
    expect(amended).toMatchObject({ consideration_status: 'PENDING', can_decide_consideration: true });
    expect(amended.consideration).toBeLessThan(order.consideration);

    const accepted = await call('PATCH', `/api/orders/consideration/${order.id}/accept/`, 'backoffice', {});
    expect(accepted.statusCode).toBe(403);
    const byTrader = await call('PATCH', `/api/orders/consideration/${order.id}/accept/`, 'trader', {});
    expect(byTrader.json<Order>().consideration_status).toBe('ACCEPTED');
    expect(
      (await call('PATCH', `/api/orders/settle-cancel/${order.id}/settle/`, 'backoffice', {})).statusCode,
    ).toBe(200);
  });

  it('lets either firm cancel an agreed trade once its consideration was rejected, and not before', async () => {
    const order = await reportedTrade();
    await call('PUT', `/api/orders/${order.id}/accept-reject/`, 'trader', {
      reported_order_status: 'ACCEPTED',
    });
    const refused = await call('POST', `/api/orders/${order.id}/cancel/`, 'dealer', {});
    expect(refused.statusCode).toBe(409);
    await call('PATCH', `/api/orders/consideration/${order.id}/reject/`, 'trader', {});
    const cancelled = await call('POST', `/api/orders/${order.id}/cancel/`, 'dealer', {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Order>()).toMatchObject({ status: 'CANCELLED' });
  });

  it('has nobody to agree it on a trade with an outside party', async () => {
    const outside = await call('POST', '/api/orders/', 'dealer', {
      trade_time: '2026-11-18T05:00:00Z',
      finstrument_id: bondId,
      buy_or_sell: 'sell',
      quantity: 10_000_000,
      unit_clean_price: 99.5,
      counterparty_name: 'Outside Bank',
    });
    const order = outside.json<Order>();
    expect(order.consideration_status).toBeNull();
    const decided = await call('PATCH', `/api/orders/consideration/${order.id}/accept/`, 'dealer', {});
    expect(decided.statusCode).toBe(400);
  });
});
