import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TradeTicket } from '@bondkit/core';
import { hashPassword } from '../../src/auth/passwords';
import { chatMessages, clients, instruments, userAccounts, users } from '../../src/database/schema/index';
import { InMemoryEventPublisher, type ServerEvent } from '../../src/events/eventPublisher';
import { demoChatChannelUrls } from '../../src/seed/seedChatDemo';
import { demoPassword } from '../../src/seed/demoAccounts';
import { startTestServer, type DemoKey, type TestServer } from '../harness';

/**
 * Trade tickets end to end over HTTP: dealer@ (Meridian) and trader@ (Kaveri) negotiate a ticket in their
 * chat to a confirmed trade; a dealer at a third firm (Tapti, a broking firm made here) is told the ticket does
 * not exist until it is sent to Tapti as broker; bad bodies get 400s with field errors.
 */

let server: TestServer;
const events: ServerEvent[] = [];
let bondId: number;
let faceValue: number;
const userIdOf = new Map<string, number>();
const firmIdOf = new Map<string, number>();
let thirdFirmToken: string;

// A demo account's key, or 'tapti': the third firm's dealer (DemoKey is a string, so it holds both).
type Caller = DemoKey;

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, caller: Caller, payload?: object) {
  const headers =
    caller === 'tapti' ? { authorization: `Bearer ${thirdFirmToken}` } : await server.authorizationOf(caller);
  return server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

async function ticketMessages(): Promise<{ body: string; data: TradeTicket; senderId: string | null }[]> {
  const rows = await server.database.db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.channelUrl, demoChatChannelUrls.direct),
        eq(chatMessages.customType, 'trade_ticket'),
      ),
    )
    .orderBy(asc(chatMessages.id));
  return rows.map((row) => ({
    body: row.body,
    data: JSON.parse(row.data) as TradeTicket,
    senderId: row.senderId,
  }));
}

function openTicketEventsFor(firm: string) {
  return events.filter(
    (event) => event.type === 'trade_stream.open_tickets' && event.clientId === firmIdOf.get(firm),
  );
}

beforeAll(async () => {
  const publisher = new InMemoryEventPublisher();
  publisher.subscribe((event) => events.push(event));
  server = await startTestServer({ events: publisher });
  const { db } = server.database;
  for (const email of ['dealer@demo.bondkit.in', 'trader@demo.bondkit.in', 'viewer@demo.bondkit.in']) {
    const [row] = await db
      .select({ id: users.id, clientId: userAccounts.clientId })
      .from(users)
      .innerJoin(userAccounts, eq(userAccounts.userId, users.id))
      .where(eq(users.email, email));
    userIdOf.set(email.split('@')[0]!, row!.id);
    firmIdOf.set(email.split('@')[0]!, row!.clientId);
  }
  const [bond] = await db
    .select({ id: instruments.id, faceValue: instruments.faceValue })
    .from(instruments)
    .where(
      sql`${instruments.convention} IS NOT NULL AND ${instruments.instrumentType} = 'GSEC' AND ${instruments.maturityDate} > '2030-01-01' AND ${instruments.isListed}`,
    )
    .limit(1);
  bondId = bond!.id;
  faceValue = bond!.faceValue;
  // A third trading firm, a broking one, with a dealer.
  const [tapti] = await db
    .insert(clients)
    .values({
      name: 'Tapti Securities Private Limited',
      brandName: 'Tapti Securities',
      clientType: 'CORP',
      clientMode: 'BROKING',
      clientSegment: 'NON_INSTITUTIONAL',
      isBroker: true,
      allowedExchanges: ['NSE'],
      verifiedAt: new Date(),
      grantedRoles: ['user', 'clientdealer'],
    })
    .returning();
  firmIdOf.set('tapti', tapti!.id);
  const [taptiDealer] = await db
    .insert(users)
    .values({
      email: 'dealer@tapti.example',
      firstName: 'Tara',
      lastName: 'Tapti',
      passwordHash: await hashPassword(demoPassword),
      uniqueId: randomUUID(),
    })
    .returning();
  userIdOf.set('tapti', taptiDealer!.id);
  await db
    .insert(userAccounts)
    .values({ userId: taptiDealer!.id, clientId: tapti!.id, roles: ['clientdealer'] });
  const signIn = await server.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { email: 'dealer@tapti.example', password: demoPassword },
  });
  thirdFirmToken = signIn.json<{ access: string }>().access;
}, 180_000);

