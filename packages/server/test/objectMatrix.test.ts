import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildServer } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import type { DatabaseConnection } from '../src/database/connection';
import { rowsOf, runMigrations } from '../src/database/migrate';
import { clients, inventoryPositions, uccRecords, userAccounts, users } from '../src/database/schema/index';
import type { ApiApp } from '../src/http/fastifyTypes';
import { demoAccounts, demoPassword } from '../src/seed/demoAccounts';
import { seedUniverseInstruments } from '../src/universe/seedUniverse';
import { surveillanceDemoChannelUrls } from '../src/seed/seedSurveillanceDemo';
import { createTestDatabase, testConfig } from './harness';
import { marketHoursNow } from './trading/tradingServer';

/**
 * The object-level matrix (issue 12): objects owned by firm A (Meridian) — a public quote, a quote private
 * to B (Kaveri), one private to C (a third trading firm made here), and a negotiation between A and B —
 * and A's orders, members, clients, UCC records, holdings and participants, each acted on by every action
 * as a caller from A, B, C and as nobody. Exactly the allowed cells succeed; every other cell answers its
 * refusal (404 when the caller may not see the object, 403 when it may see but not act, 400 for its own
 * quote, 401 anonymous) and writes nothing.
 */

type Firm = 'A' | 'B' | 'C';
type Caller = Firm | 'anonymous';
const callers: readonly Caller[] = ['A', 'B', 'C', 'anonymous'];
/** Which account of a firm acts: its dealer, its ops admin, or its compliance officer. */
type Seat = 'dealer' | 'admin' | 'compliance';

let app: ApiApp;
let database: DatabaseConnection;
let bondId: number;
const firmIds = {} as Record<Firm, number>;
const credentials = new Map<string, { email: string; password: string }>();
const tokens = new Map<string, Promise<string>>();

async function addFirmMember(clientId: number, email: string, roles: string[]): Promise<void> {
  const [user] = await database.db
    .insert(users)
    .values({
      email,
      firstName: email.split('@')[0]!,
      lastName: 'Test',
      passwordHash: await hashPassword(demoPassword),
      uniqueId: randomUUID(),
    })
    .returning();
  await database.db.insert(userAccounts).values({ userId: user!.id, clientId, roles });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.db);
  await seedUniverseInstruments(database.db, marketHoursNow, { instrumentCount: 200, historyDays: 10 });
  app = await buildServer({ config: testConfig(), database, now: () => marketHoursNow });
  await app.ready();
  const firmOf = async (prefix: string) =>
    (
      await database.db
        .select()
        .from(clients)
        .where(sql`${clients.name} LIKE ${prefix + '%'}`)
    )[0]!.id;
  firmIds.A = await firmOf('Meridian Capital');
  firmIds.B = await firmOf('Kaveri Asset');
  const [third] = await database.db
    .insert(clients)
    .values({
      name: 'Tapti Securities Private Limited',
      brandName: 'Tapti Securities',
      clientType: 'CORP',
      clientMode: 'BROKING',
      clientSegment: 'NON_INSTITUTIONAL',
      allowedExchanges: ['NSE'],
      rfqExchanges: ['NSE'],
      stpExchanges: ['NSE'],
      nscclCode: 'T31410',
      verifiedAt: marketHoursNow,
      grantedRoles: ['user', 'clientdealer', 'clientopsadmin', 'complianceofficer'],
      // Premium like A and B: this matrix is about whose objects a firm reaches, not plans (premiumPlans.test.ts).
      plan: 'premium',
    })
    .returning();
  firmIds.C = third!.id;
  await addFirmMember(firmIds.C, 'dealer@tapti.example', ['clientdealer']);
  await addFirmMember(firmIds.C, 'admin@tapti.example', ['clientopsadmin']);
  // Kaveri has no ops admin in the demo; B's seat for member actions.
  await database.db
    .update(clients)
    .set({ grantedRoles: sql`${clients.grantedRoles} || '["clientopsadmin"]'::jsonb` })
    .where(eq(clients.id, firmIds.B));
  await addFirmMember(firmIds.B, 'admin@kaveri.example', ['clientopsadmin']);
  // Compliance officers of B and C, for the surveillance cells (A's is the demo compliance@).
  await database.db
    .update(clients)
    .set({ grantedRoles: sql`${clients.grantedRoles} || '["complianceofficer"]'::jsonb` })
    .where(eq(clients.id, firmIds.B));
  await addFirmMember(firmIds.B, 'compliance@kaveri.example', ['complianceofficer']);
  await addFirmMember(firmIds.C, 'compliance@tapti.example', ['complianceofficer']);
  const demo = (key: string) => demoAccounts.find((account) => account.key === key)!.email;
  for (const [key, email] of [
    ['A:dealer', demo('dealer')],
    ['A:admin', demo('opsadmin')],
    ['B:dealer', demo('trader')],
    ['B:admin', 'admin@kaveri.example'],
    ['C:dealer', 'dealer@tapti.example'],
    ['C:admin', 'admin@tapti.example'],
    ['A:compliance', demo('compliance')],
    ['B:compliance', 'compliance@kaveri.example'],
    ['C:compliance', 'compliance@tapti.example'],
  ] as const)
    credentials.set(key, { email, password: demoPassword });
  const bonds = await call('GET', '/api/trade/finstrument/', 'A');
  bondId = bonds
    .json<{ id: number; contract_parameters: { face_value: number } }[]>()
    .find((bond) => bond.contract_parameters.face_value === 100)!.id;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function headersOf(caller: Caller, seat: Seat): Promise<Record<string, string>> {
  if (caller === 'anonymous') return {};
  const key = `${caller}:${seat}`;
  let token = tokens.get(key);
  if (!token) {
    const { email, password } = credentials.get(key)!;
    token = app
      .inject({ method: 'POST', url: '/api/token/', payload: { email, password } })
      .then((response) => {
        if (response.statusCode !== 200) throw new Error(`Sign-in of ${key} failed: ${response.body}`);
        return response.json<{ access: string }>().access;
      });
    tokens.set(key, token);
  }
  return { authorization: `Bearer ${await token}` };
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  caller: Caller,
  payload?: object,
  seat: Seat = 'dealer',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: await headersOf(caller, seat),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A holds ₹1 crore of the matrix's bond; B and C hold none of it. */
async function holdOnlyInA(): Promise<void> {
  await database.db
    .delete(inventoryPositions)
    .where(
      and(eq(inventoryPositions.instrumentId, bondId), sql`${inventoryPositions.clientId} <> ${firmIds.A}`),
    );
  await database.db
    .insert(inventoryPositions)
    .values({ clientId: firmIds.A, instrumentId: bondId, quantity: 10_000_000, valuationCost: 99 })
    .onConflictDoUpdate({
      target: [inventoryPositions.clientId, inventoryPositions.instrumentId],
      set: { quantity: 10_000_000 },
    });
}

async function created<T = { id: number }>(response: LightMyRequestResponse): Promise<T> {
  if (response.statusCode >= 300) throw new Error(`Fixture failed: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** Everything the actions could change, as one digest: a refused call must leave it as it was. */
async function writtenState(): Promise<string> {
  const tables = ['eois', 'clusters', 'orders', 'inventory_positions', 'trade_prints', 'user_accounts'];
  const parts: string[] = [];
  for (const table of tables) {
    const result = await database.db.execute(
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS digest FROM ${table} t`),
    );
    parts.push(String(rowsOf(result)[0]!.digest));
  }
  const reviews = await database.db.execute(
    sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.client_id, t.alert_id), '')) AS digest FROM surveillance_alert_reviews t`,
  );
  parts.push(String(rowsOf(reviews)[0]!.digest));
  for (const table of ['clients', 'ucc_records', 'surveillance_audit_events']) {
    const result = await database.db.execute(
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS digest FROM ${table} t`),
    );
    parts.push(String(rowsOf(result)[0]!.digest));
  }
  return parts.join(',');
}

