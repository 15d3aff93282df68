import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instrumentCatalogue, type CatalogueInstrument } from '../../src/trading/instrumentCatalogue';
import { marketHoursNow, startTradingServer, type TradingTestServer } from './tradingServer';

let server: TradingTestServer;
beforeAll(async () => {
  server = await startTradingServer();
});
afterAll(async () => server?.close());

interface MarketRow {
  id: number;
  finstrument_id: number;
  maturity_date: string | null;
  rating: string | null;
  finstrument_type: string | null;
  is_preferred: boolean;
}

async function market(query: string) {
  return server.app.inject({
    method: 'GET',
    url: `/api/trade/d/market/?page_size=100${query}`,
    headers: await server.authorizationOf('dealer'),
  });
}

async function marketRows(query: string): Promise<MarketRow[]> {
  const response = await market(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: MarketRow[] }>().results;
}

function quotable(entry: CatalogueInstrument): boolean {
  return (
    entry.row.isListed && !entry.row.isDisabledIsin && entry.row.maturityDate > '2026-12-31' && !!entry.terms
  );
}

/** Puts a public bid on `entry` at its reference yield; returns the quote's id. */
async function quoteOn(entry: CatalogueInstrument): Promise<number> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/trade/eoi/',
    headers: await server.authorizationOf('dealer'),
    payload: {
      finstrument_id: entry.row.id,
      quantum: entry.row.faceValue * 100,
      yield_stored: Math.round(entry.row.referenceYield * 1e4) / 1e6,
      fixed_field: 'yield',
      settlement_delta: 1,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('GET api/trade/d/market/: rows and the quote sheet filters', () => {
  let tbill: CatalogueInstrument;
  let ordinary: CatalogueInstrument;
  let tbillQuote: number;
  let ordinaryQuote: number;

  beforeAll(async () => {
    const catalogue = await instrumentCatalogue(server.app.services.db, marketHoursNow);
    tbill = catalogue.all.find((entry) => entry.row.instrumentType === 'TBILL' && quotable(entry))!;
    ordinary = catalogue.all.find(
      (entry) =>
        entry.row.instrumentType !== 'TBILL' && !entry.row.isLiquid && entry.row.rating && quotable(entry),
    )!;
    expect(tbill).toBeDefined();
    expect(ordinary).toBeDefined();
    tbillQuote = await quoteOn(tbill);
    ordinaryQuote = await quoteOn(ordinary);
  });

  it("carries each bond's maturity, rating, finstrument type and preferred flag", async () => {
    const rows = await marketRows(`&finstrument_ids=${ordinary.row.id}&finstrument_ids=${tbill.row.id}`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ordinaryQuote)).toMatchObject({
      maturity_date: ordinary.row.maturityDate,
      rating: ordinary.row.rating,
      finstrument_type: 'Bond',
      is_preferred: false,
    });
    expect(byId.get(tbillQuote)).toMatchObject({
      maturity_date: tbill.row.maturityDate,
      finstrument_type: 'T-Bill',
      is_preferred: tbill.row.isLiquid,
    });
  });

  it('filters by finstrument ids, repeated or comma-separated', async () => {
    const repeated = await marketRows(`&finstrument_ids=${ordinary.row.id}&finstrument_ids=${tbill.row.id}`);
    expect(new Set(repeated.map((row) => row.finstrument_id))).toEqual(
      new Set([ordinary.row.id, tbill.row.id]),
    );
    const commas = await marketRows(`&finstrument_ids=${ordinary.row.id},${tbill.row.id}`);
    expect(commas.map((row) => row.id).sort()).toEqual(repeated.map((row) => row.id).sort());
    const one = await marketRows(`&finstrument_ids=${ordinary.row.id}`);
    expect(one.map((row) => row.id)).toContain(ordinaryQuote);
    expect(one.every((row) => row.finstrument_id === ordinary.row.id)).toBe(true);
    expect((await market('&finstrument_ids=abc')).statusCode).toBe(400);
  });

  it('filters by finstrument type', async () => {
    const bonds = await marketRows('&finstrument_type=Bond');
    expect(bonds.length).toBeGreaterThan(0);
    expect(bonds.every((row) => row.finstrument_type === 'Bond')).toBe(true);
    expect(bonds.map((row) => row.id)).not.toContain(tbillQuote);
    const bills = await marketRows('&finstrument_type=T-Bill');
    expect(bills.map((row) => row.id)).toContain(tbillQuote);
    expect(bills.every((row) => row.finstrument_type === 'T-Bill')).toBe(true);
    expect((await market('&finstrument_type=Share')).statusCode).toBe(400);
  });

  it('filters by the preferred flag', async () => {
    const preferred = await marketRows('&preferred=true');
    expect(preferred.length).toBeGreaterThan(0);
    expect(preferred.every((row) => row.is_preferred)).toBe(true);
    expect(preferred.map((row) => row.id)).not.toContain(ordinaryQuote);
    const all = await marketRows('&preferred=false');
    expect(all.some((row) => !row.is_preferred)).toBe(true);
  });

  it('matches the keyword against the ISIN and the rating, with the other filters', async () => {
    const byIsin = await marketRows(`&search=${ordinary.row.isin}`);
    expect(byIsin.map((row) => row.id)).toContain(ordinaryQuote);
    expect(byIsin.every((row) => row.finstrument_id === ordinary.row.id)).toBe(true);
    const byRating = await marketRows(
      `&search=${encodeURIComponent(ordinary.row.rating!)}&finstrument_ids=${ordinary.row.id}`,
    );
    expect(byRating.map((row) => row.id)).toContain(ordinaryQuote);
    const none = await marketRows(`&search=${ordinary.row.isin}&finstrument_type=T-Bill`);
    expect(none).toEqual([]);
  });
});

