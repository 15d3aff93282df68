import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildServer } from '../../src/app';
import { hashPassword } from '../../src/auth/passwords';
import { openDatabase, type DatabaseConnection } from '../../src/database/connection';
import { runMigrations } from '../../src/database/migrate';
import { clients, eois, userAccounts, users } from '../../src/database/schema/index';
import type { ApiApp } from '../../src/http/fastifyTypes';
import { demoAccounts, demoPassword } from '../../src/seed/demoAccounts';
import { instrumentCatalogue, type CatalogueInstrument } from '../../src/trading/instrumentCatalogue';
import { seedUniverseInstruments } from '../../src/universe/seedUniverse';
import { createTestDatabase, testConfig } from '../harness';
import { startPostgresCluster, type PostgresCluster } from '../postgresCluster';
import { marketHoursNow } from './tradingServer';

// The market list answers from open quotes held in memory (issue 12, finding 8). These tests fail if it
// ever answers from a stale copy: every change shows on the very next request, whoever made it.

interface MarketPage {
  count: number;
  results: { id: number; is_mine: boolean; client_name: string | null }[];
}

const thirdFirmEmail = 'dealer@tapti-cache.example';

async function signIn(app: ApiApp, email: string): Promise<{ authorization: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { email, password: demoPassword },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${email} failed: ${response.body}`);
  return { authorization: `Bearer ${response.json<{ access: string }>().access}` };
}

const emailOf = (key: string) => demoAccounts.find((account) => account.key === key)!.email;

async function marketOf(app: ApiApp, headers: { authorization: string }, query = ''): Promise<MarketPage> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/trade/d/market/?page_size=100${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MarketPage>();
}

function quotable(entry: CatalogueInstrument): boolean {
  return (
    entry.row.isListed && !entry.row.isDisabledIsin && entry.row.maturityDate > '2026-12-31' && !!entry.terms
  );
}

/** A public bid (or a bid private to `privateToFirm`) at the bond's reference yield; answers its id. */
async function createQuote(
  app: ApiApp,
  headers: { authorization: string },
  entry: CatalogueInstrument,
  options: { privateToFirm?: number; validityMinutes?: number } = {},
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/trade/eoi/',
    headers,
    payload: {
      finstrument_id: entry.row.id,
      quantum: entry.row.faceValue * 100,
      yield_stored: Math.round(entry.row.referenceYield * 1e4) / 1e6,
      fixed_field: 'yield',
      settlement_delta: 1,
      ...(options.privateToFirm === undefined
        ? {}
        : { oto_participant_details: { client_ids: [options.privateToFirm] } }),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function closeQuote(app: ApiApp, headers: { authorization: string }, id: number): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/trade/d/eoi/${id}/close/`,
    headers,
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
}

const ids = (page: MarketPage) => page.results.map((row) => row.id);

/** A third trading firm with one dealer, beside the demo's Meridian (dealer) and Kaveri (trader). */
async function addThirdFirm(database: DatabaseConnection): Promise<number> {
  const [firm] = await database.db
    .insert(clients)
    .values({
      name: 'Tapti Cache Securities Private Limited',
      brandName: 'Tapti Cache',
      clientType: 'CORP',
      clientMode: 'BROKING',
      clientSegment: 'NON_INSTITUTIONAL',
      allowedExchanges: ['NSE'],
      rfqExchanges: ['NSE'],
      stpExchanges: ['NSE'],
      nscclCode: 'T41100',
      verifiedAt: marketHoursNow,
      grantedRoles: ['user', 'clientdealer'],
    })
    .returning();
  const [user] = await database.db
    .insert(users)
    .values({
      email: thirdFirmEmail,
      firstName: 'Tapti',
      lastName: 'Dealer',
      passwordHash: await hashPassword(demoPassword),
      uniqueId: crypto.randomUUID(),
    })
    .returning();
  await database.db
    .insert(userAccounts)
    .values({ userId: user!.id, clientId: firm!.id, roles: ['clientdealer'] });
  return firm!.id;
}