const quantum = 1_000_000;
const price = 100.25;

/** A's quotes: public, private to B, private to C. */
async function quoteOfA(kind: 'public' | 'privateToB' | 'privateToC'): Promise<number> {
  const details =
    kind === 'privateToB'
      ? { oto_participant_details: { client_id: firmIds.B } }
      : kind === 'privateToC'
        ? { oto_participant_details: { client_ids: [firmIds.C] } }
        : {};
  return (
    await created(
      await call('POST', '/api/trade/eoi/', 'A', {
        finstrument_id: bondId,
        quantum,
        quote_type: 'ASK',
        unit_price_stored: price,
        ...details,
      }),
    )
  ).id;
}

/** A negotiation between A and B: A's public ask, B's response, A's counter. */
async function negotiationOfAAndB(): Promise<{ clusterId: number; responseOfB: number; counterOfA: number }> {
  const ask = await quoteOfA('public');
  const response = await created<{ id: number; cluster_id: number }>(
    await call('POST', '/api/eoi/add/', 'B', {
      finstrument_id: bondId,
      quantum,
      respond_eoi_id: ask,
      unit_price_stored: 100.1,
    }),
  );
  const counter = await created(
    await call('POST', '/api/eoi/add-negotiation/', 'A', {
      finstrument_id: bondId,
      quantum,
      respond_eoi_id: response.id,
      unit_price_stored: 100.2,
    }),
  );
  return { clusterId: response.cluster_id, responseOfB: response.id, counterOfA: counter.id };
}

/** A caller's own open bid on the bond, to close against another quote. */
async function ownBid(caller: Caller): Promise<number> {
  if (caller === 'anonymous') return 1;
  return (
    await created(
      await call('POST', '/api/trade/eoi/', caller, {
        finstrument_id: bondId,
        quantum,
        quote_type: 'BID',
        unit_price_stored: 99,
      }),
    )
  ).id;
}

/** The accept body matching what the negotiation shows at a quote's price. */
async function acceptBody(clusterId: number, unitPrice: number) {
  const view = await call('GET', `/api/cluster/${clusterId}/?price=${unitPrice}`, 'A');
  const atPrice = view.json<{ at_price: { bond_yield: number; total_accrued_interest: number } }>().at_price;
  return {
    bond_yield: atPrice.bond_yield,
    unit_clean_price: unitPrice,
    total_accrued_interest: atPrice.total_accrued_interest,
    exchange: 'NSE',
  };
}

interface Cell {
  entity: string;
  object: string;
  action: string;
  /** Expected status per caller. */
  expected: Record<Caller, number>;
  /** Builds the object (fresh for each cell), then acts on it as the caller. */
  run(caller: Caller): Promise<{ prepare?: () => Promise<void>; act: () => Promise<LightMyRequestResponse> }>;
  /** For reads: whether the answer must show the object (checked when the status is a success). */
  shows?: (response: LightMyRequestResponse, caller: Caller) => boolean | null;
}

const quoteKinds = ['public', 'privateToB', 'privateToC', 'negotiationAB'] as const;
type QuoteKind = (typeof quoteKinds)[number];

/** A's quote of a kind; for the negotiation, A's counter in it. */
async function quoteObject(kind: QuoteKind): Promise<number> {
  return kind === 'negotiationAB' ? (await negotiationOfAAndB()).counterOfA : quoteOfA(kind);
}

/** Who may see (and so answer) A's quote of each kind: A itself sees it but cannot answer (400). */
const answerStatus = (created: number): Record<QuoteKind, Record<Caller, number>> => ({
  public: { A: 400, B: created, C: created, anonymous: 401 },
  privateToB: { A: 400, B: created, C: 404, anonymous: 401 },
  privateToC: { A: 400, B: 404, C: created, anonymous: 401 },
  negotiationAB: { A: 400, B: created, C: 404, anonymous: 401 },
});
const ownerOnly = (success: number): Record<Caller, number> => ({
  A: success,
  B: 404,
  C: 404,
  anonymous: 401,
});

