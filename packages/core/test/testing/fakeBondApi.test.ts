import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, createBondClient } from '../../src/index';
import { bondSchema } from '../../src/internal/index';
import { priceFromYield } from '../../src/pricing/priceFromYield';
import { termsOfBond } from '../../src/testing/fakeBondPricing';
import {
  createDemoBonds,
  createFakeBondApi,
  createFakeBondClient,
  fakeDemoPassword,
} from '../../src/testing/index';

const dealer = { email: 'dealer@bondkit.test', password: fakeDemoPassword };

afterEach(() => {
  vi.useRealTimers();
});

describe('createFakeBondApi', () => {
  it('serves bond search and price info that match the client schemas', async () => {
    const { client } = createFakeBondClient();
    const { finstruments } = await client.market.getFinstrumentList({ searchKey: 'demo', limit: 3 });
    expect(finstruments).toHaveLength(3);
    for (const bond of finstruments) expect(bondSchema.safeParse(bond).success).toBe(true);
    expect(await client.market.getFinstrumentPriceInfo(1)).toMatchObject({ can_be_priced: true });
    expect(await client.market.getFinstrumentPriceInfo(5)).toMatchObject({ can_be_priced: false });
  });

  it('prices from a yield and from a price on the real engine, and rejects a settlement date with a delta', async () => {
    const { client } = createFakeBondClient();
    const higherYield = await client.market.getPriceInfo(1, { fixed_field: 'yield', bond_yield: 0.08 });
    // The engine's price of the demo bond's terms (7.50% annual, corporate) at 8%, rounded as the server does.
    const terms = termsOfBond(createDemoBonds()[0]!);
    const settlementDate = higherYield.price.settlement_date!;
    expect(higherYield.price.unit_clean_price).toBe(
      Number(priceFromYield(terms, { yield: 8, settlementDate }).cleanPrice.toFixed(4)),
    );
    const fromPrice = await client.market.getPriceInfo(1, {
      fixed_field: 'price',
      clean_price: higherYield.price.unit_clean_price!,
    });
    expect(fromPrice.price.bond_yield).toBeCloseTo(0.08, 5);
    const error = await client.market
      .getPriceInfo(1, {
        fixed_field: 'yield',
        bond_yield: 0.07,
        settlement_date: '2025-01-03',
        settlement_delta: 1,
      })
      .catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && error.status).toBe(400);
  });

  it('creates EOIs for a signed-in user and answers field errors for bad payloads', async () => {
    const { client } = createFakeBondClient();
    await client.signIn(dealer);
    const created = await client.quotes.createEoi({
      finstrument_id: 1,
      quantum: 1_000_000,
      quote_type: 'ASK',
      unit_price_stored: 99.5,
    } as never);
    expect(created).toMatchObject({
      finstrument_id: 1,
      quote_type: 'ASK',
      state: 'DEFAULT',
      unit_price_stored: 99.5,
    });
    expect(await client.quotes.listEois({ finstrument_id: 1 })).toHaveLength(1);
    expect((await client.quotes.listMarketQuotes()).count).toBe(1);
    const error = await client.quotes
      .createEoi({ finstrument_id: 1, quantum: 0 } as never)
      .catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && Object.keys(error.fieldErrors)).toContain('quantum');
  });

  it('filters the market list as the reference server does, with the same row fields', async () => {
    const { client } = createFakeBondClient();
    await client.signIn(dealer);
    for (const finstrument_id of [1, 2, 3]) {
      await client.quotes.createEoi({ finstrument_id, quantum: 1_000_000, yield_stored: 0.07 } as never);
    }
    const ids = async (filters: Parameters<typeof client.quotes.listMarketQuotes>[0]) =>
      (await client.quotes.listMarketQuotes(filters)).results.map((row) => row.finstrument_id);
    // The server's order: the latest change first.
    expect(await ids({})).toEqual([3, 2, 1]);
    expect(await ids({ search: 'power grid' })).toEqual([2]);
    expect(await ids({ search: 'IN0020240012' })).toEqual([3]);
    expect(await ids({ finstrument_ids: [1, 3] })).toEqual([3, 1]);
    expect(await ids({ preferred: true })).toEqual([3]);
    expect(await ids({ finstrument_type: 'Bond', search: 'housing' })).toEqual([1]);
    const [row] = (await client.quotes.listMarketQuotes({ finstrument_ids: [3] })).results;
    expect(row).toMatchObject({ maturity_date: '2037-07-24', rating: 'SOV', finstrument_type: 'Bond' });
  });

  it('hides market quotes from users without trade access', async () => {
    const { client } = createFakeBondClient();
    await client.signIn(dealer);
    await client.quotes.createEoi({ finstrument_id: 2, quantum: 500_000 } as never);
    await client.signOut();
    await client.signIn({ email: 'researcher@bondkit.test', password: fakeDemoPassword });
    expect((await client.quotes.listMarketQuotes()).results).toEqual([]);
  });

  it('answers 401 on demand, and the client refreshes and retries through it', async () => {
    const { client, api } = createFakeBondClient();
    await client.signIn(dealer);
    api.expireAccessTokens();
    await expect(client.auth.getSession()).resolves.toMatchObject({ user_info: { email: dealer.email } });
    expect(api.requests.slice(-3).map((request) => request.path)).toEqual([
      'api/session/',
      'api/token/refresh/',
      'api/session/',
    ]);
  });

  it('injects HTTP and network failures for matching requests only, as many times as asked', async () => {
    const { client, api } = createFakeBondClient();
    api.failNext({ path: /^api\/finstrument\//, method: 'GET', status: 503, times: 2 });
    await expect(client.market.getFinstrument(1)).rejects.toSatisfy(
      (error: unknown) => ApiError.isInstance(error) && error.status === 503,
    );
    await expect(client.market.getFinstrument(1)).resolves.toMatchObject({ id: 1 });
    api.failNext({ path: 'api/finstrument/1/', status: 'network' });
    await expect(client.market.getFinstrument(1)).rejects.toSatisfy((error: unknown) =>
      NetworkError.isInstance(error),
    );
  });

  it('waits the configured latency before answering', async () => {
    vi.useFakeTimers();
    const api = createFakeBondApi({ latencyMs: 500 });
    const client = createBondClient({
      apiBase: 'https://fake',
      fetch: api.fetch,
      visibility: () => () => {},
    });
    let settled = false;
    const pending = client.market.getFinstrument(1).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBe(true);
  });

  it('answers 404 for paths it does not implement and 405 for wrong methods', async () => {
    const api = createFakeBondApi();
    expect((await api.fetch('https://fake/api/unknown/')).status).toBe(404);
    expect((await api.fetch('https://fake/api/token/')).status).toBe(405);
  });

  it('serves the build files and deploys new builds on demand', async () => {
    const { client, api } = createFakeBondClient();
    expect(await client.build.getVersion()).toEqual({ version: 'fake-build-1' });
    api.setBuildVersion('fake-build-2');
    expect(await client.build.getLatest()).toEqual({ version: 'fake-build-2' });
  });

  it('rotates refresh tokens: a spent one is refused', async () => {
    const { client, api } = createFakeBondClient();
    await client.signIn(dealer);
    const first = client.tokenStore.get()?.refresh;
    await client.refreshSession();
    const answer = await api.fetch('https://fake/api/token/refresh/', {
      method: 'POST',
      body: JSON.stringify({ refresh: first }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(401);
  });
});
