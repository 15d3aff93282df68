import { describe, expect, it } from 'vitest';
import { ApiError, createBondClient, type BondClient } from '../../src/index';
import {
  createDemoUsers,
  createFakeBondApi,
  fakeDemoPassword,
  type FakeBondApi,
} from '../../src/testing/index';
import { thirdFirmDealer, thirdFirmDealerEmail } from './thirdFirmDealer';

/** Example Securities, the dealer's counterparty firm (client 102, `trader@bondkit.test`). */
const traderFirm = 102;

async function clientOf(api: FakeBondApi, email: string): Promise<BondClient> {
  const client = createBondClient({
    apiBase: 'https://fake',
    appBase: 'https://fake',
    visibility: () => () => {},
    online: () => () => {},
    watchBuilds: false,
    fetch: api.fetch,
  });
  await client.signIn({ email, password: fakeDemoPassword });
  return client;
}

/** The refusal a call ends in: its status, detail and field errors. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => new Error('expected a refusal'),
    (thrown: unknown) => thrown,
  );
  if (!ApiError.isInstance(error)) throw error;
  return { status: error.status, detail: error.detail, fields: error.fieldErrors };
}

/** The dealer buys 2 crore of the 2030 housing bond an hour ago, from `counterparty`. */
function report(counterparty: number | null) {
  return {
    finstrument_id: 1,
    buy_or_sell: 'buy' as const,
    quantity: 20_000_000,
    unit_clean_price: 101,
    ...(counterparty === null
      ? { counterparty_name: 'Outside Bank' }
      : { counterparty_client_id: counterparty }),
    trade_time: new Date(Date.now() - 60 * 60_000).toISOString(),
  };
}

async function setUp() {
  const api = createFakeBondApi({ users: [...createDemoUsers(), thirdFirmDealer()] });
  return {
    api,
    dealer: await clientOf(api, 'dealer@bondkit.test'),
    trader: await clientOf(api, 'trader@bondkit.test'),
    outsider: await clientOf(api, thirdFirmDealerEmail),
  };
}

