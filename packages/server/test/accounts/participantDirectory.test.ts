import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  participantOf,
  searchClearingParticipants,
  searchCounterparties,
  searchTradeParticipants,
} from '../../src/accounts/participantDirectory';
import { userAccounts, users } from '../../src/database/schema/index';
import { refusal } from '../apiProblemRefusal';
import { startTestServer, type TestServer } from '../harness';

// Who a firm finds to trade with, without HTTP: another firm's dealer is a counterparty, its ops admin is
// not; searches never offer the caller's own firm; clearing participants carry their code.

let server: TestServer;
/** Meridian (the dealer's firm) and Kaveri (the trader's), and their people. */
let meridian: number;
let kaveri: number;
let traderUserId: number;
let opsAdminUserId: number;

async function accountOf(email: string) {
  const [row] = await server.database.db
    .select({ userId: users.id, clientId: userAccounts.clientId })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`No demo account ${email}.`);
  return row;
}

beforeAll(async () => {
  server = await startTestServer();
  const dealer = await accountOf('dealer@demo.bondkit.in');
  const trader = await accountOf('trader@demo.bondkit.in');
  const opsAdmin = await accountOf('opsadmin@demo.bondkit.in');
  meridian = dealer.clientId;
  kaveri = trader.clientId;
  traderUserId = trader.userId;
  opsAdminUserId = opsAdmin.userId;
});
afterAll(async () => server?.close());

describe('the participant directory (accounts/participantDirectory)', () => {
  it("shows another firm's dealer as a counterparty, and not its ops admin", async () => {
    expect(await participantOf(server.database.db, meridian, traderUserId)).toMatchObject({
      user_id: traderUserId,
      client_id: kaveri,
    });
    expect((await refusal(participantOf(server.database.db, kaveri, opsAdminUserId))).statusCode).toBe(404);
    // A firm sees its own colleagues.
    await expect(participantOf(server.database.db, meridian, opsAdminUserId)).resolves.toMatchObject({
      client_id: meridian,
    });
  });

  it("never offers the caller's own firm as a counterparty or a trade participant", async () => {
    const fromKaveri = await searchCounterparties(server.database.db, kaveri, 'Kaveri', false);
    expect(fromKaveri.clients.map((client) => client.client_id)).not.toContain(kaveri);
    expect(fromKaveri.users.map((user) => user.client_id)).not.toContain(kaveri);
    const fromMeridian = await searchCounterparties(server.database.db, meridian, 'Kaveri', false);
    expect(fromMeridian.clients.map((client) => client.client_id)).toContain(kaveri);
    expect(fromMeridian.users.map((user) => user.user_id)).toContain(traderUserId);
    const onNse = await searchTradeParticipants(server.database.db, kaveri, {
      search: 'Kaveri',
      exchange: 'NSE',
      forRfq: false,
    });
    expect(onNse.map((client) => client.client_id)).not.toContain(kaveri);
  });

  it('lists clearing participants with their code, and with ucc_only only the firm’s own client codes', async () => {
    const participants = await searchClearingParticipants(server.database.db, meridian, 'NSCCL', {
      uccOnly: false,
      search: undefined,
    });
    expect(participants.length).toBeGreaterThan(0);
    for (const participant of participants) expect(participant.code).not.toBe('');
    const codes = await searchClearingParticipants(server.database.db, kaveri, 'ICCL', {
      uccOnly: true,
      search: 'no such client anywhere',
    });
    expect(codes).toEqual([]);
  });
});