const cells: Cell[] = [];
for (const kind of quoteKinds) {
  cells.push(
    {
      entity: 'quote',
      object: kind,
      action: 'respond (POST api/eoi/add/ respond_eoi_id)',
      expected: answerStatus(201)[kind],
      async run(caller) {
        const quote = await quoteObject(kind);
        return {
          act: () =>
            call('POST', '/api/eoi/add/', caller, {
              finstrument_id: bondId,
              quantum,
              respond_eoi_id: quote,
              unit_price_stored: 100,
            }),
        };
      },
    },
    {
      entity: 'quote',
      object: kind,
      action: 'close against (PUT api/trade/d/eoi/{own}/close/ opposing_eoi)',
      expected: answerStatus(200)[kind],
      async run(caller) {
        const quote = await quoteObject(kind);
        const mine = await ownBid(caller);
        return {
          act: () =>
            call('PUT', `/api/trade/d/eoi/${mine}/close/`, caller, { opposing_eoi: quote, confirm: true }),
        };
      },
    },
    {
      entity: 'quote',
      object: kind,
      action: 'update (PUT api/eoi/update/{id}/)',
      expected: ownerOnly(200),
      async run(caller) {
        const quote = await quoteObject(kind);
        return { act: () => call('PUT', `/api/eoi/update/${quote}/`, caller, { quantum: 2 * quantum }) };
      },
    },
    {
      entity: 'quote',
      object: kind,
      action: 'withdraw (PUT api/trade/d/eoi/{id}/close/)',
      expected: ownerOnly(200),
      async run(caller) {
        const quote = await quoteObject(kind);
        return { act: () => call('PUT', `/api/trade/d/eoi/${quote}/close/`, caller, {}) };
      },
    },
    {
      entity: 'quote',
      object: kind,
      action: 'expire (POST api/eoi/expire/{id}/)',
      expected: ownerOnly(200),
      async run(caller) {
        const quote = await quoteObject(kind);
        return { act: () => call('POST', `/api/eoi/expire/${quote}/`, caller, {}) };
      },
    },
  );
}

// Private runs list a private quote to its firm and to the firms it was sent to, nobody else.
for (const kind of ['privateToB', 'privateToC'] as const) {
  let quote = 0;
  cells.push({
    entity: 'quote',
    object: kind,
    action: 'read in private runs (GET api/eoi/private-run/)',
    expected: { A: 200, B: 200, C: 200, anonymous: 401 },
    async run(caller) {
      quote = await quoteOfA(kind);
      return { act: () => call('GET', '/api/eoi/private-run/', caller) };
    },
    shows: (response, caller) => {
      const listed = response.json<{ id: number }[]>().some((row) => row.id === quote);
      const allowed = caller === 'A' || (kind === 'privateToB' ? caller === 'B' : caller === 'C');
      return listed === allowed;
    },
  });
}

// Market depth aggregates PUBLIC and RFQ quotes only: a private quote's level shows to nobody, not even A.
cells.push({
  entity: 'quote',
  object: 'privateToB',
  action: 'read in market depth (GET api/quote/depth/)',
  expected: { A: 200, B: 200, C: 200, anonymous: 401 },
  async run(caller) {
    await created(
      await call('POST', '/api/trade/eoi/', 'A', {
        finstrument_id: bondId,
        quantum,
        quote_type: 'ASK',
        unit_price_stored: 100.77,
        oto_participant_details: { client_id: firmIds.B },
      }),
    );
    return { act: () => call('GET', `/api/quote/depth/?finstrument_id=${bondId}`, caller) };
  },
  shows: (response) =>
    !response
      .json<{ asks: { unit_clean_price: number | null }[] }>()
      .asks.some((level) => level.unit_clean_price === 100.77),
});

const partiesOnly = (success: number): Record<Caller, number> => ({
  A: success,
  B: success,
  C: 404,
  anonymous: 401,
});
cells.push(
  {
    entity: 'negotiation',
    object: 'negotiationAB',
    action: 'read (GET api/trade/cluster/{id}/)',
    expected: partiesOnly(200),
    async run(caller) {
      const { clusterId } = await negotiationOfAAndB();
      return { act: () => call('GET', `/api/trade/cluster/${clusterId}/`, caller) };
    },
  },
  {
    entity: 'negotiation',
    object: 'negotiationAB',
    action: 'read at a price (GET api/cluster/{id}/?price=)',
    expected: partiesOnly(200),
    async run(caller) {
      const { clusterId } = await negotiationOfAAndB();
      return { act: () => call('GET', `/api/cluster/${clusterId}/?price=100`, caller) };
    },
  },
  {
    entity: 'negotiation',
    object: 'negotiationAB',
    action: "accept the other side's quote (POST api/cluster/{id}/accept/?lsId=)",
    expected: partiesOnly(200),
    async run(caller) {
      const { clusterId, responseOfB, counterOfA } = await negotiationOfAAndB();
      // A accepts B's response; B and the third firm try A's counter.
      const [quote, unitPrice] = caller === 'A' ? [responseOfB, 100.1] : [counterOfA, 100.2];
      const body = await acceptBody(clusterId, unitPrice);
      return { act: () => call('POST', `/api/cluster/${clusterId}/accept/?lsId=${quote}`, caller, body) };
    },
  },
  {
    entity: 'negotiation',
    object: 'negotiationAB',
    action: "counter the other side's quote (POST api/eoi/add-negotiation/)",
    expected: { A: 201, B: 201, C: 404, anonymous: 401 },
    async run(caller) {
      const { responseOfB, counterOfA } = await negotiationOfAAndB();
      return {
        act: () =>
          call('POST', '/api/eoi/add-negotiation/', caller, {
            finstrument_id: bondId,
            quantum,
            respond_eoi_id: caller === 'A' ? responseOfB : counterOfA,
            unit_price_stored: 100.15,
          }),
      };
    },
  },
  {
    entity: 'negotiation',
    object: 'negotiationAB',
    action: 'write a note (PUT api/trade/cluster/{id}/)',
    expected: partiesOnly(200),
    async run(caller) {
      const { clusterId } = await negotiationOfAAndB();
      return { act: () => call('PUT', `/api/trade/cluster/${clusterId}/`, caller, { note: 'call me' }) };
    },
  },
  {
    entity: 'negotiation',
    object: 'negotiationAB',
    action: 'close (PUT api/trade/cluster/{id}/ state CLOSED)',
    // B takes part, so sees it, but only the firm whose quote it answers closes it.
    expected: { A: 200, B: 403, C: 404, anonymous: 401 },
    async run(caller) {
      const { clusterId } = await negotiationOfAAndB();
      return { act: () => call('PUT', `/api/trade/cluster/${clusterId}/`, caller, { state: 'CLOSED' }) };
    },
  },
);

