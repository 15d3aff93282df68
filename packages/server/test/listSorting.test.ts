import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type DemoKey, type TestServer } from './harness';

// Transactions, Users, UCC and error reports sort on the server (`ordering`, a whitelisted column with a
// leading - for descending), as Manage clients does: the table pages there, so a sort of one page would lie.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => server?.close());

async function get(url: string, who: DemoKey) {
  return server.app.inject({ method: 'GET', url, headers: await server.authorizationOf(who) });
}

async function results<Row>(url: string, who: DemoKey): Promise<Row[]> {
  const response = await get(url, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: Row[] }>().results;
}

/** Sorted as the server sorts text: code point order, empty values last either way. */
function sortedCopy<Value extends string | number | null>(values: Value[], descending = false): Value[] {
  const present = values.filter((value) => value !== null) as Exclude<Value, null>[];
  present.sort((left, right) => (left < right ? -1 : left > right ? 1 : 0));
  if (descending) present.reverse();
  return [...present, ...values.filter((value) => value === null)];
}

describe('server sorting', () => {
  it('sorts the firm’s UCC records by any column, both ways', async () => {
    const byName = await results<{ name: string }>('/api/clients/ucc/?ordering=-name', 'dealer');
    expect(byName.length).toBeGreaterThan(2);
    expect(byName.map((row) => row.name)).toEqual(
      sortedCopy(
        byName.map((row) => row.name),
        true,
      ),
    );
    const byExchange = await results<{ exchange: string }>('/api/clients/ucc/?ordering=exchange', 'dealer');
    expect(byExchange.map((row) => row.exchange)).toEqual(sortedCopy(byExchange.map((row) => row.exchange)));
  });

  it('sorts the firm’s user accounts by e-mail and by status', async () => {
    const byEmail = await results<{ email: string }>('/api/useraccounts/?ordering=-email', 'opsadmin');
    expect(byEmail.length).toBeGreaterThan(3);
    expect(byEmail.map((row) => row.email)).toEqual(
      sortedCopy(
        byEmail.map((row) => row.email),
        true,
      ),
    );
    const byStatus = await results<{ status: string }>('/api/useraccounts/?ordering=status', 'opsadmin');
    expect(byStatus.map((row) => row.status)).toEqual(sortedCopy(byStatus.map((row) => row.status)));
    // The invited dealer is the only `invited` one; `active` sorts first.
    expect(byStatus.at(-1)?.status).toBe('invited');
  });

  it('sorts Transactions by price, by bond and by the caller’s own side and counterparty', async () => {
    const headers = await server.authorizationOf('dealer');
    const bonds = (await server.app.inject({ method: 'GET', url: '/api/trade/finstrument/', headers }))
      .json<{ id: number; contract_parameters: { face_value: number } }[]>()
      .filter((bond) => bond.contract_parameters.face_value === 100);
    const trades = [
      { bond: 0, buy_or_sell: 'buy', unit_clean_price: 101.5, counterparty_name: 'Zeta Bank' },
      { bond: 1, buy_or_sell: 'sell', unit_clean_price: 98.25, counterparty_name: 'Alpha Capital' },
      { bond: 2, buy_or_sell: 'buy', unit_clean_price: 99.75, counterparty_name: 'Mistry Treasury' },
    ];
    for (const trade of trades) {
      const reported = await server.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers,
        payload: {
          finstrument_id: bonds[trade.bond]!.id,
          buy_or_sell: trade.buy_or_sell,
          quantity: 1_000_000,
          unit_clean_price: trade.unit_clean_price,
          counterparty_name: trade.counterparty_name,
          trade_time: new Date(Date.now() - 60 * 60_000).toISOString(),
        },
      });
      expect(reported.statusCode, reported.body).toBe(201);
    }
    const url = '/api/orders/unified/?page_size=100&ordering=';
    const byPrice = await results<{ unit_clean_price: number }>(`${url}-unit_clean_price`, 'dealer');
    expect(byPrice.length).toBeGreaterThan(2);
    const prices = byPrice.map((row) => row.unit_clean_price);
    expect(prices).toEqual(sortedCopy(prices, true));
    const byBond = await results<{ display_name: string }>(`${url}bond`, 'dealer');
    expect(byBond.map((row) => row.display_name)).toEqual(sortedCopy(byBond.map((row) => row.display_name)));
    for (const who of ['dealer', 'trader'] as const) {
      const bySide = await results<{ buy_or_sell: string }>(`${url}side`, who);
      expect(bySide.map((row) => row.buy_or_sell)).toEqual(sortedCopy(bySide.map((row) => row.buy_or_sell)));
      const byCounterparty = await results<{ counterparty_name: string | null }>(`${url}-counterparty`, who);
      const names = byCounterparty.map((row) => row.counterparty_name);
      expect(names).toEqual(sortedCopy(names, true));
    }
  });

  it('sorts the error reports by user and by page', async () => {
    for (const [who, url] of [
      ['dealer', '/dart'],
      ['viewer', '/client/transactions'],
      ['backoffice', '/inventory'],
    ] as const) {
      const reported = await server.app.inject({
        method: 'POST',
        url: '/api/error-reports/',
        headers: await server.authorizationOf(who),
        payload: { kind: 'error', message: `Broken on ${url}`, url },
      });
      expect(reported.statusCode, reported.body).toBe(201);
    }
    const byUser = await results<{ user_name: string }>('/api/error-reports/?ordering=user_name', 'opsadmin');
    expect(byUser.map((row) => row.user_name)).toEqual(sortedCopy(byUser.map((row) => row.user_name)));
    const byPage = await results<{ url: string }>('/api/error-reports/?ordering=-url', 'opsadmin');
    expect(byPage.map((row) => row.url)).toEqual(['/inventory', '/dart', '/client/transactions']);
  });

  it('refuses a column outside each list’s whitelist with a 400 naming `ordering`', async () => {
    for (const [url, who] of [
      ['/api/clients/ucc/?ordering=password', 'dealer'],
      ['/api/useraccounts/?ordering=roles', 'opsadmin'],
      ['/api/orders/unified/?ordering=owner_client_id', 'dealer'],
      ['/api/error-reports/?ordering=stack', 'opsadmin'],
      ['/api/orders/unified/?ordering=--id', 'dealer'],
    ] as const) {
      const response = await get(url, who);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json()), url).toEqual(['ordering']);
    }
  });
});
