// Each figure's source, linked (issue 34): the bond page, the trade prints and quote levels a market-activity
// answer read, and the G-sec curve points a curve or spread answer used, as a `data-sources` part of the answer,
// within the caller's rights (no quote source, and no link to the market depth, without trade access).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssembledMessage } from '@bondkit/core/mind';
import { readMarketSnapshot, type MarketSnapshot } from '../../src/mind/analyst/marketSnapshot';
import { answerStream } from '../../src/mind/answerStream';
import { yieldCurve } from '../../src/mind/analyst/curveTool';
import { createBuiltInPlanner } from '../../src/mind/planner/builtInPlanner';
import type { FigureSource } from '../../src/mind/planner/figureSources';
import { recordAnswer, recordQuestion } from '../../src/mind/conversationStore';
import { mindConversations } from '../../src/database/schema/index';
import { quoteDepthOf } from '../../src/trading/quoteBook';
import type { CatalogueInstrument } from '../../src/trading/instrumentCatalogue';
import { marketHoursNow, startTradingServer, type TradingTestServer } from '../trading/tradingServer';
import { eq } from 'drizzle-orm';

let server: TradingTestServer;
let market: MarketSnapshot;

beforeAll(async () => {
  server = await startTradingServer({ instruments: 400 });
  market = await readMarketSnapshot(server.app.services.db, marketHoursNow);
}, 60_000);
afterAll(async () => server?.close());

/** Answers a question through the answer stream, as a caller with or without trade access. */
async function answer(question: string, tradeAccess = false): Promise<AssembledMessage> {
  let assembled: AssembledMessage | null = null;
  for await (const _batch of answerStream({
    planner: createBuiltInPlanner(async () => market),
    question,
    history: async () => [],
    readMarket: async () => market,
    caller: { tradeAccess },
    waitForWorkTurn: async () => undefined,
    signal: new AbortController().signal,
    onComplete: ({ assembled: message }) => {
      assembled = message;
    },
  }));
  return assembled!;
}

function sourcesOf(message: AssembledMessage): FigureSource[] {
  const part = message.message.parts.find((candidate) => candidate.type === 'data-sources') as
    { data: { sources: FigureSource[] } } | undefined;
  return part?.data.sources ?? [];
}

function toolOutput<Output>(message: AssembledMessage, toolName: string): Output {
  const part = message.message.parts.find((candidate) => candidate.type === `tool-${toolName}`) as
    { output: Output } | undefined;
  if (!part) throw new Error(`no ${toolName} call`);
  return part.output;
}

const tradable = (entry: CatalogueInstrument) =>
  entry.row.isListed &&
  !entry.row.isDisabledIsin &&
  entry.row.maturityDate > market.today &&
  entry.terms !== null &&
  market.yields.has(entry.row.id);

describe('sources of curve and spread answers', () => {
  it('links every G-sec point of a curve answer to its bond page', async () => {
    const message = await answer('Show the G-sec curve');
    const curve = yieldCurve(market);
    const points = sourcesOf(message).filter((source) => source.kind === 'curve-point');
    expect(points.map((source) => source.href)).toEqual(curve.points.map((point) => point.bond.link));
    expect(points[0]!.detail).toContain(`${curve.points[0]!.bond.marketYieldPercent!.toFixed(4)}%`);
  });

  it('links the two G-secs a tenor was read between, and those a spread over the curve used', async () => {
    const tenor = await answer('What is the 10-year G-sec yield?');
    const read = toolOutput<{ points: { from: { link: string }[] }[] }>(tenor, 'curvePoints');
    expect(sourcesOf(tenor).map((source) => source.href)).toEqual(
      read.points[0]!.from.map((bond) => bond.link),
    );

    const corporate = market.catalogue.all.find(
      (entry) => entry.row.instrumentType === 'CORPORATE' && tradable(entry),
    )!;
    const spread = await answer(`Spread of ${corporate.row.isin} over the G-sec curve`);
    const sources = sourcesOf(spread);
    expect(sources[0]).toMatchObject({ kind: 'bond', href: `/security/${corporate.row.id}` });
    const curvePoints = sources.filter((source) => source.kind === 'curve-point');
    expect(curvePoints.length).toBeGreaterThanOrEqual(1);
    expect(curvePoints.length).toBeLessThanOrEqual(2);
    const gsecLinks = new Set(yieldCurve(market).points.map((point) => point.bond.link));
    for (const point of curvePoints) expect(gsecLinks.has(point.href!)).toBe(true);
  });
});

