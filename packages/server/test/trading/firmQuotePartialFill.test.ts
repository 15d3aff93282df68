import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/database/schema/index';
import { quoteContextFor } from '../../src/routes/quotes/quoteContext';
import { tradeFirmQuote } from '../../src/trading/firmQuoteTrade';
import { tradeMoney } from '../../src/trading/orderService';
import type { DemoKey } from '../harness';
import { refusal } from '../apiProblemRefusal';
import { demoPrincipal } from '../demoMembers';
import { startTradingServer, type TradingTestServer } from './tradingServer';

// Partial fills of firm quotes (issue 32): a FIRM quote trades at once up to its size; a lift or hit for less
// fills that much and leaves the rest live, the rest closes it, more is refused; two fills racing for the last
// size never sell more than the quote.

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

/** The dealer's firm (Meridian) offers `quantum` rupees FIRM at 101. */
async function firmAsk(quantum: number) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/trade/eoi/',
    headers: await server.authorizationOf('dealer'),
    payload: { finstrument_id: bondId, quote_type: 'ASK', quantum, unit_price_stored: 101, firmness: 'FIRM' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; quantum: number; remaining_quantum: number }>();
}

async function contextOf(key: DemoKey) {
  return quoteContextFor(server.app, await demoPrincipal(server.database.db, key));
}

function lift(key: DemoKey, quoteId: number, quantum?: number) {
  return contextOf(key).then((context) =>
    tradeFirmQuote(context, server.app.services.events, quoteId, {
      unit_clean_price: 101,
      exchange: 'NSE',
      ...(quantum === undefined ? {} : { quantum }),
    }),
  );
}

/** The quote as a firm's market list shows it, or undefined once it left the list. */
async function marketRow(key: DemoKey, quoteId: number) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/trade/d/market/?page_size=100',
    headers: await server.authorizationOf(key),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ results: { id: number; quantum: number; remaining_quantum?: number }[] }>();
  return body.results.find((row) => row.id === quoteId);
}

/** The orders a quote traded in, and their total size, as stored. */
async function filledOf(quoteId: number) {
  const rows = await server.database.db
    .select({ quantity: orders.quantity })
    .from(orders)
    .where(eq(orders.sourceEoiId, quoteId));
  return { orders: rows.length, quantity: rows.reduce((total, row) => total + row.quantity, 0) };
}

describe('partial fills of a firm quote', () => {
  it('fills a smaller lift and leaves the rest live to both firms; the rest closes it; each fill is its own order', async () => {
    const quote = await firmAsk(2_00_00_000);
    expect(quote.remaining_quantum).toBe(2_00_00_000);
    const context = await contextOf('trader');
    server.events.length = 0;

    const first = await lift('trader', quote.id, 50_00_000);
    expect(first.order.quantity).toBe(50_00_000);
    expect(first.closed.map((row) => row.id)).not.toContain(quote.id);
    expect(first.partlyFilled?.id).toBe(quote.id);
    // The consideration is exact for the size traded, not the quote's.
    const entry = context.catalogue.byId.get(bondId)!;
    expect(first.order.consideration).toBe(
      tradeMoney(entry, 50_00_000, 101, first.order.settlementDate).total,
    );
    // Both firms' rows show what is left, and the stream named the row to both.
    expect(await marketRow('dealer', quote.id)).toMatchObject({
      quantum: 2_00_00_000,
      remaining_quantum: 1_50_00_000,
    });
    expect(await marketRow('trader', quote.id)).toMatchObject({ remaining_quantum: 1_50_00_000 });
    expect(
      server.events.some(
        (event) =>
          event.type === 'trade_stream.partial_refresh' &&
          event.clientId === null &&
          (event.payload as { eoi_ids: number[] }).eoi_ids.includes(quote.id),
      ),
    ).toBe(true);

    // More than is left: refused on the quantum field, nothing traded.
    const over = await refusal(lift('trader', quote.id, 2_00_00_000));
    expect(over.statusCode).toBe(400);
    expect(over.body).toEqual({ quantum: ['Only 1.5 Cr of this quote is left: trade 1.5 Cr or less.'] });
    expect(await marketRow('trader', quote.id)).toMatchObject({ remaining_quantum: 1_50_00_000 });

    // The full rest (no size given) closes the quote, in an order of its own.
    const rest = await lift('trader', quote.id);
    expect(rest.order.quantity).toBe(1_50_00_000);
    expect(rest.order.id).not.toBe(first.order.id);
    expect(rest.order.consideration).toBe(
      tradeMoney(entry, 1_50_00_000, 101, rest.order.settlementDate).total,
    );
    expect(rest.closed.map((row) => row.id)).toContain(quote.id);
    expect(rest.partlyFilled).toBeNull();
    expect(await marketRow('dealer', quote.id)).toBeUndefined();
    const again = await refusal(lift('trader', quote.id, 10_00_000));
    expect(again.statusCode).toBe(400);
  });

  it("keeps a partly filled quote's size above what has traded", async () => {
    const quote = await firmAsk(1_00_00_000);
    await lift('trader', quote.id, 60_00_000);
    const dealer = await server.authorizationOf('dealer');
    const refused = await server.app.inject({
      method: 'PUT',
      url: `/api/eoi/update/${quote.id}/`,
      headers: dealer,
      payload: { quantum: 50_00_000 },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({
      quantum: ['60 L of this quote has traded: its size must stay above that.'],
    });
    const raised = await server.app.inject({
      method: 'PUT',
      url: `/api/eoi/update/${quote.id}/`,
      headers: dealer,
      payload: { quantum: 2_00_00_000 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ quantum: 2_00_00_000, remaining_quantum: 1_40_00_000 });
  });

  it('refuses a size that is not a whole number of bonds', async () => {
    const quote = await firmAsk(1_00_00_000);
    const refused = await refusal(lift('trader', quote.id, 1_50_050));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.body as object)).toEqual(['quantum']);
  });

  it('two lifts racing for the last size: one fills, the other is told what is left, never an oversell', async () => {
    const quote = await firmAsk(1_00_00_000);
    await lift('trader', quote.id, 40_00_000);
    const outcomes = await Promise.allSettled([
      lift('trader', quote.id, 60_00_000),
      lift('trader', quote.id, 60_00_000),
    ]);
    const filled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(filled).toHaveLength(1);
    expect(refused).toHaveLength(1);
    // Whichever came second found the quote filled and closed: a clear 400, not a second order.
    const reason = (refused[0] as PromiseRejectedResult).reason as { statusCode: number };
    expect(reason.statusCode).toBe(400);
    expect(await filledOf(quote.id)).toEqual({ orders: 2, quantity: 1_00_00_000 });
    expect(await marketRow('dealer', quote.id)).toBeUndefined();
  });

  it('two lifts racing for more than the last size between them: the second is refused with what is left', async () => {
    const quote = await firmAsk(1_00_00_000);
    const outcomes = await Promise.allSettled([
      lift('trader', quote.id, 60_00_000),
      lift('trader', quote.id, 60_00_000),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as { body: unknown }).body).toEqual({
      quantum: ['Only 40 L of this quote is left: trade 40 L or less.'],
    });
    expect(await marketRow('trader', quote.id)).toMatchObject({ remaining_quantum: 40_00_000 });
    expect(await filledOf(quote.id)).toEqual({ orders: 1, quantity: 60_00_000 });
  });
});