afterAll(async () => server?.close());

describe('trade tickets in chat', () => {
  let ticketId: number;

  it('opens a ticket in the chat between the two dealers, posted there and on both firms’ streams', async () => {
    const response = await call('POST', '/api/chatter/trade/', 'dealer', {
      finstrument_id: bondId,
      buy_or_sell: 'buy',
      quantity: 100 * faceValue,
      counterparty_user_id: userIdOf.get('trader'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const ticket = response.json<TradeTicket>();
    ticketId = ticket.id;
    expect(ticket).toMatchObject({
      state: 'OPEN',
      buy_or_sell: 'buy',
      my_side: 'buy',
      source: 'CHAT',
      channel_url: demoChatChannelUrls.direct,
      buyer_details: { user_id: userIdOf.get('dealer'), client_id: firmIdOf.get('dealer') },
      seller_details: { user_id: userIdOf.get('trader'), client_id: firmIdOf.get('trader') },
      exchange: 'NSE',
    });
    expect([...ticket.allowed_actions!].sort()).toEqual(['cancel', 'modify', 'price']);
    const messages = await ticketMessages();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.data).toMatchObject({ id: ticketId, state: 'OPEN' });
    expect(messages[0]!.body).toMatch(new RegExp(`^Ticket #${ticketId}: Buy `));
    for (const firm of ['dealer', 'trader']) {
      const last = openTicketEventsFor(firm).at(-1);
      expect(last?.payload).toMatchObject({ tickets: [{ id: ticketId, state: 'OPEN' }] });
    }
    const seen = await call('GET', `/api/chatter/trade/${ticketId}/`, 'trader');
    expect(seen.json<TradeTicket>()).toMatchObject({ my_side: 'sell' });
    expect([...seen.json<TradeTicket>().allowed_actions!].sort()).toEqual([
      'cancel',
      'modify',
      'price',
      'reject',
    ]);
  });

  it('hides the ticket from a third firm (404 on every route) and shows it read-only to a trade viewer', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/chatter/trade/${ticketId}/`, undefined],
      ['PATCH', `/api/chatter/trade/${ticketId}/`, { quantity: 5 * faceValue }],
      ['PATCH', `/api/chatter/trade/${ticketId}/price/`, { fixed_field: 'price', unit_clean_price: 100 }],
      ['PATCH', `/api/chatter/trade/actions/${ticketId}/cancel/`, {}],
      ['PATCH', `/api/chatter/trade/accept-consideration/${ticketId}/`, { custodian_id: 1 }],
      ['PATCH', `/api/chatter/trade/send-to-broker/${ticketId}/`, { user_id: 1, buy: true, sell: false }],
      ['GET', `/api/chatter/trade/confirmed-trade/${ticketId}/`, undefined],
    ] as const) {
      const response = await call(method, url, 'tapti', body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await call('GET', '/api/chatter/trade/', 'tapti');
    expect(list.json<TradeTicket[]>()).toEqual([]);
    const viewer = await call('GET', `/api/chatter/trade/${ticketId}/`, 'viewer');
    expect(viewer.statusCode).toBe(200);
    expect(viewer.json<TradeTicket>().allowed_actions).toEqual([]);
    expect(
      (await call('PATCH', `/api/chatter/trade/actions/${ticketId}/cancel/`, 'viewer', {})).statusCode,
    ).toBe(403);
  });

  it('refuses bad bodies with field errors', async () => {
    const bad = await call('POST', '/api/chatter/trade/', 'dealer', {
      finstrument_id: bondId,
      buy_or_sell: 'hold',
      quantity: 0,
      counterparty_user_id: userIdOf.get('trader'),
      price: { fixed_field: 'price', unit_clean_price: 100, bond_yield: 0.07 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      buy_or_sell: ['"hold" is not a valid choice.'],
      quantity: ['Cannot be zero'],
      price: { bond_yield: ['A response quote cannot carry both a price and a yield.'] },
    });
    const ownFirm = await call('POST', '/api/chatter/trade/', 'dealer', {
      finstrument_id: bondId,
      buy_or_sell: 'buy',
      quantity: faceValue,
      counterparty_user_id: userIdOf.get('viewer'),
    });
    expect(ownFirm.statusCode).toBe(400);
    expect(ownFirm.json()).toHaveProperty('counterparty_user_id');
    const noPrice = await call('PATCH', `/api/chatter/trade/${ticketId}/price/`, 'trader', {
      fixed_field: 'yield',
    });
    expect(noPrice.json()).toEqual({ bond_yield: ['Yield is required'] });
    const badAction = await call('PATCH', `/api/chatter/trade/actions/${ticketId}/settle/`, 'trader', {});
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json()).toHaveProperty('action');
    const noCustodian = await call(
      'PATCH',
      `/api/chatter/trade/accept-consideration/${ticketId}/`,
      'dealer',
      {},
    );
    expect(noCustodian.json()).toEqual({ custodian_id: ['This field is required'] });
    const nothing = await call('PATCH', `/api/chatter/trade/${ticketId}/`, 'dealer', {
      send_to_clients: true,
    });
    expect(nothing.statusCode).toBe(400);
  });

  it('negotiates the price: the seller proposes, the proposer cannot accept its own price, the buyer agrees', async () => {
    const priced = await call('PATCH', `/api/chatter/trade/${ticketId}/price/`, 'trader', {
      fixed_field: 'price',
      unit_clean_price: 101.2345,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json<TradeTicket>()).toMatchObject({
      state: 'NEGOTIATING',
      unit_clean_price: 101.2345,
      price_proposed_by_client_id: firmIdOf.get('trader'),
    });
    expect(priced.json<TradeTicket>().bond_yield).toBeGreaterThan(0);
    const own = await call('PATCH', `/api/chatter/trade/actions/${ticketId}/accept/`, 'trader', {});
    expect(own.statusCode).toBe(403);
    const agreed = await call('PATCH', `/api/chatter/trade/actions/${ticketId}/accept/`, 'dealer', {});
    expect(agreed.statusCode, agreed.body).toBe(200);
    const ticket = agreed.json<TradeTicket>();
    expect(ticket.state).toBe('PRICE_AGREED');
    // 100 bonds at 101.2345 per 100 of face value: the principal is exact to the paisa.
    expect(ticket.principal).toBe(Math.round(100 * faceValue * 101.2345) / 100);
    expect(ticket.accrued_interest).toBeGreaterThanOrEqual(0);
    expect(Math.round((ticket.principal! + ticket.accrued_interest!) * 100)).toBe(
      Math.round(ticket.consideration! * 100),
    );
    expect(
      (await call('PATCH', `/api/chatter/trade/actions/${ticketId}/accept/`, 'dealer', {})).json(),
    ).toHaveProperty('custodian_id');
  });

  it('takes the consideration with a custodian on the ticket’s exchange, from the buyer only', async () => {
    const { db } = server.database;
    const custodians = await db
      .select({ id: clients.id, exchanges: clients.custodianExchanges })
      .from(clients)
      .where(sql`jsonb_array_length(${clients.custodianExchanges}) > 0`);
    const nse = custodians.find((row) => row.exchanges.includes('NSE'))!;
    const notCustodian = await call(
      'PATCH',
      `/api/chatter/trade/accept-consideration/${ticketId}/`,
      'dealer',
      {
        custodian_id: firmIdOf.get('trader'),
      },
    );
    expect(notCustodian.statusCode).toBe(400);
    expect(notCustodian.json()).toEqual({ custodian_id: ['Custodian not found on NSE.'] });
    const seller = await call('PATCH', `/api/chatter/trade/accept-consideration/${ticketId}/`, 'trader', {
      custodian_id: nse.id,
    });
    expect(seller.statusCode).toBe(403);
    const accepted = await call('PATCH', `/api/chatter/trade/accept-consideration/${ticketId}/`, 'dealer', {
      custodian_id: nse.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TradeTicket>()).toMatchObject({
      state: 'CONSIDERATION_ACCEPTED',
      custodian: { client_id: nse.id },
    });
  });

  it('confirms from the seller: one order both firms see, a confirmation, and every step in the chat', async () => {
    expect(
      (await call('PATCH', `/api/chatter/trade/actions/${ticketId}/confirm/`, 'dealer', {})).statusCode,
    ).toBe(403);
    const confirmed = await call('PATCH', `/api/chatter/trade/actions/${ticketId}/confirm/`, 'trader', {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const ticket = confirmed.json<TradeTicket>();
    expect(ticket.state).toBe('CONFIRMED');
    expect(ticket.order_id).toEqual(expect.any(Number));
    for (const caller of ['dealer', 'trader'] as const) {
      const order = await call('GET', `/api/orders/${ticket.order_id}/`, caller);
      expect(order.statusCode, order.body).toBe(200);
      expect(order.json()).toMatchObject({
        status: 'ACCEPTED',
        buy_or_sell: caller === 'dealer' ? 'buy' : 'sell',
        quantity: 100 * faceValue,
        unit_clean_price: 101.2345,
        consideration: ticket.consideration,
      });
      const trade = await call('GET', `/api/chatter/trade/confirmed-trade/${ticketId}/`, caller);
      expect(trade.statusCode).toBe(200);
      expect(trade.json()).toMatchObject({ ticket: { id: ticketId }, order: { id: ticket.order_id } });
      // Each firm reads the other as its counterparty, never itself.
      const seen = trade.json<{ ticket: TradeTicket; order: { counterparty_name: string | null } }>();
      const otherFirm = caller === 'dealer' ? seen.ticket.seller_details : seen.ticket.buyer_details;
      const ownFirm = caller === 'dealer' ? seen.ticket.buyer_details : seen.ticket.seller_details;
      expect(seen.order.counterparty_name).toBe(otherFirm?.brand_name);
      expect(seen.order.counterparty_name).not.toBe(ownFirm?.brand_name);
      const pdf = await call('GET', `/api/chatter/trade/confirmed-trade/${ticketId}/confirmation/`, caller);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(
      events.some(
        (event) =>
          event.type === 'trade_stream.order_update' &&
          event.clientId === firmIdOf.get('dealer') &&
          (event.payload as { order_id: number }).order_id === ticket.order_id,
      ),
    ).toBe(true);
    // Closed tickets leave both firms' open lists.
    expect(openTicketEventsFor('dealer').at(-1)?.payload).toEqual({ tickets: [] });
    expect((await call('GET', '/api/chatter/trade/', 'trader')).json()).toEqual([]);
    expect(
      (await call('GET', '/api/chatter/trade/?status=all', 'trader')).json<TradeTicket[]>(),
    ).toHaveLength(1);
    const again = await call('PATCH', `/api/chatter/trade/actions/${ticketId}/cancel/`, 'dealer', {});
    expect(again.statusCode).toBe(400);
    expect((await ticketMessages()).map((message) => message.data.state)).toEqual([
      'OPEN',
      'NEGOTIATING',
      'PRICE_AGREED',
      'CONSIDERATION_ACCEPTED',
      'CONFIRMED',
    ]);
  });

  it('brings in a broker at a third firm, who then sees the ticket and acts for its side', async () => {
    const created = await call('POST', '/api/chatter/trade/manual-ticket/', 'trader', {
      finstrument_id: bondId,
      buy_or_sell: 'sell',
      quantity: 10 * faceValue,
      counterparty_user_id: userIdOf.get('dealer'),
      price: { fixed_field: 'yield', bond_yield: 0.0712 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const manual = created.json<TradeTicket>();
    expect(manual).toMatchObject({ state: 'NEGOTIATING', source: 'MANUAL', bond_yield: 0.0712 });
    const sameFirm = await call('PATCH', `/api/chatter/trade/send-to-broker/${manual.id}/`, 'dealer', {
      user_id: userIdOf.get('trader'),
      buy: true,
      sell: false,
    });
    expect(sameFirm.statusCode).toBe(400);
    const sent = await call('PATCH', `/api/chatter/trade/send-to-broker/${manual.id}/`, 'dealer', {
      user_id: userIdOf.get('tapti'),
      buy: true,
      sell: false,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<TradeTicket>().broker_details).toMatchObject({
      user_id: userIdOf.get('tapti'),
      buy: true,
    });
    const seen = await call('GET', `/api/chatter/trade/${manual.id}/`, 'tapti');
    expect(seen.statusCode).toBe(200);
    expect(seen.json<TradeTicket>()).toMatchObject({ my_side: 'buy' });
    // The broker answers for the buyer: it accepts the seller's yield; the broker is not in the chat, so
    // the step is posted by the system.
    const accepted = await call('PATCH', `/api/chatter/trade/actions/${manual.id}/accept/`, 'tapti', {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TradeTicket>().state).toBe('PRICE_AGREED');
    const last = (await ticketMessages()).at(-1)!;
    expect(last).toMatchObject({ senderId: null, data: { id: manual.id, state: 'PRICE_AGREED' } });
    expect(openTicketEventsFor('tapti').at(-1)?.payload).toMatchObject({ tickets: [{ id: manual.id }] });
  });
});