describe('GET api/trade/d/market/?eoi_ids: the rows a partial refresh names', () => {
  let first: CatalogueInstrument;
  let second: CatalogueInstrument;
  let firstQuote: number;
  let secondQuote: number;

  beforeAll(async () => {
    const catalogue = await instrumentCatalogue(server.app.services.db, marketHoursNow);
    const candidates = catalogue.all.filter(
      (entry) => entry.row.instrumentType !== 'TBILL' && entry.row.rating && quotable(entry),
    );
    [first, second] = [candidates[3]!, candidates[4]!];
    firstQuote = await quoteOn(first);
    secondQuote = await quoteOn(second);
  });

  it('answers only the quotes asked for, repeated or comma-separated', async () => {
    const one = await marketRows(`&eoi_ids=${firstQuote}`);
    expect(one.map((row) => row.id)).toEqual([firstQuote]);
    const repeated = await marketRows(`&eoi_ids=${firstQuote}&eoi_ids=${secondQuote}`);
    expect(repeated.map((row) => row.id).sort()).toEqual([firstQuote, secondQuote].sort());
    const commas = await marketRows(`&eoi_ids=${firstQuote},${secondQuote}`);
    expect(commas.map((row) => row.id).sort()).toEqual([firstQuote, secondQuote].sort());
  });

  it("applies the sheet's other filters too, so a quote that no longer matches is not answered", async () => {
    const rows = await marketRows(`&eoi_ids=${firstQuote},${secondQuote}&finstrument_ids=${second.row.id}`);
    expect(rows.map((row) => row.id)).toEqual([secondQuote]);
    expect(await marketRows(`&eoi_ids=${firstQuote}&search=${second.row.isin}`)).toEqual([]);
  });

  it('leaves out a quote that is no longer open', async () => {
    const quote = await quoteOn(first);
    expect((await marketRows(`&eoi_ids=${quote}`)).map((row) => row.id)).toEqual([quote]);
    const expired = await server.app.inject({
      method: 'POST',
      url: `/api/eoi/expire/${quote}/`,
      headers: await server.authorizationOf('dealer'),
      payload: {},
    });
    expect(expired.statusCode, expired.body).toBe(200);
    expect(await marketRows(`&eoi_ids=${quote},${firstQuote}`)).toEqual([
      expect.objectContaining({ id: firstQuote }),
    ]);
  });

  it('refuses ids that are not positive integers, and more than 500, with a field error', async () => {
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const response = await market(`&eoi_ids=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('A valid integer is required.');
    }
    const many = Array.from({ length: 501 }, (_, index) => index + 1).join(',');
    const response = await market(`&eoi_ids=${many}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('no more than 500 elements');
  });
});
