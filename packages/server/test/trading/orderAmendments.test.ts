import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementDate as businessSettlementDate } from '@bondkit/core/pricing';
import { demoAccounts, demoPassword } from '../../src/seed/demoAccounts';
import { settlementCalendar } from '../../src/trading/instrumentPricing';
import { marketToday } from '../../src/trading/marketDate';
import { marketHoursNow, startTradingServer, type TradingTestServer } from './tradingServer';

let server: TradingTestServer;
/** The server's clock: a test may move it forward (a proposal accepted days later). */
let clock = marketHoursNow;
beforeAll(async () => {
  server = await startTradingServer({ clock: () => clock });
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

/** A new sign-in at the server's current clock (the cached tokens expire when a test moves the clock on). */
async function freshAuthorization(who: Who): Promise<{ authorization: string }> {
  const signIn = await server.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { email: demoAccounts.find((account) => account.key === who)!.email, password: demoPassword },
  });
  return { authorization: `Bearer ${signIn.json<{ access: string }>().access}` };
}

async function holding(who: Who, bondId: number): Promise<number> {
  const response = await call('GET', '/api/inventory/', who);
  expect(response.statusCode).toBe(200);
  return (
    response
      .json<{ finstrument_id: number; quantity: number }[]>()
      .find((row) => row.finstrument_id === bondId)?.quantity ?? 0
  );
}

interface Order {
  id: number;
  status: string;
  quantity: number;
  unit_clean_price: number;
  bond_yield: number | null;
  settlement_date: string;
  consideration: number;
}

let bondId: number;
let kaveri: number;

/** A trade Meridian (dealer@) buys from Kaveri (trader@), reported and accepted: ACCEPTED by both. */
async function agreedTrade(quantity = 10_000_000): Promise<Order> {
  const created = await call('POST', '/api/orders/', 'dealer', {
    trade_time: '2026-11-18T05:00:00Z',
    finstrument_id: bondId,
    buy_or_sell: 'buy',
    quantity,
    unit_clean_price: 99.5,
    counterparty_client_id: kaveri,
  });
  expect(created.statusCode).toBe(201);
  const accepted = await call('PUT', `/api/orders/${created.json<Order>().id}/accept-reject/`, 'trader', {
    reported_order_status: 'ACCEPTED',
  });
  expect(accepted.statusCode).toBe(200);
  return accepted.json<Order>();
}

beforeAll(async () => {
  const search = await call('GET', '/api/finstrument/search/?search_key=GS%202033', 'dealer');
  bondId = search.json<{ finstruments: { id: number }[] }>().finstruments[0]!.id;
  const firms = await call('GET', '/api/chatter/users-clients-unified/?search_param=Kaveri', 'dealer');
  kaveri = firms
    .json<{ clients: { name: string; client_id: number }[] }>()
    .clients.find((client) => client.name === 'Kaveri Asset Management Company Limited')!.client_id;
});