describe('the market list held in memory, on one server', () => {
  let database: DatabaseConnection;
  let app: ApiApp;
  let clock = marketHoursNow;
  let bonds: CatalogueInstrument[];
  let dealer: { authorization: string };
  let trader: { authorization: string };
  let third: { authorization: string };
  let traderFirm: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await runMigrations(database.db);
    await seedUniverseInstruments(database.db, marketHoursNow, { instrumentCount: 200, historyDays: 10 });
    app = await buildServer({ config: testConfig(), database, now: () => clock });
    await app.ready();
    await addThirdFirm(database);
    bonds = (await instrumentCatalogue(database.db, marketHoursNow)).all.filter(quotable);
    dealer = await signIn(app, emailOf('dealer'));
    trader = await signIn(app, emailOf('trader'));
    third = await signIn(app, thirdFirmEmail);
    const [traderAccount] = await database.db
      .select({ clientId: userAccounts.clientId })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(eq(users.email, emailOf('trader')));
    traderFirm = traderAccount!.clientId;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('shows a quote created after the list was read, and drops it once closed', async () => {
    const before = await marketOf(app, trader);
    const id = await createQuote(app, dealer, bonds[0]!);
    const afterCreate = await marketOf(app, trader);
    expect(ids(afterCreate)[0]).toBe(id);
    expect(afterCreate.count).toBe(before.count + 1);
    await closeQuote(app, dealer, id);
    const afterClose = await marketOf(app, trader);
    expect(ids(afterClose)).not.toContain(id);
    expect(afterClose.count).toBe(before.count);
  });

  it('flags is_mine per caller from the one copy', async () => {
    const id = await createQuote(app, dealer, bonds[1]!);
    const asDealer = (await marketOf(app, dealer)).results.find((row) => row.id === id);
    const asTrader = (await marketOf(app, trader)).results.find((row) => row.id === id);
    expect(asDealer?.is_mine).toBe(true);
    expect(asTrader?.is_mine).toBe(false);
    expect((await marketOf(app, dealer, '&my_quotes=true')).results.map((row) => row.id)).toContain(id);
    expect((await marketOf(app, trader, '&my_quotes=true')).results.map((row) => row.id)).not.toContain(id);
  });

  it('drops a quote changed behind the server’s back, in SQL, on the next request', async () => {
    const id = await createQuote(app, dealer, bonds[2]!);
    expect(ids(await marketOf(app, trader))).toContain(id);
    await database.db.update(eois).set({ status: 'CLOSED' }).where(eq(eois.id, id));
    expect(ids(await marketOf(app, trader))).not.toContain(id);
    await database.db.update(eois).set({ status: 'OPEN' }).where(eq(eois.id, id));
    expect(ids(await marketOf(app, trader))).toContain(id);
  });

  it('drops a quote at its expiry with no write at all', async () => {
    const id = await createQuote(app, dealer, bonds[3]!);
    await database.db
      .update(eois)
      .set({ expiryDateStored: new Date(marketHoursNow.getTime() + 60_000) })
      .where(eq(eois.id, id));
    expect(ids(await marketOf(app, trader))).toContain(id);
    clock = new Date(marketHoursNow.getTime() + 60_000);
    try {
      expect(ids(await marketOf(app, trader))).not.toContain(id);
    } finally {
      clock = marketHoursNow;
    }
  });

  it('answers a repeated page from its held answer only while no expiry falls between, whichever way the clock moves', async () => {
    const id = await createQuote(app, dealer, bonds[4]!);
    const expiry = new Date(marketHoursNow.getTime() + 120_000);
    await database.db.update(eois).set({ expiryDateStored: expiry }).where(eq(eois.id, id));
    const first = await marketOf(app, trader);
    expect(await marketOf(app, trader)).toEqual(first);
    expect(ids(first)).toContain(id);
    try {
      clock = new Date(expiry.getTime() - 1);
      expect(ids(await marketOf(app, trader))).toContain(id);
      clock = expiry;
      expect(ids(await marketOf(app, trader))).not.toContain(id);
      // A clock set back (a test's, or a corrected one) lists the quote again.
      clock = marketHoursNow;
      expect(ids(await marketOf(app, trader))).toContain(id);
    } finally {
      clock = marketHoursNow;
    }
  });

  it('shows a renamed firm under its new name and finds it by that name', async () => {
    const id = await createQuote(app, dealer, bonds[4]!);
    expect(ids(await marketOf(app, trader, '&search=Renamed%20Meridian'))).not.toContain(id);
    const [dealerQuote] = await database.db.select().from(eois).where(eq(eois.id, id));
    await database.db
      .update(clients)
      .set({ brandName: 'Renamed Meridian' })
      .where(eq(clients.id, dealerQuote!.clientId));
    const found = await marketOf(app, trader, '&search=Renamed%20Meridian');
    expect(ids(found)).toContain(id);
    expect(found.results.find((row) => row.id === id)?.client_name).toBe('Renamed Meridian');
  });

  it('never lists a private quote, to its counterparty or to a third firm, warm or cold', async () => {
    const warm = await marketOf(app, third);
    const privateQuote = await createQuote(app, dealer, bonds[5]!, { privateToFirm: traderFirm });
    for (const caller of [third, trader, dealer]) {
      expect(ids(await marketOf(app, caller))).not.toContain(privateQuote);
      expect(ids(await marketOf(app, caller))).not.toContain(privateQuote);
    }
    expect((await marketOf(app, third)).count).toBe(warm.count);
    // The counterparty sees it where private runs are listed; the third firm does not.
    const runsOf = async (headers: { authorization: string }) =>
      (await app.inject({ method: 'GET', url: '/api/eoi/private-run/', headers }))
        .json<{ id: number }[]>()
        .map((row) => row.id);
    expect(await runsOf(trader)).toContain(privateQuote);
    expect(await runsOf(third)).not.toContain(privateQuote);
  });
});

