import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clusters, eois } from '../../src/database/schema/index';
import { updateNegotiation } from '../../src/trading/negotiationUpdate';
import type { DemoKey } from '../harness';
import { marketHoursNow, startTradingServer, type TradingTestServer } from './tradingServer';
import { refusal } from '../apiProblemRefusal';

// The negotiation rule without HTTP: the service the cluster update endpoint calls. The negotiation
// itself is opened through HTTP (the dealer's quote and the trader's firm's answer).

let server: TradingTestServer;
let negotiationId: number;
let answerId: number;

async function post(url: string, who: DemoKey, payload: object): Promise<Record<string, unknown>> {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: await server.authorizationOf(who),
    payload,
  });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<Record<string, unknown>>();
}

async function negotiation() {
  const [row] = await server.database.db.select().from(clusters).where(eq(clusters.id, negotiationId));
  if (!row) throw new Error('the negotiation is gone');
  return row;
}

beforeAll(async () => {
  server = await startTradingServer();
  const search = await server.app.inject({
    method: 'GET',
    url: '/api/finstrument/search/?search_key=GS%202033',
    headers: await server.authorizationOf('dealer'),
  });
  const bond = search.json<{ finstruments: { id: number }[] }>().finstruments[0];
  if (!bond) throw new Error('no GS 2033 in the test universe');
  const ask = await post('/api/trade/eoi/', 'dealer', {
    finstrument_id: bond.id,
    quote_type: 'ASK',
    quantum: 50_000_000,
    unit_price_stored: 99.5,
  });
  const answer = await post('/api/eoi/add/', 'trader', {
    finstrument_id: bond.id,
    quantum: 50_000_000,
    respond_eoi_id: ask.id,
    use_respond_eoi_price: true,
  });
  negotiationId = answer.cluster_id as number;
  answerId = answer.id as number;
});
afterAll(async () => server?.close());

describe('updateNegotiation (the negotiation service)', () => {
  it('lets either firm note it, but only its owner close it', async () => {
    const row = await negotiation();
    const other = row.ownerClientId === row.counterpartyClientId ? null : row.counterpartyClientId;
    if (other === null) throw new Error('the negotiation has one firm');
    const noted = await updateNegotiation(server.app.services.db, marketHoursNow, row, other, {
      note: 'Call back after lunch',
    });
    expect(noted).toMatchObject({ note: 'Call back after lunch', state: 'OPEN' });
    const closing = await refusal(
      updateNegotiation(server.app.services.db, marketHoursNow, noted, other, { state: 'CLOSED' }),
    );
    expect(closing.statusCode).toBe(403);
    expect((await negotiation()).state).toBe('OPEN');
  });

  it('closes it with its open answers, and never opens it again', async () => {
    const row = await negotiation();
    const closed = await updateNegotiation(server.app.services.db, marketHoursNow, row, row.ownerClientId, {
      state: 'CLOSED',
    });
    expect(closed).toMatchObject({ state: 'CLOSED', note: 'Call back after lunch' });
    const [answer] = await server.database.db.select().from(eois).where(eq(eois.id, answerId));
    expect(answer?.status).toBe('CLOSED');
    const reopening = await refusal(
      updateNegotiation(server.app.services.db, marketHoursNow, closed, row.ownerClientId, { state: 'OPEN' }),
    );
    expect(reopening.statusCode).toBe(400);
  });
});
