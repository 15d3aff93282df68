import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiProblem } from '../../src/errors/ApiProblem';
import { bestOpenQuote, bookSummaryOf, openMarketQuotes, quoteDepthOf } from '../../src/trading/quoteBook';
import { marketHoursNow, startTradingServer, type TradingTestServer } from './tradingServer';

describe('the quote book on a database', () => {
  let server: TradingTestServer;
  let bondId: number;

  beforeAll(async () => {
    server = await startTradingServer({ instruments: 50 });
    const search = await server.app.inject({ method: 'GET', url: '/api/finstrument/search/?search_key=GOI' });
    bondId = search.json<{ finstruments: { id: number }[] }>().finstruments[0]?.id ?? 0;
    for (const [key, side, price] of [
      ['dealer', 'BID', 99.5],
      ['trader', 'BID', 99.5],
      ['trader', 'ASK', 100.5],
    ] as const) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/trade/eoi/',
        headers: await server.authorizationOf(key),
        payload: { finstrument_id: bondId, quote_type: side, quantum: 20_000_000, unit_price_stored: price },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  afterAll(() => server.close());

  it("adds two firms' bids at one price into one level, found by id or ISIN alike", async () => {
    const byId = await quoteDepthOf(server.database.db, marketHoursNow, { id: bondId }, true);
    const ourLevel = byId.bids.find((level) => level.unit_clean_price === 99.5);
    expect(ourLevel).toMatchObject({ quantum: 40_000_000, count: 2 });
    expect(byId.asks.some((level) => level.unit_clean_price === 100.5)).toBe(true);
    const [quote] = await openMarketQuotes(server.database.db, marketHoursNow, { instrumentId: bondId });
    expect(quote?.instrumentId).toBe(bondId);
  });

  it('shows no levels without trade access, and answers an unknown bond with a 404', async () => {
    expect(await quoteDepthOf(server.database.db, marketHoursNow, { id: bondId }, false)).toEqual({
      finstrument_id: bondId,
      bids: [],
      asks: [],
    });
    const unknown = await quoteDepthOf(
      server.database.db,
      marketHoursNow,
      { isin: 'IN0000000000' },
      true,
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(unknown).toBeInstanceOf(ApiProblem);
    expect((unknown as ApiProblem).statusCode).toBe(404);
  });

  it('lists only open quotes of the side asked for', async () => {
    const asks = await openMarketQuotes(server.database.db, marketHoursNow, {
      quoteType: 'ASK',
      instrumentId: bondId,
    });
    expect(asks.length).toBeGreaterThan(0);
    expect(asks.every((quote) => quote.quoteType === 'ASK' && quote.status === 'OPEN')).toBe(true);
  });

  it("finds each side's best priced quote (highest bid, lowest ask) and counts each side", async () => {
    const db = server.database.db;
    for (const [side, price] of [
      ['BID', 99.75],
      ['ASK', 100.25],
    ] as const) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/trade/eoi/',
        headers: await server.authorizationOf('dealer'),
        payload: { finstrument_id: bondId, quote_type: side, quantum: 10_000_000, unit_price_stored: price },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const book = await openMarketQuotes(db, marketHoursNow, { instrumentId: bondId });
    const prices = (side: 'BID' | 'ASK') =>
      book.flatMap((quote) =>
        quote.quoteType === side && quote.unitPriceStored !== null ? [quote.unitPriceStored] : [],
      );
    expect(prices('BID')).toContain(99.75);
    const bestBid = await bestOpenQuote(db, marketHoursNow, bondId, 'BID');
    const bestAsk = await bestOpenQuote(db, marketHoursNow, bondId, 'ASK');
    expect(bestBid?.unitPriceStored).toBe(Math.max(...prices('BID')));
    expect(bestAsk?.unitPriceStored).toBe(Math.min(...prices('ASK')));
    expect(bestBid?.unitPriceStored).toBeGreaterThanOrEqual(99.75);
    expect(bestAsk?.unitPriceStored).toBeLessThanOrEqual(100.25);
    const summary = await bookSummaryOf(db, marketHoursNow, bondId);
    expect(summary).toMatchObject({
      bids: book.filter((quote) => quote.quoteType === 'BID').length,
      asks: book.filter((quote) => quote.quoteType === 'ASK').length,
    });
    expect(summary.bestBid?.id).toBe(bestBid?.id);
    expect(summary.bestAsk?.unitPriceStored).toBe(bestAsk?.unitPriceStored);
    // After the market closes for the quotes (every one past its expiry or closed), no side has a best.
    expect(await bestOpenQuote(db, marketHoursNow, 999_999, 'BID')).toBeUndefined();
  });
});
