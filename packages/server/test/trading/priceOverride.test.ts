import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/database/schema/index';
import { startTradingServer, type TradingTestServer } from './tradingServer';

let server: TradingTestServer;
beforeAll(async () => {
  server = await startTradingServer();
});
afterAll(async () => server?.close());

type Who = Parameters<TradingTestServer['authorizationOf']>[0] | null;

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, who: Who, payload?: object) {
  return server.app.inject({
    method,
    url,
    headers: who === null ? {} : await server.authorizationOf(who),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Meridian, the dealer's firm: whether its dealers may override a computed price. */
async function setMeridianOverride(allowed: boolean) {
  await server.database.db
    .update(clients)
    .set({ allowPriceModification: allowed })
    .where(eq(clients.website, 'meridiancapital.in'));
}

interface QuoteView {
  id: number;
  unit_price_stored: number | null;
  yield_stored: number | null;
  fixed_field: string | null;
  price_overridden: boolean;
}

describe('price override (spec section 6: dealers, at a firm that allows it)', () => {
  let bondId: number;
  let marketYield: number;
  let computedPrice: number;

  beforeAll(async () => {
    const search = await call('GET', '/api/finstrument/search/?search_key=GS%202033', 'dealer');
    bondId = search.json<{ finstruments: { id: number }[] }>().finstruments[0]!.id;
    const info = await call('GET', `/api/finstrument/${bondId}/price-info/`, 'dealer');
    const price = info.json<{ price: { unit_clean_price: number; bond_yield: number } }>().price;
    marketYield = price.bond_yield;
    computedPrice = price.unit_clean_price;
  });

  async function allowsModification(who: Who): Promise<boolean> {
    const info = await call('GET', `/api/finstrument/${bondId}/price-info/`, who);
    return info.json<{ allow_price_modification: boolean }>().allow_price_modification;
  }

  function overriddenQuote(price: number) {
    return {
      finstrument_id: bondId,
      quantum: 50_000_000,
      yield_stored: marketYield,
      unit_price_stored: price,
      fixed_field: 'yield',
      price_overridden: true,
    };
  }

  it('price info allows modification to a dealer only, and only while the firm allows it', async () => {
    expect(await allowsModification('dealer')).toBe(true);
    expect(await allowsModification('viewer')).toBe(false);
    expect(await allowsModification(null)).toBe(false);
    await setMeridianOverride(false);
    try {
      expect(await allowsModification('dealer')).toBe(false);
      // Kaveri's dealer is at another firm, whose setting is unchanged.
      expect(await allowsModification('trader')).toBe(true);
    } finally {
      await setMeridianOverride(true);
    }
  });

  it('stores a dealer’s overridden price beside its yield and returns the flag', async () => {
    const overridePrice = Math.round((computedPrice + 0.5) * 1e4) / 1e4;
    const created = await call('POST', '/api/trade/eoi/', 'dealer', overriddenQuote(overridePrice));
    expect(created.statusCode).toBe(201);
    expect(created.json<QuoteView>()).toMatchObject({
      unit_price_stored: overridePrice,
      yield_stored: marketYield,
      fixed_field: 'yield',
      price_overridden: true,
    });
    const mine = await call('GET', '/api/trade/d/market/?my_quotes=true&page_size=100', 'dealer');
    const listed = mine
      .json<{ results: QuoteView[] }>()
      .results.find((row) => row.id === created.json<QuoteView>().id);
    expect(listed).toMatchObject({ unit_price_stored: overridePrice, price_overridden: true });
  });

  it('without the flag, a price sent beside a fixed yield is recomputed from the yield', async () => {
    const { price_overridden: _flag, ...plain } = overriddenQuote(computedPrice + 0.5);
    const created = await call('POST', '/api/trade/eoi/', 'dealer', plain);
    expect(created.statusCode).toBe(201);
    const quote = created.json<QuoteView>();
    expect(quote.price_overridden).toBe(false);
    expect(quote.unit_price_stored).toBeCloseTo(computedPrice, 3);
  });

  it('refuses an override (403, nothing stored) from a dealer whose firm does not allow it', async () => {
    const before = await call('GET', '/api/trade/d/market/?my_quotes=true', 'dealer');
    await setMeridianOverride(false);
    try {
      const refused = await call('POST', '/api/trade/eoi/', 'dealer', overriddenQuote(computedPrice + 0.5));
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ detail: string }>().detail).toMatch(/^You may not override the price/);
      // The same quote at the computed price is still welcome.
      const { price_overridden: _flag, ...plain } = overriddenQuote(computedPrice);
      expect((await call('POST', '/api/trade/eoi/', 'dealer', plain)).statusCode).toBe(201);
    } finally {
      await setMeridianOverride(true);
    }
    const after = await call('GET', '/api/trade/d/market/?my_quotes=true', 'dealer');
    expect(after.json<{ count: number }>().count).toBe(before.json<{ count: number }>().count + 1);
  });

  it('refuses a quote from a user without the dealer role (403)', async () => {
    const refused = await call('POST', '/api/trade/eoi/', 'viewer', overriddenQuote(computedPrice + 0.5));
    expect(refused.statusCode).toBe(403);
  });

  it('refuses an override without the yield it overrides (400, in the field’s words)', async () => {
    const { yield_stored: _yield, ...withoutYield } = overriddenQuote(computedPrice + 0.5);
    const refused = await call('POST', '/api/trade/eoi/', 'dealer', withoutYield);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      yield_stored: ['An overridden price needs the price and the yield it overrides.'],
    });
  });

  it('an update overrides only with the permission, and a new yield without the flag ends the override', async () => {
    const { price_overridden: _flag, ...plain } = overriddenQuote(computedPrice);
    const quote = (await call('POST', '/api/trade/eoi/', 'dealer', plain)).json<QuoteView>();
    const overridePrice = Math.round((computedPrice - 0.25) * 1e4) / 1e4;

    await setMeridianOverride(false);
    try {
      const refused = await call('PUT', `/api/eoi/update/${quote.id}/`, 'dealer', {
        unit_price_stored: overridePrice,
        price_overridden: true,
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await setMeridianOverride(true);
    }

    const overridden = await call('PUT', `/api/eoi/update/${quote.id}/`, 'dealer', {
      unit_price_stored: overridePrice,
      price_overridden: true,
    });
    expect(overridden.statusCode).toBe(200);
    expect(overridden.json<QuoteView>()).toMatchObject({
      unit_price_stored: overridePrice,
      yield_stored: marketYield,
      price_overridden: true,
    });

    // A quantum change keeps the override; a new yield is priced afresh.
    const resized = await call('PUT', `/api/eoi/update/${quote.id}/`, 'dealer', { quantum: 20_000_000 });
    expect(resized.json<QuoteView>()).toMatchObject({
      unit_price_stored: overridePrice,
      price_overridden: true,
    });
    const newYield = Math.round((marketYield + 0.0001) * 1e6) / 1e6;
    const repriced = (
      await call('PUT', `/api/eoi/update/${quote.id}/`, 'dealer', { yield_stored: newYield })
    ).json<QuoteView>();
    expect(repriced.price_overridden).toBe(false);
    expect(repriced.yield_stored).toBe(newYield);
    expect(repriced.unit_price_stored).not.toBe(overridePrice);
    expect(repriced.unit_price_stored).toBeLessThan(computedPrice);
  });

  it("an ops admin reads and sets the firm's setting; the firm's dealers follow it at once", async () => {
    const read = await call('GET', '/api/client/trading-settings/', 'opsadmin');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ allow_price_modification: true });
    // Only ops admins: a dealer may not grant himself the override.
    expect(
      (await call('PATCH', '/api/client/trading-settings/', 'dealer', { allow_price_modification: true }))
        .statusCode,
    ).toBe(403);
    const bad = await call('PATCH', '/api/client/trading-settings/', 'opsadmin', {
      allow_price_modification: 'yes',
    });
    expect(bad.statusCode).toBe(400);

    const off = await call('PATCH', '/api/client/trading-settings/', 'opsadmin', {
      allow_price_modification: false,
    });
    try {
      expect(off.json()).toEqual({ allow_price_modification: false });
      expect(await allowsModification('dealer')).toBe(false);
      const refused = await call('POST', '/api/trade/eoi/', 'dealer', overriddenQuote(computedPrice + 0.5));
      expect(refused.statusCode).toBe(403);
    } finally {
      await call('PATCH', '/api/client/trading-settings/', 'opsadmin', { allow_price_modification: true });
    }
    expect(await allowsModification('dealer')).toBe(true);
  });
});
