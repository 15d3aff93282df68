import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildXlsxWorkbook } from '../../src/documents/xlsxWorkbook';
import { ApiProblem } from '../../src/errors/ApiProblem';
import { createMarketSimulator } from '../../src/simulator/marketSimulator';
import { prepareEoi } from '../../src/trading/eoiService';
import { instrumentCatalogue } from '../../src/trading/instrumentCatalogue';
import { eoiCreatePayloadSchema } from '@bondkit/core/internal';
import { marketHoursNow, startTradingServer, type TradingTestServer } from './tradingServer';

let server: TradingTestServer;
beforeAll(async () => {
  server = await startTradingServer();
}, 180_000);
afterAll(async () => server?.close());

type Who = Parameters<TradingTestServer['authorizationOf']>[0];

async function call(method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: await server.authorizationOf(who),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function upload(url: string, who: Who, fileName: string, content: Uint8Array | string) {
  const boundary = 'bondkit-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const body = Buffer.concat([head, Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return server.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(await server.authorizationOf(who)),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
}

interface Bond {
  id: number;
  display_name: string;
  identifiers: { ISIN: string };
  contract_parameters: { face_value: number };
}

async function liquidBond(index: number): Promise<Bond> {
  const response = await call('GET', '/api/trade/finstrument/', 'dealer');
  const bonds = response.json<Bond[]>().filter((bond) => bond.contract_parameters.face_value === 100);
  return bonds[index]!;
}

async function kaveriId(): Promise<number> {
  const search = await call('GET', '/api/chatter/users-clients-unified/?search_param=Kaveri', 'dealer');
  return search
    .json<{ clients: { name: string; client_id: number }[] }>()
    .clients.find((client) => client.name.startsWith('Kaveri Asset'))!.client_id;
}

describe('quotes, negotiations and RFQ', () => {
  it('negotiates: respond, counter, counter again, accept', async () => {
    const bond = await liquidBond(0);
    const ask = await call('POST', '/api/trade/eoi/', 'dealer', {
      finstrument_id: bond.id,
      quantum: 20_000_000,
      quote_type: 'ASK',
      unit_price_stored: 101,
    });
    expect(ask.statusCode).toBe(201);
    const askId = ask.json<{ id: number }>().id;
    const response = await call('POST', '/api/eoi/add/', 'trader', {
      finstrument_id: bond.id,
      quantum: 20_000_000,
      respond_eoi_id: askId,
      unit_price_stored: 100.5,
    });
    const responseBody = response.json<{ id: number; quote_type: string; cluster_id: number }>();
    expect(responseBody.quote_type).toBe('BID');
    const tooLarge = await call('POST', '/api/eoi/add-negotiation/', 'dealer', {
      finstrument_id: bond.id,
      quantum: 90_000_000,
      respond_eoi_id: responseBody.id,
      unit_price_stored: 100.8,
    });
    expect(tooLarge.json()).toEqual({ quantum: ['Cannot exceed the quoted quantum of ₹2,00,00,000.'] });
    const counter = await call('POST', '/api/eoi/add-negotiation/', 'dealer', {
      finstrument_id: bond.id,
      quantum: 20_000_000,
      respond_eoi_id: responseBody.id,
      unit_price_stored: 100.8,
    });
    expect(counter.statusCode).toBe(201);
    const counterBody = counter.json<{ id: number; cluster_id: number; quote_type: string }>();
    expect(counterBody).toMatchObject({ cluster_id: responseBody.cluster_id, quote_type: 'ASK' });
    const recounter = await call('POST', '/api/eoi/add-negotiation/', 'trader', {
      finstrument_id: bond.id,
      quantum: 20_000_000,
      respond_eoi_id: counterBody.id,
      unit_price_stored: 100.7,
    });
    expect(recounter.statusCode).toBe(201);
    const cluster = await call('GET', `/api/trade/cluster/${responseBody.cluster_id}/`, 'trader');
    const statuses = Object.fromEntries(
      cluster.json<{ eois: { id: number; status: string }[] }>().eois.map((eoi) => [eoi.id, eoi.status]),
    );
    expect(statuses[responseBody.id]).toBe('REPLACED');
    expect(statuses[counterBody.id]).toBe('OPEN');
    // The trader takes the dealer's counter.
    const atPrice = await call('GET', `/api/cluster/${responseBody.cluster_id}/?price=100.8`, 'trader');
    const at = atPrice.json<{ at_price: { bond_yield: number; total_accrued_interest: number } }>().at_price;
    const accepted = await call(
      'POST',
      `/api/cluster/${responseBody.cluster_id}/accept/?lsId=${counterBody.id}`,
      'trader',
      {
        unit_clean_price: 100.8,
        bond_yield: at.bond_yield,
        total_accrued_interest: at.total_accrued_interest,
        exchange: 'BSE',
      },
    );
    expect(accepted.statusCode).toBe(200);
    expect(
      accepted.json<{ order: { buy_or_sell: string; unit_clean_price: number; exchange: string } }>().order,
    ).toMatchObject({ buy_or_sell: 'buy', unit_clean_price: 100.8, exchange: 'BSE' });
    const outsider = await call('GET', `/api/trade/cluster/${responseBody.cluster_id}/`, 'investor');
    expect(outsider.statusCode).toBe(403);
  });

  it('keeps a hit standing: the hitting firm cannot replace it, a counter to it opens negotiation again', async () => {
    const bond = await liquidBond(8);
    const ask = (
      await call('POST', '/api/trade/eoi/', 'dealer', {
        finstrument_id: bond.id,
        quantum: 10_000_000,
        quote_type: 'ASK',
        unit_price_stored: 101,
      })
    ).json<{ id: number }>();
    const hit = await call('POST', '/api/eoi/add/', 'trader', {
      finstrument_id: bond.id,
      quantum: 10_000_000,
      respond_eoi_id: ask.id,
      use_respond_eoi_price: true,
    });
    expect(hit.statusCode).toBe(201);
    const hitBody = hit.json<{ id: number; cluster_id: number; unit_price_stored: number }>();
    expect(hitBody.unit_price_stored).toBe(101);
    const refusal = {
      respond_eoi_id: [
        `Your firm's lift at ₹101 (quote ${hitBody.id}) stands until the quoting firm accepts or counters it, or the quote closes; it cannot be replaced.`,
      ],
    };
    // Answering the same quote again, as a counter or as a fresh response: refused, the hit stays OPEN.
    const counter = await call('POST', '/api/eoi/add-negotiation/', 'trader', {
      finstrument_id: bond.id,
      quantum: 10_000_000,
      respond_eoi_id: ask.id,
      unit_price_stored: 100.6,
    });
    expect(counter.statusCode).toBe(409);
    expect(counter.json()).toEqual(refusal);
    const response = await call('POST', '/api/eoi/add/', 'trader', {
      finstrument_id: bond.id,
      quantum: 10_000_000,
      respond_eoi_id: ask.id,
      unit_price_stored: 100.6,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal);
    const repriced = await call('PUT', `/api/eoi/update/${hitBody.id}/`, 'trader', {
      unit_price_stored: 100.6,
    });
    expect(repriced.statusCode).toBe(409);
    const replaced = await call('POST', '/api/trade/eoi/', 'trader', {
      finstrument_id: bond.id,
      quantum: 10_000_000,
      unit_price_stored: 100.6,
      replaces: hitBody.id,
    });
    expect(replaced.statusCode).toBe(409);
    const statusesOf = async () =>
      Object.fromEntries(
        (await call('GET', `/api/trade/cluster/${hitBody.cluster_id}/`, 'trader'))
          .json<{ eois: { id: number; status: string }[] }>()
          .eois.map((eoi) => [eoi.id, eoi.status]),
      );
    expect((await statusesOf())[hitBody.id]).toBe('OPEN');
    // The quoting firm counters the hit instead of accepting it: answering that counter is negotiation.
    const dealerCounter = (
      await call('POST', '/api/eoi/add-negotiation/', 'dealer', {
        finstrument_id: bond.id,
        quantum: 10_000_000,
        respond_eoi_id: hitBody.id,
        unit_price_stored: 101.2,
      })
    ).json<{ id: number }>();
    const recounter = await call('POST', '/api/eoi/add-negotiation/', 'trader', {
      finstrument_id: bond.id,
      quantum: 10_000_000,
      respond_eoi_id: dealerCounter.id,
      unit_price_stored: 101.1,
    });
    expect(recounter.statusCode).toBe(201);
    const after = await statusesOf();
    expect(after[hitBody.id]).toBe('REPLACED');
    // A replaced (ended) quote is final: replacing it again is a conflict with its state.
    const again = await call('POST', '/api/trade/eoi/', 'trader', {
      finstrument_id: bond.id,
      quantum: 10_000_000,
      unit_price_stored: 100.6,
      replaces: hitBody.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ replaces: ['This quote is REPLACED and cannot be replaced.'] });
  });

  it('closes a quote against an opposing one only when confirmed', async () => {
    const bond = await liquidBond(1);
    const bid = (
      await call('POST', '/api/trade/eoi/', 'dealer', {
        finstrument_id: bond.id,
        quantum: 10_000_000,
        unit_price_stored: 99,
      })
    ).json<{ id: number }>();
    const ask = (
      await call('POST', '/api/trade/eoi/', 'trader', {
        finstrument_id: bond.id,
        quantum: 10_000_000,
        quote_type: 'ASK',
        unit_price_stored: 99.1,
      })
    ).json<{ id: number }>();
    const unconfirmed = await call('PUT', `/api/trade/d/eoi/${bid.id}/close/`, 'dealer', {
      opposing_eoi: ask.id,
    });
    expect(unconfirmed.json()).toEqual({
      confirm: ['Confirm to close this quote against the opposing quote.'],
    });
    const closed = await call('PUT', `/api/trade/d/eoi/${bid.id}/close/`, 'dealer', {
      opposing_eoi: ask.id,
      confirm: true,
    });
    expect(closed.json()).toMatchObject({ id: bid.id, status: 'CLOSED' });
    const orders = await call('GET', '/api/orders/unified/', 'dealer');
    expect(
      orders
        .json<{ results: { source_eoi_id: number; unit_clean_price: number }[] }>()
        .results.find((order) => order.source_eoi_id === ask.id)?.unit_clean_price,
    ).toBe(99.1);
  });

  it('updates a quote (the engine recomputes the yield), expires it, then refuses changes', async () => {
    const bond = await liquidBond(2);
    const created = (
      await call('POST', '/api/trade/eoi/', 'dealer', {
        finstrument_id: bond.id,
        quantum: 10_000_000,
        unit_price_stored: 99,
      })
    ).json<{ id: number; yield_stored: number }>();
    const updated = await call('PUT', `/api/eoi/update/${created.id}/`, 'dealer', { unit_price_stored: 98 });
    const body = updated.json<{ unit_price_stored: number; yield_stored: number }>();
    expect(body.unit_price_stored).toBe(98);
    expect(body.yield_stored).toBeGreaterThan(created.yield_stored);
    const byOther = await call('PUT', `/api/eoi/update/${created.id}/`, 'trader', { unit_price_stored: 97 });
    expect(byOther.statusCode).toBe(404);
    const expired = await call('POST', `/api/eoi/expire/${created.id}/`, 'dealer', {});
    expect(expired.json()).toMatchObject({ status: 'EXPIRED' });
    const late = await call('PUT', `/api/eoi/update/${created.id}/`, 'dealer', { unit_price_stored: 97 });
    expect(late.json()).toEqual({ detail: 'This quote is EXPIRED; only an OPEN quote can be updated.' });
  });

  it('shows private runs only to the firms they are shared with', async () => {
    const bond = await liquidBond(3);
    const shared = await call('POST', '/api/trade/eoi/', 'dealer', {
      finstrument_id: bond.id,
      quantum: 10_000_000,
      unit_price_stored: 99,
      oto_participant_details: { client_id: await kaveriId() },
    });
    const sharedId = shared.json<{ id: number; visibility: string }>().id;
    expect(shared.json()).toMatchObject({ visibility: 'PRIVATE' });
    const notShared = await call('POST', '/api/trade/eoi/', 'dealer', {
      finstrument_id: bond.id,
      quantum: 10_000_000,
      unit_price_stored: 98,
      source: 'CHAT',
    });
    const notSharedId = notShared.json<{ id: number }>().id;
    const traderRuns = (await call('GET', '/api/eoi/private-run/', 'trader'))
      .json<{ id: number }[]>()
      .map((row) => row.id);
    expect(traderRuns).toContain(sharedId);
    expect(traderRuns).not.toContain(notSharedId);
    const dealerRuns = (await call('GET', '/api/eoi/private-run/', 'dealer'))
      .json<{ id: number }[]>()
      .map((row) => row.id);
    expect(dealerRuns).toEqual(expect.arrayContaining([sharedId, notSharedId]));
    expect((await call('GET', '/api/eoi/private-run/', 'viewer')).json()).toEqual([]);
    const market = (await call('GET', '/api/trade/d/market/?page_size=100&my_quotes=true', 'dealer')).json<{
      results: { id: number }[];
    }>();
    expect(market.results.map((row) => row.id)).not.toContain(sharedId);
    expect(
      server.events.some((event) => event.type === 'trade_stream.private_runs' && event.clientId !== null),
    ).toBe(true);
  });

  it('sends RFQs in market hours and refuses them outside', async () => {
    const bond = await liquidBond(4);
    const rfq = await call('POST', '/api/eoi/add/', 'dealer', {
      finstrument_id: bond.id,
      quantum: 10_000_000,
      send_to_rfq: true,
      clearing_corporation: 'NSCCL',
    });
    expect(rfq.statusCode).toBe(201);
    const rfqId = rfq.json<{ id: number }>().id;
    const listed = await call('GET', '/api/eoi/rfq-quote/?my_quotes=true', 'dealer');
    expect(listed.json<{ results: { id: number }[] }>().results.map((row) => row.id)).toContain(rfqId);
    expect(server.events.some((event) => event.type === 'trade_stream.inquiries_refresh')).toBe(true);
    const night = new Date('2026-11-18T16:00:00Z');
    const context = {
      db: server.app.services.db,
      now: night,
      catalogue: await instrumentCatalogue(server.app.services.db, night),
      party: { userId: 1, userAccountId: null, clientId: 1, rfqExchanges: ['NSE'], mayOverridePrice: true },
    };
    const payload = eoiCreatePayloadSchema.parse({
      finstrument_id: bond.id,
      quantum: 10_000_000,
      send_to_rfq: true,
    });
    await expect(prepareEoi(context, payload)).rejects.toBeInstanceOf(ApiProblem);
    await expect(prepareEoi(context, { ...payload, send_to_rfq: false })).resolves.toMatchObject({
      values: { visibility: 'PUBLIC' },
    });
  });

  it('uploads quotes: row errors, nothing kept until confirmed', async () => {
    const bond = await liquidBond(5);
    const csv = [
      'isin,quote_type,quantum,price,yield',
      `${bond.identifiers.ISIN},BID,10000000,99.5,`,
      `${bond.identifiers.ISIN},ASK,0,100,`,
      'IN0000000000,BID,100,99,',
      `${bond.identifiers.ISIN},SELL,100,,7.1`,
    ].join('\n');
    const before = (await call('GET', '/api/trade/d/market/?my_quotes=true', 'dealer')).json<{
      count: number;
    }>().count;
    const dryRun = await upload('/api/eoi/upload/', 'dealer', 'quotes.csv', csv);
    expect(dryRun.statusCode).toBe(200);
    expect(dryRun.json()).toEqual({
      created: 0,
      valid_rows: 1,
      confirmed: false,
      errors: [
        { row: 3, message: 'Quantum: Cannot be zero' },
        { row: 4, message: 'ISIN: No bond with ISIN "IN0000000000".' },
        { row: 5, message: 'Side: "SELL" is not a valid choice.' },
      ],
    });
    expect(
      (await call('GET', '/api/trade/d/market/?my_quotes=true', 'dealer')).json<{ count: number }>().count,
    ).toBe(before);
    const workbook = buildXlsxWorkbook('Quotes', [
      ['ISIN', 'Quote_Type', 'Quantum', 'Yield'],
      [bond.identifiers.ISIN, 'ASK', '20000000', '6.9'],
      [bond.identifiers.ISIN, 'BID', '15', ''],
    ]);
    const confirmed = await upload('/api/eoi/upload/?confirm=true', 'dealer', 'quotes.xlsx', workbook);
    expect(confirmed.json()).toMatchObject({
      created: 1,
      confirmed: true,
      errors: [{ row: 3, message: 'Quantum: Quantum must be a multiple of the face value (₹100).' }],
    });
    expect(
      (await call('GET', '/api/trade/d/market/?my_quotes=true', 'dealer')).json<{ count: number }>().count,
    ).toBe(before + 1);
    const wrongFile = await upload('/api/eoi/upload/', 'dealer', 'quotes.csv', 'name,amount\nx,1');
    expect(wrongFile.json()).toEqual({ file: ['Missing columns: isin, quote_type, quantum.'] });
  });
});

describe('inventory', () => {
  it('uploads holdings, records an external trade, edits cost, confirms, and offers from inventory', async () => {
    const bond = await liquidBond(6);
    const csv = `isin,quantity,valuation_cost\n${bond.identifiers.ISIN},30000000,99.25\nIN0000000000,100,\n${bond.identifiers.ISIN},-5,\n`;
    type Holding = {
      id: number;
      finstrument_id: number;
      quantity: number;
      valuation_cost: number;
      market_price: number;
      market_value: number;
      accrued_value: number;
      consideration: number;
      dirty_price: number;
      accrued_interest: number;
      modified_duration: number;
      pv01: number;
      unrealised_pnl: number;
    };
    const heldNow = async () =>
      (await call('GET', '/api/inventory/', 'trader'))
        .json<Holding[]>()
        .find((row) => row.finstrument_id === bond.id);
    const withBadRows = `${csv}${bond.identifiers.ISIN},10000000,\n`;
    // Three bad rows (an unknown ISIN, a negative quantity, the same bond twice): nothing is written.
    const dryRun = await upload('/api/inventory/upload/', 'trader', 'holdings.csv', withBadRows);
    expect(dryRun.json()).toEqual({
      created: 0,
      valid_rows: 1,
      confirmed: false,
      errors: [
        { row: 3, message: 'ISIN: No bond with ISIN "IN0000000000".' },
        { row: 4, message: 'Quantity: Cannot be negative' },
        { row: 5, message: `ISIN: ${bond.identifiers.ISIN} is already in row 2.` },
      ],
    });
    expect(await heldNow()).toBeUndefined();
    const uploaded = await upload(
      '/api/inventory/upload/?confirm=true',
      'trader',
      'holdings.csv',
      withBadRows,
    );
    expect(uploaded.json()).toMatchObject({ created: 1, valid_rows: 1, confirmed: true });
    let holding = (await heldNow())!;
    expect(holding).toMatchObject({ quantity: 30_000_000, valuation_cost: 99.25 });
    expect(holding.unrealised_pnl).toBeCloseTo(((holding.market_price - 99.25) * 30_000_000) / 100, 0);
    // Valued by the engine: clean + accrued = dirty, principal + accrued = consideration, a positive PV01.
    expect(holding.dirty_price).toBeCloseTo(holding.market_price + holding.accrued_interest, 3);
    expect(holding.consideration).toBeCloseTo(holding.market_value + holding.accrued_value, 2);
    expect(holding.modified_duration).toBeGreaterThan(0);
    expect(holding.pv01).toBeCloseTo((holding.modified_duration * holding.consideration) / 10_000, -2);
    // A clean file is written at once.
    const clean = await upload(
      '/api/inventory/upload/',
      'trader',
      'holdings.csv',
      `isin,quantity\n${bond.identifiers.ISIN},30000000\n`,
    );
    expect(clean.json()).toEqual({ created: 1, valid_rows: 1, confirmed: true, errors: [] });
    expect(await heldNow()).toMatchObject({ quantity: 30_000_000, valuation_cost: 99.25 });

    const future = await call('POST', '/api/inventory/external-trade/', 'trader', {
      finstrument_id: bond.id,
      buy_or_sell: 'buy',
      quantity: 10_000_000,
      unit_clean_price: 100.25,
      trade_date: '2026-12-01',
    });
    expect(future.json()).toEqual({ trade_date: ['Trade time cannot be later than the current time.'] });
    const bought = await call('POST', '/api/inventory/external-trade/', 'trader', {
      finstrument_id: bond.id,
      buy_or_sell: 'buy',
      quantity: 10_000_000,
      unit_clean_price: 100.25,
      trade_date: '2026-11-17',
    });
    expect(bought.json()).toMatchObject({ quantity: 40_000_000, valuation_cost: 99.5 });

    const edited = await call('PUT', '/api/inventory/edit-valuation-cost/', 'trader', {
      id: holding.id,
      valuation_cost: 99.75,
    });
    expect(edited.json()).toMatchObject({ valuation_cost: 99.75 });
    const notMine = await call('PUT', '/api/inventory/edit-valuation-cost/', 'dealer', {
      id: holding.id,
      valuation_cost: 1,
    });
    expect(notMine.statusCode).toBe(404);
    const confirmedAnswer = await call('PUT', '/api/inventory/confirm-previous/', 'trader', {});
    expect(confirmedAnswer.json<{ detail: string }>().detail).toMatch(/^Confirmed \d+ holdings?\.$/);

    const tooMuch = await call('POST', '/api/inventory/offer/', 'trader', {
      finstrument_id: bond.id,
      quantum: 50_000_000,
      unit_price_stored: 100,
    });
    expect(tooMuch.json()).toEqual({ quantum: ['You hold only ₹4,00,00,000 of this bond.'] });
    const offered = await call('POST', '/api/inventory/offer/', 'trader', {
      finstrument_id: bond.id,
      quantum: 20_000_000,
      unit_price_stored: 100,
    });
    expect(offered.statusCode).toBe(201);
    expect(
      offered.json<{ eoi: { quote_type: string; visibility: string; status: string } }>().eoi,
    ).toMatchObject({ quote_type: 'ASK', visibility: 'PUBLIC', status: 'OPEN' });
    holding = (await heldNow())!;
    expect(holding.quantity).toBe(40_000_000);
  });
});

describe('the market simulator', () => {
  it('moves yields inside the price band, publishes prices and answers people’s quotes', async () => {
    const bond = await liquidBond(7);
    const quote = (
      await call('POST', '/api/trade/eoi/', 'dealer', {
        finstrument_id: bond.id,
        quantum: 10_000_000,
        unit_price_stored: 95,
      })
    ).json<{ id: number }>();
    type ListedLevels = {
      results: { finstrument_id: number; market_yield: number | null; market_price: number | null }[];
    };
    const listLevels = async (ids: readonly number[]) =>
      (
        await call('GET', `/api/trade/d/market/?page_size=100&finstrument_ids=${ids.join(',')}`, 'dealer')
      ).json<ListedLevels>().results;
    // The list holds each bond's level in memory from its first read: read before the yields move.
    const before = await listLevels([bond.id]);
    expect(before.some((row) => row.market_price !== null)).toBe(true);
    const eventsBefore = server.events.length;
    const simulator = createMarketSimulator({
      db: server.app.services.db,
      events: server.app.services.events,
      now: () => marketHoursNow,
      seed: 7,
      movingShare: 1,
      responseDelayMilliseconds: 0,
    });
    let responses = 0;
    for (let step = 0; step < 5; step += 1) {
      const report = await simulator.tick();
      expect(report.moved).toBeGreaterThan(0);
      responses += report.responses;
    }
    expect(responses).toBeGreaterThan(0);
    const updates = server.events
      .slice(eventsBefore)
      .filter((event) => event.type === 'trade_stream.price_update');
    expect(updates.length).toBeGreaterThan(0);
    const catalogue = await instrumentCatalogue(server.app.services.db, marketHoursNow);
    for (const update of updates) {
      const payload = update.payload as { finstrument_id: number; unit_clean_price: number };
      const row = catalogue.byId.get(payload.finstrument_id)!.row;
      expect(payload.unit_clean_price).toBeGreaterThanOrEqual(row.priceBandLow!);
      expect(payload.unit_clean_price).toBeLessThanOrEqual(row.priceBandHigh!);
    }
    // The list follows the price updates: each listed bond shows the level of its last update.
    const lastUpdate = new Map<number, { unit_clean_price: number; bond_yield: number }>();
    for (const update of updates) {
      const payload = update.payload as {
        finstrument_id: number;
        unit_clean_price: number;
        bond_yield: number;
      };
      lastUpdate.set(payload.finstrument_id, payload);
    }
    const moved = [...lastUpdate.keys()].slice(0, 40);
    const after = await listLevels([bond.id, ...moved]);
    const compared = after.filter((row) => lastUpdate.has(row.finstrument_id));
    expect(compared.length).toBeGreaterThan(0);
    for (const row of compared) {
      expect(row.market_price).toBe(lastUpdate.get(row.finstrument_id)!.unit_clean_price);
      expect(row.market_yield).toBe(lastUpdate.get(row.finstrument_id)!.bond_yield);
    }
    const cluster = (await call('GET', '/api/trade/cluster/', 'dealer')).json<
      { eois: { id: number; respond_eoi_id: number | null; is_simulated: boolean }[] }[]
    >();
    const answer = cluster.flatMap((entry) => entry.eois).find((eoi) => eoi.respond_eoi_id === quote.id);
    expect(answer?.is_simulated).toBe(true);
    const notified = server.events.find(
      (event) =>
        event.type === 'trade_stream.rfq_negotiation' &&
        (event.payload as { eoi_id: number }).eoi_id !== undefined &&
        (event as { userId?: number }).userId !== undefined,
    );
    expect(notified).toBeDefined();
  });
});