describe('sources of market-activity answers', () => {
  it("links each trade print of a period to the bond page's trade history", async () => {
    const liquid = market.catalogue.all.find((entry) => entry.row.isLiquid && tradable(entry))!;
    const message = await answer(`How many times did ${liquid.row.isin} trade in November?`);
    const activity = toolOutput<{
      trades: number;
      prints: { tradeDate: string; cleanPrice: number }[];
    }>(message, 'tradeActivity');
    expect(activity.trades).toBeGreaterThan(0);
    const trades = sourcesOf(message).filter((source) => source.kind === 'trade');
    expect(trades).toHaveLength(Math.min(activity.trades, 20));
    expect(trades[0]!.href).toBe(`/security/${liquid.row.id}#recent-trades`);
    expect(trades[0]!.detail).toContain(activity.prints[0]!.cleanPrice.toFixed(4));
  });

  it('links the quote levels of the best bid and offer only for a caller with trade access', async () => {
    let quoted: CatalogueInstrument | undefined;
    for (const entry of market.catalogue.all.filter(tradable)) {
      const depth = await quoteDepthOf(market.db, market.readAt, { id: entry.row.id }, true);
      if (depth.bids.length > 0) {
        quoted = entry;
        break;
      }
    }
    expect(quoted, 'the demo data has an open bid').toBeDefined();
    const question = `Best bid for ${quoted!.row.isin}?`;

    const researcher = sourcesOf(await answer(question, false));
    expect(researcher.some((source) => source.kind === 'quote')).toBe(false);
    expect(researcher.some((source) => source.href === '/dart')).toBe(false);

    const withAccess = await answer(question, true);
    const book = toolOutput<{ bids: { cleanPrice: number }[] }>(withAccess, 'quotes');
    const quotes = sourcesOf(withAccess).filter((source) => source.kind === 'quote');
    expect(quotes[0]).toMatchObject({ href: '/dart' });
    expect(quotes[0]!.label).toContain(`bid at ${book.bids[0]!.cleanPrice.toFixed(4)}`);
  });

  it("keeps a shared snapshot's quote figures but not the link only trade access may open", async () => {
    const { authorization } = await server.authorizationOf('researcher');
    const created = await server.app.inject({
      method: 'POST',
      url: '/mind-api/conversations/',
      headers: { authorization },
      payload: {},
    });
    const conversationId = created.json<{ id: string }>().id;
    const [conversation] = await server.app.services.db
      .select()
      .from(mindConversations)
      .where(eq(mindConversations.id, conversationId));
    const quoted = market.catalogue.all.find((entry) => entry.row.isLiquid && tradable(entry))!;
    const question = `Best bid for ${quoted.row.isin}?`;
    await recordQuestion(
      server.app.services.db,
      conversation!,
      0,
      { id: 'q1', text: question },
      marketHoursNow,
    );
    const message = await answer(question, true);
    // A source as a caller with trade access stores it (whether or not this bond has a bid now).
    const stored = {
      ...message.message,
      parts: [
        ...message.message.parts.filter((part) => part.type !== 'data-sources'),
        {
          type: 'data-sources',
          data: {
            sources: [{ kind: 'quote', label: 'bid at 99.5000', detail: 'yield 7.1000%', href: '/dart' }],
          },
        },
      ],
    } as typeof message.message;
    await recordAnswer(server.app.services.db, conversationId, 1, stored, marketHoursNow);
    const shared = await server.app.inject({
      method: 'POST',
      url: `/mind-api/conversations/${conversationId}/share/`,
      headers: { authorization },
    });
    expect(shared.statusCode).toBe(201);
    const snapshot = await server.app.inject({
      method: 'GET',
      url: `/mind-api/public/${shared.json<{ share_id: string }>().share_id}/`,
    });
    expect(snapshot.statusCode).toBe(200);
    const parts = snapshot.json<{
      messages: { parts: { type: string; data?: { sources: FigureSource[] } }[] }[];
    }>().messages[1]!.parts;
    const sources = parts.find((part) => part.type === 'data-sources')!.data!.sources;
    expect(sources).toEqual([{ kind: 'quote', label: 'bid at 99.5000', detail: 'yield 7.1000%' }]);
  });
});