/** An order A reported, with B as the platform counterparty (PENDING) or an outside one (ACCEPTED). */
async function orderOfA(kind: 'withB' | 'outside'): Promise<number> {
  return (
    await created(
      await call('POST', '/api/orders/', 'A', {
        trade_time: '2026-11-18T05:00:00Z',
        finstrument_id: bondId,
        buy_or_sell: 'sell',
        quantity: quantum,
        unit_clean_price: price,
        ...(kind === 'withB' ? { counterparty_client_id: firmIds.B } : { counterparty_name: 'Outside Bank' }),
      }),
    )
  ).id;
}
for (const kind of ['withB', 'outside'] as const) {
  const sides = kind === 'withB' ? partiesOnly : ownerOnly;
  cells.push(
    {
      entity: 'order',
      object: kind,
      action: 'read (GET api/orders/{id}/)',
      expected: sides(200),
      async run(caller) {
        const order = await orderOfA(kind);
        return { act: () => call('GET', `/api/orders/${order}/`, caller) };
      },
    },
    {
      entity: 'order',
      object: kind,
      action: 'read as a procurement order (GET api/procurement-orders/{id}/)',
      expected: { A: 404, B: 404, C: 404, anonymous: 401 },
      async run(caller) {
        const order = await orderOfA(kind);
        return { act: () => call('GET', `/api/procurement-orders/${order}/`, caller) };
      },
    },
    {
      entity: 'order',
      object: kind,
      action: 'accept (PUT api/orders/{id}/accept-reject/)',
      // Only the counterparty accepts a reported trade; the outside trade is already ACCEPTED (400).
      expected:
        kind === 'withB'
          ? { A: 403, B: 200, C: 404, anonymous: 401 }
          : { A: 403, B: 404, C: 404, anonymous: 401 },
      async run(caller) {
        const order = await orderOfA(kind);
        return {
          act: () =>
            call('PUT', `/api/orders/${order}/accept-reject/`, caller, { reported_order_status: 'ACCEPTED' }),
        };
      },
    },
    {
      entity: 'order',
      object: kind,
      action: 'modify (PATCH api/orders/{id}/)',
      expected:
        kind === 'withB'
          ? { A: 200, B: 403, C: 404, anonymous: 401 }
          : { A: 200, B: 404, C: 404, anonymous: 401 },
      async run(caller) {
        const order = await orderOfA(kind);
        return { act: () => call('PATCH', `/api/orders/${order}/`, caller, { exchange: 'NSE' }) };
      },
    },
    {
      entity: 'order',
      object: kind,
      action: 'cancel (POST api/orders/{id}/cancel/)',
      expected: sides(200),
      async run(caller) {
        const order = await orderOfA(kind);
        return { act: () => call('POST', `/api/orders/${order}/cancel/`, caller, {}) };
      },
    },
    {
      entity: 'order',
      object: kind,
      action: 'brokerage (PATCH api/trade/{id}/brokerage/)',
      expected: sides(200),
      async run(caller) {
        const order = await orderOfA(kind);
        return { act: () => call('PATCH', `/api/trade/${order}/brokerage/`, caller, { brokerage: 100 }) };
      },
    },
  );
}

// An ACCEPTED trade between A and B changes only by agreement: neither firm cancels it alone (409, with how
// to proceed); the PENDING report and the outside trade above stay cancellable by their sides.
cells.push({
  entity: 'order',
  object: 'acceptedWithB',
  action: 'cancel (POST api/orders/{id}/cancel/)',
  expected: { A: 409, B: 409, C: 404, anonymous: 401 },
  async run(caller) {
    const order = await orderOfA('withB');
    await created(
      await call('PUT', `/api/orders/${order}/accept-reject/`, 'B', { reported_order_status: 'ACCEPTED' }),
    );
    return { act: () => call('POST', `/api/orders/${order}/cancel/`, caller, {}) };
  },
});

async function accountIdOf(email: string): Promise<{ accountId: number; userId: number }> {
  const [row] = await database.db
    .select({ accountId: userAccounts.id, userId: users.id })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(eq(users.email, email));
  return row!;
}

cells.push(
  {
    entity: 'member',
    object: "A's trade viewer",
    action: 'change status (PATCH api/trade/members/{id}/)',
    expected: ownerOnly(200),
    async run(caller) {
      const { accountId } = await accountIdOf('viewer@demo.bondkit.in');
      await database.db.update(userAccounts).set({ status: 'active' }).where(eq(userAccounts.id, accountId));
      return {
        act: () => call('PATCH', `/api/trade/members/${accountId}/`, caller, { status: 'inactive' }, 'admin'),
      };
    },
  },
  {
    entity: 'member',
    object: "A's members",
    action: 'list (GET api/trade/client/users/{firm}/)',
    expected: ownerOnly(200),
    async run(caller) {
      return { act: () => call('GET', `/api/trade/client/users/${firmIds.A}/`, caller) };
    },
  },
  {
    entity: 'participant',
    object: "A's dealer (a counterparty)",
    action: 'read (GET api/chatter/participant/{id}/)',
    expected: { A: 200, B: 200, C: 200, anonymous: 401 },
    async run(caller) {
      const { userId } = await accountIdOf('dealer@demo.bondkit.in');
      return { act: () => call('GET', `/api/chatter/participant/${userId}/`, caller) };
    },
  },
  {
    entity: 'participant',
    object: "A's ops admin (not a counterparty)",
    action: 'read (GET api/chatter/participant/{id}/)',
    expected: ownerOnly(200),
    async run(caller) {
      const { userId } = await accountIdOf('opsadmin@demo.bondkit.in');
      return { act: () => call('GET', `/api/chatter/participant/${userId}/`, caller) };
    },
  },
);