describe('the fake API’s orders', () => {
  it('takes a trade between two firms from PENDING to ACCEPTED on the counterparty’s word only', async () => {
    const { dealer, trader } = await setUp();
    const reported = await dealer.orders.reportTrade(report(traderFirm));
    expect(reported).toMatchObject({
      status: 'PENDING',
      buy_or_sell: 'buy',
      counterparty_name: 'Example Securities',
      consideration: 20_200_000,
      consideration_status: 'PENDING',
      is_owner: true,
    });
    expect(
      await refusal(dealer.orders.acceptOrReject(reported.id, { reported_order_status: 'ACCEPTED' })),
    ).toMatchObject({ status: 403 });
    const seen = await trader.orders.getOrder(reported.id);
    expect(seen).toMatchObject({ buy_or_sell: 'sell', is_owner: false, can_decide_consideration: true });
    const accepted = await trader.orders.acceptOrReject(reported.id, { reported_order_status: 'ACCEPTED' });
    expect(accepted).toMatchObject({ status: 'ACCEPTED', changes_by_amendment: true });
    // Agreed by both: neither firm changes or cancels it alone, and it cannot be accepted twice.
    expect(await refusal(dealer.orders.cancel(reported.id))).toMatchObject({ status: 409 });
    expect(await refusal(dealer.orders.modify(reported.id, { unit_clean_price: 100 }))).toMatchObject({
      status: 409,
    });
    expect(await refusal(dealer.orders.settleCancel(reported.id, 'cancel'))).toMatchObject({ status: 409 });
    expect(
      await refusal(trader.orders.acceptOrReject(reported.id, { reported_order_status: 'REJECTED' })),
    ).toMatchObject({ status: 400, detail: expect.stringContaining('ACCEPTED') as string });
  });

  it('books a trade with an outside party at once, settles it and issues its confirmation as a PDF', async () => {
    const { dealer } = await setUp();
    const booked = await dealer.orders.reportTrade(report(null), 'procurement-orders');
    expect(booked).toMatchObject({
      status: 'ACCEPTED',
      consideration_status: null,
      kind: 'procurement-orders',
    });
    // One resource does not answer for the other's ids.
    expect(await refusal(dealer.orders.getOrder(booked.id))).toMatchObject({ status: 404 });
    expect(await refusal(dealer.orders.downloadConfirmation(booked.id, 'procurement-orders'))).toMatchObject({
      status: 409,
    });
    expect(
      await refusal(dealer.orders.decideConsideration(booked.id, 'accept', 'procurement-orders')),
    ).toMatchObject({ status: 400 });
    await dealer.orders.settleCancel(booked.id, 'settle', 'procurement-orders');
    expect(await refusal(dealer.orders.cancel(booked.id, 'procurement-orders'))).toMatchObject({
      status: 400,
      detail: 'Cannot cancel an order that is SETTLED (allowed from PENDING or ACCEPTED).',
    });
    const pdf = await dealer.orders.downloadConfirmation(booked.id, 'procurement-orders');
    expect(pdf.type).toBe('application/pdf');
    const text = await pdf.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`Trade confirmation #${booked.id}`);
    expect(text).toContain('Counterparty: Outside Bank');
  });

  it('amends an agreed trade only when the other firm accepts, and shows both firms the audit trail', async () => {
    const { dealer, trader } = await setUp();
    const { id } = await dealer.orders.reportTrade(report(traderFirm));
    await trader.orders.acceptOrReject(id, { reported_order_status: 'ACCEPTED' });
    const proposed = await dealer.orders.proposeAmendment(id, {
      unit_clean_price: 100.5,
      note: 'Desk price',
    });
    expect(proposed).toMatchObject({
      status: 'PROPOSED',
      proposed_by_you: true,
      changes: { unit_clean_price: 100.5 },
    });
    expect(await refusal(dealer.orders.proposeAmendment(id, { quantity: 40_000_000 }))).toMatchObject({
      status: 409,
    });
    expect(await refusal(dealer.orders.decideAmendment(id, proposed.id, 'ACCEPTED'))).toMatchObject({
      status: 403,
    });
    expect(await refusal(trader.orders.withdrawAmendment(id, proposed.id))).toMatchObject({ status: 403 });
    const [listed] = await trader.orders.listAmendments(id);
    expect(listed).toMatchObject({ id: proposed.id, proposed_by_you: false });
    expect(await trader.orders.decideAmendment(id, proposed.id, 'ACCEPTED')).toMatchObject({
      status: 'ACCEPTED',
    });
    // The trade changed: a new consideration, to be agreed again.
    expect(await dealer.orders.getOrder(id)).toMatchObject({
      unit_clean_price: 100.5,
      consideration: 20_100_000,
      consideration_status: 'PENDING',
    });
    expect(await refusal(dealer.orders.withdrawAmendment(id, proposed.id))).toMatchObject({
      status: 409,
      detail: 'This amendment is already ACCEPTED.',
    });
    const trail = await trader.orders.auditTrail(id);
    expect(trail.map((entry) => [entry.action, entry.by_your_firm, entry.actor_name])).toEqual([
      ['reported', false, 'Counterparty'],
      ['accept', true, 'Kiran Demo'],
      ['amendment.proposed', false, 'Counterparty'],
      ['amendment.accepted', true, 'Kiran Demo'],
    ]);
  });

  it('lets the counterparty reject the consideration, which stops settlement until the trade is amended', async () => {
    const { dealer, trader } = await setUp();
    const { id } = await dealer.orders.reportTrade(report(traderFirm));
    expect(await refusal(dealer.orders.decideConsideration(id, 'accept'))).toMatchObject({ status: 403 });
    await trader.orders.acceptOrReject(id, { reported_order_status: 'ACCEPTED' });
    expect(await trader.orders.decideConsideration(id, 'reject')).toMatchObject({
      consideration_status: 'REJECTED',
      can_decide_consideration: false,
    });
    expect(await refusal(trader.orders.decideConsideration(id, 'accept'))).toMatchObject({
      status: 400,
      detail: 'The consideration is already REJECTED.',
    });
    expect(await refusal(dealer.orders.settleCancel(id, 'settle'))).toMatchObject({ status: 400 });
  });

  it('hides a trade from a firm not party to it, and refuses roles the contract refuses', async () => {
    const { api, dealer, outsider } = await setUp();
    const { id } = await dealer.orders.reportTrade(report(traderFirm));
    for (const call of [
      outsider.orders.getOrder(id),
      outsider.orders.cancel(id),
      outsider.orders.listAmendments(id),
      outsider.orders.auditTrail(id),
      outsider.orders.setIntermediaries(id, { agent_id: null }),
      outsider.trade.updateBrokerage(id, { brokerage: 10 }),
    ])
      expect(await refusal(call)).toMatchObject({ status: 404, detail: 'Order not found.' });
    expect((await outsider.orders.listUnified()).count).toBe(0);
    const opsAdmin = await clientOf(api, 'opsadmin@bondkit.test');
    expect(await refusal(opsAdmin.orders.listUnified())).toMatchObject({ status: 403 });
    const compliance = await clientOf(api, 'compliance@bondkit.test');
    expect(await refusal(compliance.orders.getOrder(id))).toMatchObject({ status: 403 });
    const anonymous = await api.fetch(`https://fake/api/orders/${id}/`);
    expect(anonymous.status).toBe(401);
  });

  it('checks a report as the server does: the counterparty, the bond, the time and the intermediaries', async () => {
    const { dealer } = await setUp();
    const own = { ...report(101) };
    expect((await refusal(dealer.orders.reportTrade(own))).fields).toEqual({
      counterparty_client_id: 'The counterparty cannot be your own firm.',
    });
    expect((await refusal(dealer.orders.reportTrade({ ...report(null), finstrument_id: 5 }))).fields).toEqual(
      {
        finstrument_id: 'This bond has matured and cannot be quoted.',
      },
    );
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    expect((await refusal(dealer.orders.reportTrade({ ...report(null), trade_time: later }))).fields).toEqual(
      {
        trade_time: 'Trade time cannot be later than the current time.',
      },
    );
    const { id } = await dealer.orders.reportTrade({ ...report(null), facilitator_id: 701 });
    expect((await dealer.orders.getOrder(id)).facilitator).toEqual({
      id: 701,
      name: 'Demo Facilitation Services',
    });
    expect((await refusal(dealer.orders.setIntermediaries(id, { agent_id: 701 }))).fields).toEqual({
      agent_id: 'Agent not found.',
    });
    expect(await dealer.orders.setIntermediaries(id, { agent_id: 702, facilitator_id: null })).toMatchObject({
      facilitator: null,
      agent: { id: 702, name: 'Example Bond Agency' },
    });
    await dealer.orders.cancel(id);
    expect(await refusal(dealer.trade.updateBrokerage(id, { brokerage: 100 }))).toMatchObject({
      status: 400,
      detail: 'Cannot set the brokerage of an order that is CANCELLED.',
    });
  });

  it('answers a replayed report with the first order, and refuses a key reused for another report', async () => {
    const { api } = await setUp();
    const token = [...api.state.accessTokens].find(([, email]) => email === 'dealer@bondkit.test')![0];
    const send = (body: unknown) =>
      api.fetch('https://fake/api/orders/', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'Idempotency-Key': 'k-1',
        },
        body: JSON.stringify(body),
      });
    const body = report(null);
    const first = await send(body);
    const again = await send(body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(((await again.json()) as { id: number }).id).toBe(((await first.json()) as { id: number }).id);
    expect((await send({ ...body, quantity: 30_000_000 })).status).toBe(422);
  });

  it('records a confirmed ticket as an ACCEPTED order both firms see, changed only by amendment', async () => {
    const { dealer, trader } = await setUp();
    const ticket = await dealer.chatter.createTicket({
      finstrument_id: 1,
      buy_or_sell: 'buy',
      quantity: 1_000_000,
      counterparty_user_id: 12,
    });
    await trader.chatter.updatePrice(ticket.id, { fixed_field: 'price', unit_clean_price: 101 });
    await dealer.chatter.ticketAction(ticket.id, 'accept');
    await dealer.chatter.acceptConsideration(ticket.id, { custodian_id: 501 });
    const confirmed = await trader.chatter.ticketAction(ticket.id, 'confirm');
    const bought = await dealer.orders.getOrder(confirmed.order_id!);
    expect(bought).toMatchObject({
      status: 'ACCEPTED',
      buy_or_sell: 'buy',
      is_owner: false,
      consideration: 1_010_000,
      consideration_status: 'ACCEPTED',
      changes_by_amendment: true,
    });
    expect(await trader.orders.getOrder(bought.id)).toMatchObject({ buy_or_sell: 'sell', is_owner: true });
    expect(await refusal(trader.orders.cancel(bought.id))).toMatchObject({ status: 409 });
  });

  it('lists the firm’s orders of both kinds, latest first, by state and page', async () => {
    const { dealer } = await setUp();
    const seeded = await dealer.orders.listUnified({ state: 'SETTLED' });
    expect(seeded.results.map((order) => order.status)).toEqual(['SETTLED']);
    const first = await dealer.orders.reportTrade(report(null));
    const second = await dealer.orders.reportTrade(report(traderFirm), 'procurement-orders');
    const page = await dealer.orders.listUnified({ page: 1, page_size: 2 });
    expect(page.count).toBe(3);
    expect(page.results.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(page.next).toContain('page=2');
    expect((await dealer.orders.listUnified({ state: 'pending' })).results.map((order) => order.id)).toEqual([
      second.id,
    ]);
  });
});
