import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientEoi, ClientEoiAcceptance, ClientEoiList, ClientPortfolio } from '@bondkit/core';
import { startTradingServer, type TradingTestServer } from './tradingServer';

let server: TradingTestServer;
let clock = new Date('2026-11-18T05:30:00Z');
beforeAll(async () => {
  server = await startTradingServer({ clock: () => clock });
}, 180_000);
afterAll(async () => server?.close());

type Who = Parameters<TradingTestServer['authorizationOf']>[0];

async function call(method: 'GET' | 'POST', url: string, who: Who, payload?: object) {
  return server.app.inject({
    method,
    url,
    headers: await server.authorizationOf(who),
    ...(payload === undefined ? {} : { payload }),
  });
}

interface Bond {
  id: number;
  contract_parameters: { face_value: number };
}

async function bondOfFaceValue(faceValue: number, index = 0): Promise<Bond> {
  const response = await call('GET', '/api/trade/finstrument/', 'dealer');
  const bonds = response.json<Bond[]>().filter((bond) => bond.contract_parameters.face_value === faceValue);
  return bonds[index]!;
}

async function sendEoi(bond: Bond, body: object = {}): Promise<ClientEoi> {
  const response = await call('POST', '/api/client/eoi/', 'investor', {
    finstrument_id: bond.id,
    quote_type: 'BID',
    quantum: bond.contract_parameters.face_value * 5,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ClientEoi>();
}

describe("an investor's EOI to her broker-dealer", () => {
  it('goes to Meridian, which quotes it; she accepts and both see the order', async () => {
    const bond = await bondOfFaceValue(100);
    const mine = await call('GET', '/api/client/eoi/', 'investor');
    expect(mine.json<ClientEoiList>().broker?.name).toBe('Meridian Capital');

    const eoi = await sendEoi(bond);
    expect(eoi).toMatchObject({ status: 'OPEN', broker: { name: 'Meridian Capital' }, quote: null });
    expect(eoi.client.name).toBe('Ananya Iyer');
    expect(server.events.some((event) => event.type === 'trade_stream.inquiries_refresh')).toBe(true);

    const desk = await call('GET', '/api/trade/client-eoi/', 'dealer');
    const seen = desk.json<{ eois: ClientEoi[] }>().eois.find((row) => row.id === eoi.id);
    expect(seen).toMatchObject({
      client: { name: 'Ananya Iyer' },
      requested_by: 'Ananya Iyer',
      status: 'OPEN',
    });

    const quoted = await call('POST', `/api/trade/client-eoi/${eoi.id}/quote/`, 'dealer', {
      yield_stored: 0.072,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json<ClientEoi>().quote!;
    expect(quote.bond_yield).toBe(0.072);
    expect(quote.unit_clean_price).toBeGreaterThan(50);

    const shown = (await call('GET', '/api/client/eoi/', 'investor'))
      .json<ClientEoiList>()
      .eois.find((row) => row.id === eoi.id)!;
    expect(shown.status).toBe('QUOTED');
    expect(shown.quote?.id).toBe(quote.id);

    const accepted = await call('POST', `/api/client/eoi/${eoi.id}/accept/`, 'investor', {
      quote_id: quote.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { order, eoi: done } = accepted.json<ClientEoiAcceptance>();
    expect(done).toMatchObject({ status: 'ACCEPTED', order_id: order.id });
    expect(order).toMatchObject({
      buy_or_sell: 'buy',
      quantity: 500,
      unit_clean_price: quote.unit_clean_price,
      counterparty_name: 'Meridian Capital',
      status: 'ACCEPTED',
    });

    const dealerOrder = await call('GET', `/api/orders/${order.id}/`, 'dealer');
    expect(dealerOrder.statusCode).toBe(200);
    expect(dealerOrder.json()).toMatchObject({ buy_or_sell: 'sell', counterparty_name: 'Ananya Iyer' });

    const portfolio = (await call('GET', '/api/client/portfolio/', 'investor')).json<ClientPortfolio>();
    expect(portfolio.orders.map((row) => row.id)).toContain(order.id);
    expect(portfolio.holdings.find((row) => row.finstrument_id === bond.id)?.quantity).toBe(500);

    const again = await call('POST', `/api/client/eoi/${eoi.id}/accept/`, 'investor', { quote_id: quote.id });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a replaced or expired quote, and accepts only the one she saw', async () => {
    const bond = await bondOfFaceValue(100, 1);
    const eoi = await sendEoi(bond, { unit_price_stored: 99.5 });
    expect(eoi).toMatchObject({ quote_type: 'BID', unit_price_stored: 99.5 });
    const first = (
      await call('POST', `/api/trade/client-eoi/${eoi.id}/quote/`, 'dealer', { unit_price_stored: 99.25 })
    ).json<ClientEoi>().quote!;
    const second = (
      await call('POST', `/api/trade/client-eoi/${eoi.id}/quote/`, 'dealer', {
        unit_price_stored: 99.3,
        valid_minutes: 5,
      })
    ).json<ClientEoi>().quote!;
    const stale = await call('POST', `/api/client/eoi/${eoi.id}/accept/`, 'investor', { quote_id: first.id });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({
      quote_id: ['Your broker-dealer replaced this quote: review the new one.'],
    });

    clock = new Date(clock.getTime() + 6 * 60_000);
    const late = await call('POST', `/api/client/eoi/${eoi.id}/accept/`, 'investor', { quote_id: second.id });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      quote_id: ['This quote has expired: your broker-dealer can quote again.'],
    });
    const listed = (await call('GET', '/api/client/eoi/', 'investor'))
      .json<ClientEoiList>()
      .eois.find((row) => row.id === eoi.id);
    expect(listed).toMatchObject({ status: 'OPEN', quote: null });

    const withdrawn = await call('POST', `/api/client/eoi/${eoi.id}/withdraw/`, 'investor');
    expect(withdrawn.json<ClientEoi>().status).toBe('WITHDRAWN');
    const quoteAfter = await call('POST', `/api/trade/client-eoi/${eoi.id}/quote/`, 'dealer', {
      unit_price_stored: 99,
    });
    expect(quoteAfter.statusCode).toBe(400);
  });

  it('sells only what she holds, less what her open sell requests already offer', async () => {
    const held = await bondOfFaceValue(100); // 500 bought in the first test
    const none = await bondOfFaceValue(100, 4);
    const short = await call('POST', '/api/client/eoi/', 'investor', {
      finstrument_id: none.id,
      quote_type: 'ASK',
      quantum: 100,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      quantum: [
        'You can sell only bonds you hold, and you hold none of this bond that is not already offered.',
      ],
    });
    const sell = await sendEoi(held, { quote_type: 'ASK', quantum: 300 });
    const more = await call('POST', '/api/client/eoi/', 'investor', {
      finstrument_id: held.id,
      quote_type: 'ASK',
      quantum: 300,
    });
    expect(more.json()).toEqual({
      quantum: ['You can sell at most ₹200 of this bond (what you hold, less your open sell requests).'],
    });
    const quote = (
      await call('POST', `/api/trade/client-eoi/${sell.id}/quote/`, 'dealer', { unit_price_stored: 99 })
    ).json<ClientEoi>().quote!;
    const sold = await call('POST', `/api/client/eoi/${sell.id}/accept/`, 'investor', { quote_id: quote.id });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json<ClientEoiAcceptance>().order).toMatchObject({ buy_or_sell: 'sell', quantity: 300 });
    const portfolio = (await call('GET', '/api/client/portfolio/', 'investor')).json<ClientPortfolio>();
    expect(portfolio.holdings.find((row) => row.finstrument_id === held.id)?.quantity).toBe(200);
  });

  it('checks every EOI against who acts on it', async () => {
    const bond = await bondOfFaceValue(100, 2);
    const eoi = await sendEoi(bond);
    // Kaveri's dealer is a dealer too, but the EOI went to Meridian: not found, whatever the id.
    expect(
      (await call('POST', `/api/trade/client-eoi/${eoi.id}/quote/`, 'trader', { unit_price_stored: 99 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/api/trade/client-eoi/', 'trader')).json<{ eois: ClientEoi[] }>().eois,
    ).toEqual([]);
    // Meridian's trade viewer sees it but may not quote (dealers quote).
    expect(
      (await call('GET', '/api/trade/client-eoi/', 'viewer'))
        .json<{ eois: ClientEoi[] }>()
        .eois.map((row) => row.id),
    ).toContain(eoi.id);
    expect(
      (await call('POST', `/api/trade/client-eoi/${eoi.id}/quote/`, 'viewer', { unit_price_stored: 99 }))
        .statusCode,
    ).toBe(403);
    // A dealer cannot act as the client; the client cannot quote.
    expect(
      (await call('POST', `/api/client/eoi/${eoi.id}/accept/`, 'dealer', { quote_id: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/trade/client-eoi/${eoi.id}/quote/`, 'investor', { unit_price_stored: 99 }))
        .statusCode,
    ).toBe(403);
    // A quote is an EOI too, but not a client's: its id is not an EOI the client can accept or withdraw.
    const quote = (
      await call('POST', `/api/trade/client-eoi/${eoi.id}/quote/`, 'dealer', { unit_price_stored: 99 })
    ).json<ClientEoi>().quote!;
    expect((await call('POST', `/api/client/eoi/${quote.id}/withdraw/`, 'investor')).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/client/eoi/${quote.id}/accept/`, 'investor', { quote_id: quote.id }))
        .statusCode,
    ).toBe(404);
    // A market quote's id is not a client EOI either.
    const market = await call('GET', '/api/eoi/rfq-quote/?my_quotes=false', 'dealer');
    const marketId = market.json<{ results: { id: number }[] }>().results[0]?.id;
    if (marketId !== undefined)
      expect(
        (await call('POST', `/api/trade/client-eoi/${marketId}/quote/`, 'dealer', { unit_price_stored: 99 }))
          .statusCode,
      ).toBe(404);
  });

  it('answers bad input with field errors', async () => {
    const bond = await bondOfFaceValue(1000);
    const cases: [object, string][] = [
      [{ finstrument_id: bond?.id ?? 1, quote_type: 'BID', quantum: 0 }, 'quantum'],
      [{ finstrument_id: 1, quote_type: 'HOLD', quantum: 100 }, 'quote_type'],
      [
        { finstrument_id: 1, quote_type: 'BID', quantum: 100, unit_price_stored: 99, yield_stored: 0.07 },
        'yield_stored',
      ],
      [{ finstrument_id: 99_999_999, quote_type: 'BID', quantum: 100 }, 'finstrument_id'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', '/api/client/eoi/', 'investor', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json()), JSON.stringify(body)).toContain(field);
    }
    const notWhole = await call('POST', '/api/client/eoi/', 'investor', {
      finstrument_id: (await bondOfFaceValue(100)).id,
      quote_type: 'BID',
      quantum: 150,
    });
    expect(notWhole.statusCode).toBe(400);
    expect(Object.keys(notWhole.json())).toEqual(['quantum']);
    const eoi = await sendEoi(await bondOfFaceValue(100, 3));
    const noLevel = await call('POST', `/api/trade/client-eoi/${eoi.id}/quote/`, 'dealer', {});
    expect(noLevel.json()).toEqual({ unit_price_stored: ['Price is required'] });
    const tooLong = await call('POST', `/api/trade/client-eoi/${eoi.id}/quote/`, 'dealer', {
      unit_price_stored: 99,
      valid_minutes: 100_000,
    });
    expect(Object.keys(tooLong.json())).toEqual(['valid_minutes']);
  });
});