async function managedClientOfA(): Promise<number> {
  const [row] = await database.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.managedByClientId, firmIds.A))
    .limit(1);
  return row!.id;
}
async function uccOfA(): Promise<number> {
  const [row] = await database.db
    .select({ id: uccRecords.id })
    .from(uccRecords)
    .where(eq(uccRecords.ownerClientId, firmIds.A))
    .limit(1);
  return row!.id;
}
const onboardingBody = {
  client_type: 'INDV',
  category: 'RTL',
  name: 'Matrix Client',
  pan: 'MATPX1234K',
  address_line: '1 Matrix Road',
  city: 'Pune',
  state: 'MAHARASHTRA',
  pincode: '411001',
  bank_account_number: '1234567890',
  ifsc: 'HDFC0001234',
  bo_id: '1208160000123456',
  nse_custodian_id: null,
  bse_custodian_id: null,
  contact_name: 'Matrix Client',
  email: 'matrix.client@example.in',
  mobile: '9876543210',
  whatsapp_consent: false,
  consent: true,
};
let onboardedOfA: number | undefined;
let invitationCount = 0;
/** A client A onboarded (through A's back office), made once. */
async function onboardedClientOfA(): Promise<number> {
  if (onboardedOfA === undefined) {
    const response = await call('POST', '/api/clients/', 'A', onboardingBody);
    if (response.statusCode !== 201) throw new Error(`Onboarding failed: ${response.body}`);
    onboardedOfA = response.json<{ id: number }>().id;
  }
  return onboardedOfA;
}
// Kaveri (B) is institutional: it cannot manage clients, so the route itself refuses it (403).
const managers = (success: number): Record<Caller, number> => ({
  A: success,
  B: 403,
  C: 404,
  anonymous: 401,
});
cells.push(
  {
    entity: 'client',
    object: "A's end client",
    action: 'read its members (GET api/trade/client/users/{id}/)',
    expected: ownerOnly(200),
    async run(caller) {
      const client = await managedClientOfA();
      return { act: () => call('GET', `/api/trade/client/users/${client}/`, caller) };
    },
  },
  {
    entity: 'client',
    object: "A's end client",
    action: 'change its profile (PUT api/client/profile?client_id=)',
    expected: managers(200),
    async run(caller) {
      const client = await managedClientOfA();
      return {
        act: () => call('PUT', `/api/client/profile?client_id=${client}`, caller, { state: 'GOA' }),
      };
    },
  },
  {
    entity: 'ucc',
    object: "A's UCC record",
    action: 'read (GET api/clients/ucc/{id}/)',
    expected: managers(200),
    async run(caller) {
      const ucc = await uccOfA();
      return { act: () => call('GET', `/api/clients/ucc/${ucc}/`, caller) };
    },
  },
  {
    entity: 'ucc',
    object: "A's UCC record",
    action: 'update (PATCH api/clients/ucc/{id}/)',
    expected: managers(200),
    async run(caller) {
      const ucc = await uccOfA();
      return { act: () => call('PATCH', `/api/clients/ucc/${ucc}/`, caller, { state: 'GOA' }) };
    },
  },
  {
    entity: 'client',
    object: "A's end client",
    action: 'read its onboarding details (GET api/clients/{id}/)',
    expected: managers(200),
    async run(caller) {
      const client = await onboardedClientOfA();
      return { act: () => call('GET', `/api/clients/${client}/`, caller) };
    },
  },
  {
    entity: 'client',
    object: "A's end client",
    action: 'replace its onboarding details (PUT api/clients/{id}/)',
    expected: managers(200),
    async run(caller) {
      const client = await onboardedClientOfA();
      return { act: () => call('PUT', `/api/clients/${client}/`, caller, onboardingBody) };
    },
  },
  {
    entity: 'invitation',
    object: "A's pending invitation",
    action: 'revoke (POST api/client/user/invite/revoke/)',
    expected: ownerOnly(200),
    async run(caller) {
      invitationCount += 1;
      const invite = await call(
        'POST',
        '/api/client/user/invite/',
        'A',
        { email: `matrix.invitee.${invitationCount}@example.in`, roles: ['backoffice'] },
        'admin',
      );
      const { invitee_id: inviteeId } = await created<{ invitee_id: number }>(invite);
      return {
        act: () =>
          call('POST', '/api/client/user/invite/revoke/', caller, { invitee_id: inviteeId }, 'admin'),
      };
    },
  },
  {
    entity: 'exchange credential',
    object: "A's NSCCL credential",
    action: 'test (POST api/client/credentials/test/)',
    // Each firm tests only its own: B and C have no NSCCL credential, so theirs is not found.
    expected: { A: 200, B: 404, C: 404, anonymous: 401 },
    async run(caller) {
      return {
        act: () => call('POST', '/api/client/credentials/test/', caller, { corp: 'NSCCL' }, 'admin'),
      };
    },
  },
  {
    entity: 'exchange credential',
    object: "A's NSCCL credential",
    action: 'list (GET api/client/credentials/)',
    expected: { A: 200, B: 200, C: 200, anonymous: 401 },
    async run(caller) {
      return { act: () => call('GET', '/api/client/credentials/', caller, undefined, 'admin') };
    },
    shows: (response, caller) => {
      const listed = JSON.stringify(response.json()).includes('meridian.nsccl');
      return listed === (caller === 'A');
    },
  },
  {
    entity: 'inventory',
    object: "A's holding",
    action: 'edit its valuation cost (PUT api/inventory/edit-valuation-cost/)',
    expected: ownerOnly(200),
    async run(caller) {
      const [position] = await database.db
        .select({ id: inventoryPositions.id })
        .from(inventoryPositions)
        .where(and(eq(inventoryPositions.clientId, firmIds.A)))
        .limit(1);
      return {
        act: () =>
          call('PUT', '/api/inventory/edit-valuation-cost/', caller, {
            id: position!.id,
            valuation_cost: 99.5,
          }),
      };
    },
  },
  {
    entity: 'inventory',
    object: "A's holding",
    action: 'list (GET api/inventory/)',
    expected: { A: 200, B: 200, C: 200, anonymous: 401 },
    async run(caller) {
      await holdOnlyInA();
      return { act: () => call('GET', '/api/inventory/', caller) };
    },
    shows: (response, caller) => {
      const listed = response
        .json<{ finstrument_id: number }[]>()
        .some((holding) => holding.finstrument_id === bondId);
      return listed === (caller === 'A');
    },
  },
  {
    entity: 'inventory',
    object: "A's holding",
    action: 'offer it to the market (POST api/inventory/offer/)',
    // Another firm offering the bond offers its own holding: it holds none, so a 400 on the bond.
    expected: { A: 201, B: 400, C: 400, anonymous: 401 },
    async run(caller) {
      await holdOnlyInA();
      return {
        act: () =>
          call('POST', '/api/inventory/offer/', caller, {
            finstrument_id: bondId,
            quantum: 1_000_000,
            unit_price_stored: 100,
          }),
      };
    },
  },
);

