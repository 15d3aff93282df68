import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableRowCounts } from './tableRowCounts';
import { startTradingServer, type TradingTestServer } from './trading/tradingServer';

// Issue 12, finding 7: every case that answered 500 is a 400 with a field error, and writes nothing.

type Who = Parameters<TradingTestServer['authorizationOf']>[0];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

const controlCharacters = 'Control characters (such as NUL) are not allowed.';

let server: TradingTestServer;
let bond: { id: number; isin: string; maturity: string };
beforeAll(async () => {
  server = await startTradingServer({ instruments: 20 });
  const response = await call('GET', '/api/trade/finstrument/', 'dealer');
  const bonds = response.json<
    {
      id: number;
      identifiers: { ISIN: string };
      contract_parameters: { face_value: number; maturity_date: string };
    }[]
  >();
  const chosen = bonds.find((candidate) => candidate.contract_parameters.face_value === 100)!;
  bond = {
    id: chosen.id,
    isin: chosen.identifiers.ISIN,
    maturity: chosen.contract_parameters.maturity_date,
  };
});
afterAll(async () => server?.close());

async function call(method: Method, url: string, who: Who, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: await server.authorizationOf(who),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Sends the request and checks it is a 400 with `body`, and that no table changed. */
async function expectRefused(
  request: () => Promise<{ statusCode: number; json(): unknown }>,
  body: unknown,
): Promise<void> {
  const before = await tableRowCounts(server.app.services.db);
  const response = await request();
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual(body);
  expect(await tableRowCounts(server.app.services.db)).toEqual(before);
}

const quote = () => ({
  finstrument_id: bond.id,
  quote_type: 'ASK',
  quantum: 10_000_000,
  yield_stored: 0.071,
});

describe('input hygiene (issue 12, finding 7)', () => {
  it('7.1 a NUL in a quote validity', async () => {
    await expectRefused(
      () => call('POST', '/api/eoi/add/', 'dealer', { ...quote(), validity: 'EOD\u0000' }),
      {
        validity: [controlCharacters],
      },
    );
  });

  it('7.2 a quote validity longer than its maximum (a 1 MB validity was accepted)', async () => {
    await expectRefused(
      () => call('POST', '/api/eoi/add/', 'dealer', { ...quote(), validity: 'x'.repeat(201) }),
      { validity: ['Ensure this field has no more than 200 characters.'] },
    );
  });

  it('7.3 a NUL in a negotiation note', async () => {
    await expectRefused(() => call('PUT', '/api/trade/cluster/1/', 'dealer', { note: 'hi\u0000' }), {
      note: [controlCharacters],
    });
  });

  it('7.4 a NUL in a counterparty name', async () => {
    await expectRefused(
      () =>
        call('POST', '/api/orders/', 'dealer', {
          trade_time: '2026-11-18T05:00:00Z',
          finstrument_id: bond.id,
          buy_or_sell: 'buy',
          quantity: 10_000_000,
          bond_yield: 0.07,
          counterparty_name: 'Acme\u0000',
        }),
      { counterparty_name: [controlCharacters] },
    );
  });

  it('7.5 a NUL in an object key of oto_participant_details', async () => {
    await expectRefused(
      () =>
        call('POST', '/api/eoi/add/', 'dealer', {
          ...quote(),
          oto_participant_details: { 'name\u0000': 'x' },
        }),
      { oto_participant_details: { 'name\u0000': [controlCharacters] } },
    );
  });

  it('7.6 a NUL in a value of oto_participant_details', async () => {
    await expectRefused(
      () =>
        call('POST', '/api/eoi/add/', 'dealer', {
          ...quote(),
          oto_participant_details: { name: 'x\u0000' },
        }),
      { oto_participant_details: { name: [controlCharacters] } },
    );
  });

  const searches: [string, string, Who, string][] = [
    ['7.7 the market search', '/api/trade/d/market/?search=', 'dealer', 'search'],
    ['7.8 the RFQ search', '/api/eoi/rfq-quote/?search=', 'dealer', 'search'],
    ['7.9 the clients search', '/api/clients/?search=', 'dealer', 'search'],
    ['7.10 the user accounts search', '/api/useraccounts/?search=', 'dealer', 'search'],
    ['7.11 the UCC search', '/api/clients/ucc/?search=', 'dealer', 'search'],
    [
      '7.12 the participant search',
      '/api/chatter/search-trade-participants?search_param=',
      'dealer',
      'search_param',
    ],
    [
      '7.13 the unified users and clients search',
      '/api/chatter/users-clients-unified/?search_param=',
      'dealer',
      'search_param',
    ],
    ['7.14 the market depth isin', '/api/quote/depth/?isin=', 'dealer', 'isin'],
  ];
  for (const [name, url, who, field] of searches) {
    it(`${name}: a NUL is a 400 on the field`, async () => {
      await expectRefused(() => call('GET', `${url}ab%00`, who), { [field]: [controlCharacters] });
    });
  }

  it('7.15 a NUL in a cell of an uploaded CSV is that row’s error', async () => {
    const boundary = 'bondkit-hygiene';
    const csv = `isin,quote_type,quantum,yield,validity\n${bond.isin},ASK,10000000,7.1,EOD\u0000\n`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="quotes.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const before = await tableRowCounts(server.app.services.db);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/eoi/upload/?confirm=true',
      headers: {
        ...(await server.authorizationOf('dealer')),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      created: 0,
      valid_rows: 0,
      confirmed: false,
      errors: [{ row: 2, message: `Validity: ${controlCharacters}` }],
    });
    expect(await tableRowCounts(server.app.services.db)).toEqual(before);
  });

  it('7.16 a JSON body nested 10,000 deep', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    await expectRefused(
      async () =>
        server.app.inject({
          method: 'POST',
          url: '/api/eoi/add/',
          headers: { ...(await server.authorizationOf('dealer')), 'content-type': 'application/json' },
          payload: `{"validity":${deep}}`,
        }),
      { detail: 'JSON parse error - nesting deeper than 32 levels.' },
    );
  });

  it('7.17 an order settling after the bond matures', async () => {
    const afterMaturity = new Date(Date.parse(`${bond.maturity}T00:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const before = await tableRowCounts(server.app.services.db);
    const response = await call('POST', '/api/orders/', 'dealer', {
      trade_time: '2026-11-18T05:00:00Z',
      finstrument_id: bond.id,
      buy_or_sell: 'buy',
      quantity: 10_000_000,
      bond_yield: 0.07,
      settlement_date: afterMaturity,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<object>())).toEqual(['settlement_date']);
    expect(await tableRowCounts(server.app.services.db)).toEqual(before);
  });

  it('7.18 a NUL in a path parameter', async () => {
    await expectRefused(() => call('GET', '/api/finstrument/1%00/', 'dealer'), { id: [controlCharacters] });
  });
});