describe('the market list held in memory, two servers on one PostgreSQL', () => {
  let cluster: PostgresCluster;
  const connections: DatabaseConnection[] = [];
  const apps: ApiApp[] = [];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const admin = new pg.Client({ connectionString: cluster.urlFor('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE bondkit_market_cache');
    await admin.end();
    for (let index = 0; index < 2; index += 1) {
      const database = await openDatabase({ databaseUrl: cluster.urlFor('bondkit_market_cache') });
      connections.push(database);
      if (index === 0) {
        await runMigrations(database.db);
        await seedUniverseInstruments(database.db, marketHoursNow, { instrumentCount: 200, historyDays: 10 });
      }
      const app = await buildServer({ config: testConfig(), database, now: () => marketHoursNow });
      await app.ready();
      apps.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const connection of connections) await connection.close();
    await cluster?.stop();
  });

  it("sees the other server's new and closed quotes on its very next request", async () => {
    const [one, two] = apps as [ApiApp, ApiApp];
    const dealerOnOne = await signIn(one, emailOf('dealer'));
    const traderOnTwo = await signIn(two, emailOf('trader'));
    const bonds = (await instrumentCatalogue(connections[0]!.db, marketHoursNow)).all.filter(quotable);
    const before = await marketOf(two, traderOnTwo);
    const id = await createQuote(one, dealerOnOne, bonds[0]!);
    const afterCreate = await marketOf(two, traderOnTwo);
    expect(ids(afterCreate)[0]).toBe(id);
    expect(afterCreate.count).toBe(before.count + 1);
    await marketOf(one, dealerOnOne);
    await closeQuote(one, dealerOnOne, id);
    expect(ids(await marketOf(two, traderOnTwo))).not.toContain(id);
    // And the other way round: server two writes, server one (warm) sees it.
    const dealerOnTwo = await signIn(two, emailOf('dealer'));
    const traderOnOne = await signIn(one, emailOf('trader'));
    await marketOf(one, traderOnOne);
    const second = await createQuote(two, dealerOnTwo, bonds[1]!);
    expect(ids(await marketOf(one, traderOnOne))[0]).toBe(second);
    await connections[1]!.db.execute(sql`UPDATE eois SET status = 'CLOSED' WHERE id = ${second}`);
    expect(ids(await marketOf(one, traderOnOne))).not.toContain(second);
  });
});