describe('accepted trades change only by a two-sided amendment (issue 12, finding 6)', () => {
  it('refuses the reporting firm changing an ACCEPTED trade alone; nothing moves', async () => {
    const order = await agreedTrade();
    const kaveriBefore = await holding('trader', bondId);
    const meridianBefore = await holding('dealer', bondId);
    for (const method of ['PATCH', 'PUT'] as const) {
      const modified = await call(method, `/api/orders/${order.id}/`, 'dealer', {
        quantity: 100_000_000,
        unit_clean_price: 90,
      });
      expect(modified.statusCode).toBe(409);
      expect(modified.json<{ detail: string }>().detail).toContain('propose an amendment');
    }
    expect(await holding('trader', bondId)).toBe(kaveriBefore);
    expect(await holding('dealer', bondId)).toBe(meridianBefore);
    const reread = await call('GET', `/api/orders/${order.id}/`, 'trader');
    expect(reread.json<Order>()).toMatchObject({ quantity: 10_000_000, unit_clean_price: 99.5 });
  });

  it('records a failed settlement (settle-cancel) only from the settlement date, by either firm', async () => {
    const order = await agreedTrade();
    const meridianBefore = await holding('dealer', bondId);
    const kaveriBefore = await holding('trader', bondId);
    const early = await call('PATCH', `/api/orders/settle-cancel/${order.id}/cancel/`, 'trader', {});
    expect(early.statusCode).toBe(409);
    expect(early.json<{ detail: string }>().detail).toContain(`settles on ${order.settlement_date}`);
    expect(await holding('dealer', bondId)).toBe(meridianBefore);
    try {
      clock = new Date(`${order.settlement_date}T05:30:00Z`);
      // A day on, the cached token has expired: trader@ signs in again.
      const failed = await server.app.inject({
        method: 'PATCH',
        url: `/api/orders/settle-cancel/${order.id}/cancel/`,
        headers: await freshAuthorization('trader'),
        payload: {},
      });
      expect(failed.statusCode, failed.body).toBe(200);
    } finally {
      clock = marketHoursNow;
    }
    // The trade is undone for both firms: Meridian had bought 10,000,000 from Kaveri.
    expect(await holding('dealer', bondId)).toBe(meridianBefore - 10_000_000);
    expect(await holding('trader', bondId)).toBe(kaveriBefore + 10_000_000);
    const trail = (await call('GET', `/api/orders/${order.id}/audit/`, 'dealer')).json<{
      results: { action: string }[];
    }>().results;
    expect(trail.map((row) => row.action)).toContain('settle-cancel');
  });

  it('still lets the reporter change a PENDING report, and a trade with an outside party, alone', async () => {
    const pending = await call('POST', '/api/orders/', 'dealer', {
      trade_time: '2026-11-18T05:00:00Z',
      finstrument_id: bondId,
      buy_or_sell: 'buy',
      quantity: 10_000_000,
      unit_clean_price: 99.5,
      counterparty_client_id: kaveri,
    });
    const changed = await call('PATCH', `/api/orders/${pending.json<Order>().id}/`, 'dealer', {
      quantity: 20_000_000,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Order>().quantity).toBe(20_000_000);
    const outside = await call('POST', '/api/orders/', 'dealer', {
      trade_time: '2026-11-18T05:00:00Z',
      finstrument_id: bondId,
      buy_or_sell: 'sell',
      quantity: 10_000_000,
      unit_clean_price: 99.5,
      counterparty_name: 'Outside Bank',
    });
    expect(outside.json<Order>().status).toBe('ACCEPTED');
    const outsideChanged = await call('PATCH', `/api/orders/${outside.json<Order>().id}/`, 'dealer', {
      unit_clean_price: 99.75,
    });
    expect(outsideChanged.statusCode).toBe(200);
  });

  it('applies a proposal when the counterparty accepts it, moving both inventories consistently', async () => {
    const order = await agreedTrade(10_000_000);
    const kaveriBefore = await holding('trader', bondId);
    const meridianBefore = await holding('dealer', bondId);
    const proposed = await call('POST', `/api/orders/${order.id}/amendments/`, 'dealer', {
      quantity: 30_000_000,
      unit_clean_price: 99.25,
      note: 'Size agreed on the phone',
    });
    expect(proposed.statusCode).toBe(201);
    const amendment = proposed.json<{ id: number; status: string; proposed_by_you: boolean }>();
    expect(amendment).toMatchObject({ status: 'PROPOSED', proposed_by_you: true });
    // Proposed, not applied: the trade and the holdings are as agreed.
    expect(await holding('trader', bondId)).toBe(kaveriBefore);
    expect((await call('GET', `/api/orders/${order.id}/`, 'dealer')).json<Order>().quantity).toBe(10_000_000);
    // The proposer cannot accept its own proposal; a second proposal waits for the first.
    const selfAccept = await call('PUT', `/api/orders/${order.id}/amendments/${amendment.id}/`, 'dealer', {
      decision: 'ACCEPTED',
    });
    expect(selfAccept.statusCode).toBe(403);
    const second = await call('POST', `/api/orders/${order.id}/amendments/`, 'trader', {
      quantity: 20_000_000,
    });
    expect(second.statusCode).toBe(409);
    const seen = await call('GET', `/api/orders/${order.id}/amendments/`, 'trader');
    expect(seen.json<{ results: { id: number; proposed_by_you: boolean }[] }>().results[0]).toMatchObject({
      id: amendment.id,
      proposed_by_you: false,
    });

    const accepted = await call('PUT', `/api/orders/${order.id}/amendments/${amendment.id}/`, 'trader', {
      decision: 'ACCEPTED',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED' });
    const after = (await call('GET', `/api/orders/${order.id}/`, 'trader')).json<Order>();
    expect(after).toMatchObject({ status: 'ACCEPTED', quantity: 30_000_000, unit_clean_price: 99.25 });
    expect(after.bond_yield).not.toBe(order.bond_yield);
    expect(after.consideration).toBeGreaterThan(order.consideration * 2.9);
    // Meridian bought 2 crore more, Kaveri sold 2 crore more: the same difference, opposite signs.
    expect(await holding('dealer', bondId)).toBe(meridianBefore + 20_000_000);
    expect(await holding('trader', bondId)).toBe(kaveriBefore - 20_000_000);
    // Decided once: a second answer is refused.
    const again = await call('PUT', `/api/orders/${order.id}/amendments/${amendment.id}/`, 'trader', {
      decision: 'REJECTED',
    });
    expect(again.statusCode).toBe(409);
    expect(
      server.events.some(
        (event) =>
          event.type === 'trade_stream.order_update' &&
          event.clientId === kaveri &&
          (event.payload as { action: string; order_id: number }).action === 'amendment.proposed' &&
          (event.payload as { order_id: number }).order_id === order.id,
      ),
    ).toBe(true);
  });

  it('changes nothing when the counterparty rejects or the proposer withdraws', async () => {
    const order = await agreedTrade(10_000_000);
    const kaveriBefore = await holding('trader', bondId);
    const meridianBefore = await holding('dealer', bondId);
    const first = await call('POST', `/api/orders/${order.id}/amendments/`, 'trader', {
      unit_clean_price: 101,
    });
    const rejected = await call(
      'PUT',
      `/api/orders/${order.id}/amendments/${first.json<{ id: number }>().id}/`,
      'dealer',
      { decision: 'REJECTED' },
    );
    expect(rejected.json()).toMatchObject({ status: 'REJECTED' });
    const second = await call('POST', `/api/orders/${order.id}/amendments/`, 'trader', {
      quantity: 50_000_000,
    });
    const secondId = second.json<{ id: number }>().id;
    const notTheirs = await call(
      'POST',
      `/api/orders/${order.id}/amendments/${secondId}/withdraw/`,
      'dealer',
      {},
    );
    expect(notTheirs.statusCode).toBe(403);
    const withdrawn = await call(
      'POST',
      `/api/orders/${order.id}/amendments/${secondId}/withdraw/`,
      'trader',
      {},
    );
    expect(withdrawn.json()).toMatchObject({ status: 'WITHDRAWN' });
    const late = await call('PUT', `/api/orders/${order.id}/amendments/${secondId}/`, 'dealer', {
      decision: 'ACCEPTED',
    });
    expect(late.statusCode).toBe(409);
    expect((await call('GET', `/api/orders/${order.id}/`, 'dealer')).json<Order>()).toMatchObject({
      quantity: 10_000_000,
      unit_clean_price: 99.5,
    });
    expect(await holding('trader', bondId)).toBe(kaveriBefore);
    expect(await holding('dealer', bondId)).toBe(meridianBefore);
  });

  it('refuses proposals that are not a trade, and amendments of trades no longer ACCEPTED', async () => {
    const order = await agreedTrade();
    const unsettled = await call('GET', `/api/orders/${order.id}/confirmation/`, 'dealer');
    expect(unsettled.statusCode).toBe(409);
    const empty = await call('POST', `/api/orders/${order.id}/amendments/`, 'dealer', {});
    expect(empty.statusCode).toBe(400);
    const same = await call('POST', `/api/orders/${order.id}/amendments/`, 'dealer', {
      quantity: 10_000_000,
    });
    expect(same.json()).toEqual({ non_field_errors: ['The proposal does not change the trade.'] });
    const odd = await call('POST', `/api/orders/${order.id}/amendments/`, 'dealer', { quantity: 12_345 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json<Record<string, string[]>>().quantity?.[0]).toContain('multiple of the face value');
    const proposal = await call('POST', `/api/orders/${order.id}/amendments/`, 'dealer', {
      quantity: 20_000_000,
    });
    const settled = await call('PATCH', `/api/orders/settle-cancel/${order.id}/settle/`, 'backoffice', {});
    expect(settled.statusCode).toBe(200);
    const stale = await call(
      'PUT',
      `/api/orders/${order.id}/amendments/${proposal.json<{ id: number }>().id}/`,
      'trader',
      { decision: 'ACCEPTED' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ detail: string }>().detail).toContain('SETTLED');
    const afterSettle = await call('POST', `/api/orders/${order.id}/amendments/`, 'dealer', {
      quantity: 30_000_000,
    });
    expect(afterSettle.statusCode).toBe(409);
    // Another kind's path does not find it, and neither does a firm that is not party to it.
    expect((await call('GET', `/api/procurement-orders/${order.id}/amendments/`, 'dealer')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/orders/${order.id}/audit/`, 'researcher')).statusCode).toBe(403);
  });

  it('keeps an audit row per change, naming the other firm by its name only, never its people', async () => {
    const order = await agreedTrade();
    const proposal = await call('POST', `/api/orders/${order.id}/amendments/`, 'dealer', {
      unit_clean_price: 99,
    });
    await call('PUT', `/api/orders/${order.id}/amendments/${proposal.json<{ id: number }>().id}/`, 'trader', {
      decision: 'ACCEPTED',
    });
    await call('PATCH', `/api/orders/settle-cancel/${order.id}/settle/`, 'backoffice', {});
    const confirmation = await call('GET', `/api/orders/${order.id}/confirmation/`, 'trader');
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.headers['content-type']).toBe('application/pdf');
    expect(confirmation.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const trail = await call('GET', `/api/orders/${order.id}/audit/`, 'dealer');
    expect(trail.statusCode).toBe(200);
    const rows = trail.json<{
      results: {
        action: string;
        actor_name: string;
        by_your_firm: boolean;
        details: Record<string, unknown>;
      }[];
    }>().results;
    expect(rows.map((row) => row.action)).toEqual([
      'reported',
      'accept',
      'amendment.proposed',
      'amendment.accepted',
      'settle',
    ]);
    expect(rows.map((row) => row.by_your_firm)).toEqual([true, false, true, false, true]);
    // The other firm's people are not named; the firm is.
    expect(rows[1]!.actor_name).toMatch(/^Kaveri/);
    expect(rows[3]!.details).toMatchObject({
      before: { unit_clean_price: 99.5 },
      after: { unit_clean_price: 99 },
    });
  });

  it('reprices the yield when only the settlement date is modified, and checks the new date (D7)', async () => {
    const outside = await call('POST', '/api/orders/', 'dealer', {
      trade_time: '2026-11-18T05:00:00Z',
      finstrument_id: bondId,
      buy_or_sell: 'sell',
      quantity: 10_000_000,
      unit_clean_price: 99.5,
      counterparty_name: 'Outside Bank',
    });
    const before = outside.json<Order>();
    const later = businessSettlementDate(marketToday(clock), 25, settlementCalendar);
    const moved = await call('PATCH', `/api/orders/${before.id}/`, 'dealer', { settlement_date: later });
    expect(moved.statusCode).toBe(200);
    const after = moved.json<Order>();
    expect(after.settlement_date).toBe(later);
    // The same price settled 25 business days later is a different yield (the pull to par).
    expect(after.bond_yield).not.toBe(before.bond_yield);
    const priced = await call('POST', `/api/finstrument/${bondId}/price/`, 'dealer', {
      fixed_field: 'price',
      clean_price: 99.5,
      settlement_date: later,
    });
    expect(priced.statusCode).toBe(200);
    expect(after.bond_yield).toBe(priced.json<{ price: { bond_yield: number } }>().price.bond_yield);
    const saturday = await call('PATCH', `/api/orders/${before.id}/`, 'dealer', {
      settlement_date: '2026-11-28',
    });
    expect(saturday.statusCode).toBe(400);
    expect(Object.keys(saturday.json<Record<string, string[]>>())).toEqual(['settlement_date']);
  });

  it('checks an amended settlement date again when the proposal is accepted days later (D7)', async () => {
    const order = await agreedTrade();
    const soon = businessSettlementDate(marketToday(clock), 2, settlementCalendar);
    const proposal = await call('POST', `/api/orders/${order.id}/amendments/`, 'dealer', {
      settlement_date: soon,
    });
    expect(proposal.statusCode).toBe(201);
    const start = clock;
    try {
      clock = new Date(start.getTime() + 7 * 24 * 3600 * 1000);
      // A week on, the cached token has expired: trader@ signs in again.
      const accepted = await server.app.inject({
        method: 'PUT',
        url: `/api/orders/${order.id}/amendments/${proposal.json<{ id: number }>().id}/`,
        headers: await freshAuthorization('trader'),
        payload: { decision: 'ACCEPTED' },
      });
      expect(accepted.statusCode).toBe(400);
      expect(Object.keys(accepted.json<Record<string, string[]>>())).toEqual(['settlement_date']);
    } finally {
      clock = start;
    }
    const reread = await call('GET', `/api/orders/${order.id}/`, 'trader');
    expect(reread.json<{ settlement_date: string }>().settlement_date).toBe(order.settlement_date);
  });

  it('requires the trade time of a reported trade, not later than now', async () => {
    const report = {
      finstrument_id: bondId,
      buy_or_sell: 'sell',
      quantity: 10_000_000,
      unit_clean_price: 99.5,
      counterparty_name: 'Outside Bank',
    };
    const missing = await call('POST', '/api/orders/', 'dealer', report);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ trade_time: ['This field is required'] });
    const future = await call('POST', '/api/orders/', 'dealer', {
      ...report,
      trade_time: new Date(clock.getTime() + 60_000).toISOString(),
    });
    expect(future.json()).toEqual({ trade_time: ['Trade time cannot be later than the current time.'] });
  });
});
