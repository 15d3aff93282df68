import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { viewerOf } from '../../src/authorization/viewer';
import { orders } from '../../src/database/schema/index';
import { quoteContextFor } from '../../src/routes/quotes/quoteContext';
import { closeOwnQuote, endOwnQuote, type QuoteCloser } from '../../src/trading/closeQuote';
import type { DemoKey } from '../harness';
import { startTradingServer, type TradingTestServer } from './tradingServer';
import { refusal } from '../apiProblemRefusal';
import { demoPrincipal } from '../demoMembers';

// The closing rules called as a service, without HTTP: the route only parses the body and calls them.
// Quotes are set up through the API, as dealers make them.

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

async function closerFor(key: DemoKey): Promise<QuoteCloser> {
  const principal = await demoPrincipal(server.database.db, key);
  return {
    context: await quoteContextFor(server.app, principal),
    viewer: viewerOf(principal),
    events: server.app.services.events,
  };
}

async function quote(key: DemoKey, side: 'BID' | 'ASK'): Promise<number> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/trade/eoi/',
    headers: await server.authorizationOf(key),
    payload: { finstrument_id: bondId, quote_type: side, quantum: 20_000_000, unit_price_stored: 101 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('closing a quote (the service)', () => {
  it('refuses an opposing quote on the same side, naming opposing_eoi', async () => {
    const dealer = await closerFor('dealer');
    const problem = await refusal(
      closeOwnQuote(dealer, await quote('dealer', 'BID'), {
        opposingId: await quote('trader', 'BID'),
        confirm: true,
      }),
    );
    expect(problem.statusCode).toBe(400);
    expect(problem.body).toEqual({
      opposing_eoi: ['The opposing quote must be the other side of the same bond.'],
    });
  });

  it('refuses an unconfirmed trade, naming confirm, and leaves both quotes open', async () => {
    const dealer = await closerFor('dealer');
    const bid = await quote('dealer', 'BID');
    const problem = await refusal(closeOwnQuote(dealer, bid, { opposingId: await quote('trader', 'ASK') }));
    expect(problem.body).toEqual({ confirm: ['Confirm to close this quote against the opposing quote.'] });
    const withdrawn = await closeOwnQuote(dealer, bid, {});
    expect(withdrawn.status).toBe('CLOSED');
  });

  it("treats another firm's quote as not found, whether closed as one's own or expired", async () => {
    const dealer = await closerFor('dealer');
    const theirs = await quote('trader', 'ASK');
    expect(
      (await refusal(closeOwnQuote(dealer, theirs, { opposingId: theirs, confirm: true }))).statusCode,
    ).toBe(404);
    expect((await refusal(endOwnQuote(dealer, theirs, 'EXPIRED'))).statusCode).toBe(404);
  });

  it('trades a confirmed close against the other side: both quotes close and one order joins the two firms', async () => {
    const dealer = await closerFor('dealer');
    const trader = await closerFor('trader');
    const bid = await quote('dealer', 'BID');
    const ask = await quote('trader', 'ASK');
    const closed = await closeOwnQuote(dealer, bid, { opposingId: ask, confirm: true });
    expect(closed.status).not.toBe('OPEN');
    const traded = await server.database.db.select().from(orders).where(eq(orders.instrumentId, bondId));
    const parties = traded.map((order) => [order.buyerClientId, order.sellerClientId].sort());
    expect(parties).toContainEqual([dealer.context.party.clientId, trader.context.party.clientId].sort());
  });
});