// Surveillance (issue 18): A's chat channels (one inside A, one of A with B), A's trade alert and A's audit
// log, acted on by each firm's compliance officer. B sees the channel its own member is in, nothing else.
const insideA = surveillanceDemoChannelUrls.internal;
const betweenAAndB = surveillanceDemoChannelUrls.crossFirm;
async function priceAlertOfA(): Promise<string> {
  const review = await call('GET', '/api/surveillance/trade-review/', 'A', undefined, 'compliance');
  return review
    .json<{ alerts: { id: string; kind: string }[] }>()
    .alerts.find((alert) => alert.kind === 'price_deviation')!.id;
}
cells.push(
  {
    entity: 'chat channel',
    object: 'a channel inside A',
    action: 'read (GET api/surveillance/channels/{url}/messages/)',
    expected: ownerOnly(200),
    async run(caller) {
      return {
        act: () =>
          call('GET', `/api/surveillance/channels/${insideA}/messages/`, caller, undefined, 'compliance'),
      };
    },
  },
  {
    entity: 'chat channel',
    object: 'a channel of A with B',
    action: 'read (GET api/surveillance/channels/{url}/messages/)',
    expected: { A: 200, B: 200, C: 404, anonymous: 401 },
    async run(caller) {
      return {
        act: () =>
          call(
            'GET',
            `/api/surveillance/channels/${betweenAAndB}/messages/`,
            caller,
            undefined,
            'compliance',
          ),
      };
    },
  },
  {
    entity: 'chat channel',
    object: 'a channel inside A',
    action: 'download (POST api/download-chats channelIds)',
    expected: ownerOnly(200),
    async run(caller) {
      const endTime = marketHoursNow.getTime() + 60_000;
      return {
        act: () =>
          call(
            'POST',
            '/api/download-chats',
            caller,
            { startTime: endTime - 7 * 86_400_000, endTime, channelIds: [insideA] },
            'compliance',
          ),
      };
    },
  },
  {
    entity: 'chat channel',
    object: 'the channels of the firm',
    action: 'list (GET api/surveillance/channels/)',
    expected: { A: 200, B: 200, C: 200, anonymous: 401 },
    async run(caller) {
      return { act: () => call('GET', '/api/surveillance/channels/', caller, undefined, 'compliance') };
    },
    shows: (response, caller) => {
      const urls = response.json<{ channel_url: string }[]>().map((channel) => channel.channel_url);
      const seesBetween = caller !== 'C';
      return urls.includes(insideA) === (caller === 'A') && urls.includes(betweenAAndB) === seesBetween;
    },
  },
  {
    entity: 'trade alert',
    object: "A's price-deviation alert",
    action: 'review (POST api/surveillance/alerts/review/)',
    expected: ownerOnly(200),
    async run(caller) {
      const alertId = await priceAlertOfA();
      return {
        act: () =>
          call(
            'POST',
            '/api/surveillance/alerts/review/',
            caller,
            { alert_id: alertId, note: 'Checked.' },
            'compliance',
          ),
      };
    },
  },
  {
    entity: 'surveillance audit log',
    object: "A's audit log",
    action: 'list (GET api/surveillance/audit/)',
    expected: { A: 200, B: 200, C: 200, anonymous: 401 },
    async run(caller) {
      return { act: () => call('GET', '/api/surveillance/audit/', caller, undefined, 'compliance') };
    },
    shows: (response, caller) => response.body.includes('compliance@demo.bondkit.in') === (caller === 'A'),
  },
);

describe('object-level matrix', () => {
  it('has a cell for every caller of every action', () => {
    for (const cell of cells) expect(Object.keys(cell.expected).sort()).toEqual([...callers].sort());
    expect(new Set(cells.map((cell) => cell.entity))).toEqual(
      new Set([
        'quote',
        'negotiation',
        'order',
        'member',
        'participant',
        'client',
        'ucc',
        'exchange credential',
        'invitation',
        'inventory',
        'chat channel',
        'trade alert',
        'surveillance audit log',
      ]),
    );
  });

  it('lets exactly the allowed cells succeed; every other cell is refused and writes nothing', async () => {
    const failures: string[] = [];
    for (const cell of cells) {
      for (const caller of callers) {
        const expected = cell.expected[caller];
        const { act } = await cell.run(caller);
        const before = await writtenState();
        const response = await act();
        const label = `${cell.entity} ${cell.object}: ${cell.action} as ${caller} -> ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (response.statusCode !== expected) {
          failures.push(`expected ${expected}: ${label}`);
          continue;
        }
        if (expected >= 400) {
          if ((await writtenState()) !== before) failures.push(`refused but wrote: ${label}`);
        } else if (cell.shows && cell.shows(response, caller) === false) {
          failures.push(`shows what it should not (or hides what it should): ${label}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

/** Orders, negotiations and trade prints: what a successful attack would have written. */
async function tradeCounts(): Promise<string> {
  const result = await database.db.execute(
    sql`SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM clusters) AS clusters, (SELECT count(*) FROM trade_prints) AS prints`,
  );
  return JSON.stringify(rowsOf(result)[0]);
}

describe("issue 12's attacks (finding 1: private quotes and negotiations)", () => {
  it("Kaveri cannot close its quote against Meridian's private quote to another firm: 404, no order", async () => {
    const privateQuote = await quoteOfA('privateToC');
    const kaveriBid = await ownBid('B');
    const before = await tradeCounts();
    const response = await call('PUT', `/api/trade/d/eoi/${kaveriBid}/close/`, 'B', {
      opposing_eoi: privateQuote,
      confirm: true,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ opposing_eoi: ['Quote not found.'] });
    expect(await tradeCounts()).toBe(before);
    // The same answer as for an id that does not exist: the private quote's existence is not revealed.
    const missing = await call('PUT', `/api/trade/d/eoi/${kaveriBid}/close/`, 'B', {
      opposing_eoi: 999_999,
      confirm: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(response.json());
  });

  it("Kaveri cannot respond to Meridian's private quote to another firm, so there is nothing to read or accept", async () => {
    const privateQuote = await quoteOfA('privateToC');
    const before = await tradeCounts();
    const response = await call('POST', '/api/eoi/add/', 'B', {
      finstrument_id: bondId,
      quantum,
      respond_eoi_id: privateQuote,
      unit_price_stored: 100,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ respond_eoi_id: ['Quote not found.'] });
    expect(await tradeCounts()).toBe(before);
  });

  it('a third firm cannot read, join, counter or accept in a negotiation between two others', async () => {
    const { clusterId, responseOfB, counterOfA } = await negotiationOfAAndB();
    const before = await tradeCounts();
    expect((await call('GET', `/api/trade/cluster/${clusterId}/`, 'C')).statusCode).toBe(404);
    expect((await call('GET', `/api/cluster/${clusterId}/?price=100`, 'C')).statusCode).toBe(404);
    for (const target of [responseOfB, counterOfA]) {
      for (const url of ['/api/eoi/add/', '/api/eoi/add-negotiation/']) {
        const joined = await call('POST', url, 'C', {
          finstrument_id: bondId,
          quantum,
          respond_eoi_id: target,
          unit_price_stored: 100,
        });
        expect(joined.statusCode).toBe(404);
      }
    }
    const body = await acceptBody(clusterId, 100.2);
    const accepted = await call('POST', `/api/cluster/${clusterId}/accept/?lsId=${counterOfA}`, 'C', body);
    expect(accepted.statusCode).toBe(404);
    expect(await tradeCounts()).toBe(before);
  });

  it('a third firm answering the same public quote opens its own negotiation, which the first firm cannot see', async () => {
    const { clusterId } = await negotiationOfAAndB();
    const view = await call('GET', `/api/trade/cluster/${clusterId}/`, 'A');
    const quoteId = view
      .json<{ eois: { id: number; visibility: string }[] }>()
      .eois.find((quote) => quote.visibility === 'PUBLIC')!.id;
    const answer = await created<{ cluster_id: number }>(
      await call('POST', '/api/eoi/add/', 'C', {
        finstrument_id: bondId,
        quantum,
        respond_eoi_id: quoteId,
        unit_price_stored: 100.05,
      }),
    );
    expect(answer.cluster_id).not.toBe(clusterId);
    expect((await call('GET', `/api/trade/cluster/${answer.cluster_id}/`, 'B')).statusCode).toBe(404);
    const ofA = await call('GET', `/api/trade/cluster/${answer.cluster_id}/`, 'A');
    expect(ofA.statusCode).toBe(200);
    const firms = new Set(ofA.json<{ eois: { client_id: number }[] }>().eois.map((quote) => quote.client_id));
    expect(firms).toEqual(new Set([firmIds.A, firmIds.C]));
  });
});

describe("issue 12's attacks (finding 9: a quote names only what the quoting firm may use)", () => {
  it("Kaveri cannot attribute a quote to Meridian's user, end client or trade, or to a firm that is no broker", async () => {
    const meridianDealer = await accountIdOf('dealer@demo.bondkit.in');
    const meridianClient = await managedClientOfA();
    const meridianOrder = await orderOfA('outside');
    const base = { finstrument_id: bondId, quantum, quote_type: 'BID', unit_price_stored: 99 };
    const before = await writtenState();
    for (const [field, value] of [
      ['user_account_id', meridianDealer.accountId],
      ['end_client_id', meridianClient],
      ['origin_trade', meridianOrder],
      ['broker_id', firmIds.B],
    ] as const) {
      const response = await call('POST', '/api/trade/eoi/', 'B', { ...base, [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json<object>()), field).toEqual([field]);
    }
    const toUnknownFirm = await call('POST', '/api/trade/eoi/', 'B', {
      ...base,
      oto_participant_details: { client_id: 999_999 },
    });
    expect(toUnknownFirm.statusCode).toBe(400);
    // Recipients are numeric ids, so the rule, the private-run list and the stream read them alike.
    const asText = await call('POST', '/api/trade/eoi/', 'B', {
      ...base,
      oto_participant_details: { client_ids: [String(firmIds.C)] },
    });
    expect(asText.statusCode).toBe(400);
    expect(await writtenState()).toBe(before);
    // Its own member and Meridian as a broker are fine.
    const own = await accountIdOf('trader@demo.bondkit.in');
    const fine = await call('POST', '/api/trade/eoi/', 'B', {
      ...base,
      user_account_id: own.accountId,
      broker_id: firmIds.A,
    });
    expect(fine.statusCode).toBe(201);
  });

  it('participants by sequential id list only colleagues and the people other firms trade through', async () => {
    const seen: string[] = [];
    for (let id = 1; id <= 40; id += 1) {
      const response = await call('GET', `/api/chatter/participant/${id}/`, 'B');
      expect([200, 404]).toContain(response.statusCode);
      if (response.statusCode === 200) seen.push(response.json<{ user_name: string }>().user_name);
    }
    const names = (keys: string[]) =>
      demoAccounts
        .filter((account) => keys.includes(account.key))
        .map((account) => `${account.firstName} ${account.lastName}`);
    for (const name of names(['dealer', 'viewer', 'backoffice', 'trader'])) expect(seen).toContain(name);
    for (const name of names(['compliance', 'opsadmin', 'researcher', 'trial', 'investor']))
      expect(seen).not.toContain(name);
  });
});

describe("issue 12's attacks (a quote fills once: a trade closes the quote's other negotiations)", () => {
  /** A's public ask answered by B and by C: two negotiations about one quote; A counters in C's. */
  async function twoNegotiations() {
    const ask = await quoteOfA('public');
    const answer = async (caller: 'B' | 'C', unitPrice: number) =>
      created<{ id: number; cluster_id: number }>(
        await call('POST', '/api/eoi/add/', caller, {
          finstrument_id: bondId,
          quantum,
          respond_eoi_id: ask,
          unit_price_stored: unitPrice,
        }),
      );
    const ofB = await answer('B', 100.1);
    const ofC = await answer('C', 100.05);
    const counterOfA = await created(
      await call('POST', '/api/eoi/add-negotiation/', 'A', {
        finstrument_id: bondId,
        quantum,
        respond_eoi_id: ofC.id,
        unit_price_stored: 100.15,
      }),
    );
    return { ask, ofB, ofC, counterOfA: counterOfA.id };
  }

  async function ordersOfNegotiations(clusterIds: number[]): Promise<number> {
    const result = await database.db.execute(
      sql`SELECT count(*)::int AS count FROM orders WHERE cluster_id IN (${sql.join(clusterIds, sql`, `)})`,
    );
    return Number(rowsOf(result)[0]!.count);
  }

  it('accepting in one negotiation closes the other: its answers and counters can no longer be accepted or countered', async () => {
    const { ofB, ofC, counterOfA } = await twoNegotiations();
    const traded = await call(
      'POST',
      `/api/cluster/${ofB.cluster_id}/accept/?lsId=${ofB.id}`,
      'A',
      await acceptBody(ofB.cluster_id, 100.1),
    );
    expect(traded.statusCode).toBe(200);
    const orderId = traded.json<{ order: { id: number } }>().order.id;

    const other = await call('GET', `/api/trade/cluster/${ofC.cluster_id}/`, 'C');
    expect(other.json<{ state: string }>().state).toBe('CLOSED');
    const statuses = other
      .json<{ eois: { id: number; status: string }[] }>()
      .eois.filter((quote) => quote.id === ofC.id || quote.id === counterOfA)
      .map((quote) => quote.status);
    expect(statuses).toEqual(['CLOSED', 'CLOSED']);

    const before = await writtenState();
    const traded_ = `The quote of this negotiation has traded (order #${orderId}): this negotiation is closed.`;
    const acceptByA = await call(
      'POST',
      `/api/cluster/${ofC.cluster_id}/accept/?lsId=${ofC.id}`,
      'A',
      await acceptBody(ofC.cluster_id, 100.05),
    );
    expect(acceptByA.statusCode).toBe(400);
    expect(acceptByA.json()).toEqual({ non_field_errors: [traded_] });
    const acceptByC = await call(
      'POST',
      `/api/cluster/${ofC.cluster_id}/accept/?lsId=${counterOfA}`,
      'C',
      await acceptBody(ofC.cluster_id, 100.15),
    );
    expect(acceptByC.statusCode).toBe(400);
    expect(acceptByC.json()).toEqual({ non_field_errors: [traded_] });
    for (const [caller, target] of [
      ['A', ofC.id],
      ['C', counterOfA],
    ] as const) {
      const counter = await call('POST', '/api/eoi/add-negotiation/', caller, {
        finstrument_id: bondId,
        quantum,
        respond_eoi_id: target,
        unit_price_stored: 100.12,
      });
      expect(counter.statusCode).toBe(400);
      expect(counter.json()).toEqual({ respond_eoi_id: [traded_] });
    }
    expect(await writtenState()).toBe(before);
  });

  it('closing against the quote closes its open negotiations too', async () => {
    const { ask, ofC } = await twoNegotiations();
    const mine = await ownBid('B');
    const closed = await call('PUT', `/api/trade/d/eoi/${mine}/close/`, 'B', {
      opposing_eoi: ask,
      confirm: true,
    });
    expect(closed.statusCode).toBe(200);
    const accept = await call(
      'POST',
      `/api/cluster/${ofC.cluster_id}/accept/?lsId=${ofC.id}`,
      'A',
      await acceptBody(ofC.cluster_id, 100.05),
    );
    expect(accept.statusCode).toBe(400);
    expect(accept.json<{ non_field_errors: string[] }>().non_field_errors[0]).toMatch(/has traded/);
  });

  it('concurrent accepts in two negotiations of the same quote create exactly one order', async () => {
    const { ofB, ofC } = await twoNegotiations();
    const headers = await headersOf('A', 'dealer');
    const accepts = [
      { cluster: ofB.cluster_id, quote: ofB.id, body: await acceptBody(ofB.cluster_id, 100.1) },
      { cluster: ofC.cluster_id, quote: ofC.id, body: await acceptBody(ofC.cluster_id, 100.05) },
    ];
    const answers = await Promise.all(
      [...accepts, ...accepts].map((accept) =>
        app.inject({
          method: 'POST',
          url: `/api/cluster/${accept.cluster}/accept/?lsId=${accept.quote}`,
          headers,
          payload: accept.body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect(await ordersOfNegotiations([ofB.cluster_id, ofC.cluster_id])).toBe(1);
  });
});

describe("issue 12's attacks (an accepted trade is not cancelled by one firm)", () => {
  it('neither firm cancels an ACCEPTED trade between them alone; the holdings stay; a PENDING report and an outside trade stay cancellable', async () => {
    const order = await orderOfA('withB');
    await created(
      await call('PUT', `/api/orders/${order}/accept-reject/`, 'B', { reported_order_status: 'ACCEPTED' }),
    );
    const before = await writtenState();
    for (const caller of ['A', 'B'] as const) {
      const cancel = await call('POST', `/api/orders/${order}/cancel/`, caller, {});
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json<{ detail: string }>().detail).toContain(`api/orders/${order}/amendments/`);
    }
    expect(await writtenState()).toBe(before);
    const shown = await call('GET', `/api/orders/${order}/`, 'B');
    expect(shown.json<{ status: string }>().status).toBe('ACCEPTED');

    for (const kind of ['withB', 'outside'] as const) {
      const cancellable = await orderOfA(kind);
      const cancel = await call('POST', `/api/orders/${cancellable}/cancel/`, 'A', {});
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json<{ status: string }>().status).toBe('CANCELLED');
    }
  });
});
