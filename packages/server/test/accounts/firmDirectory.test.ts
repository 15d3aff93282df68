import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  findClientByWebsite,
  searchManagedClients,
  searchUserAccounts,
} from '../../src/accounts/firmDirectory';
import { searchUccRecords, createUccRecord } from '../../src/accounts/uccRecords';
import { clients } from '../../src/database/schema/index';
import { refusal } from '../apiProblemRefusal';
import { startTestServer, type TestServer } from '../harness';

// The firm's searches without HTTP: each reaches only what the firm owns, whatever it searches for.

let server: TestServer;
let meridian: number;
let kaveri: number;

async function firmOf(website: string): Promise<number> {
  const [firm] = await server.database.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.website, website));
  if (!firm) throw new Error(`No firm ${website}`);
  return firm.id;
}

beforeAll(async () => {
  server = await startTestServer();
  meridian = await firmOf('meridiancapital.in');
  kaveri = await firmOf('kaveriamc.in');
  await server.database.db.insert(clients).values([
    {
      name: 'Directory Partner',
      clientType: 'INDV-P',
      pan: 'EQRPD0001L',
      isPartner: true,
      managedByClientId: meridian,
    },
    {
      name: 'Directory Offline',
      clientType: 'INDV',
      pan: 'EQRPD0002L',
      offlineRecord: true,
      managedByClientId: meridian,
    },
    { name: 'Directory Elsewhere', clientType: 'INDV', pan: 'EQRPD0003L', managedByClientId: kaveri },
  ]);
});
afterAll(async () => server?.close());

const firstPage = { page: 1, pageSize: 20 };

describe("the firm's directory (accounts/firmDirectory)", () => {
  it('finds only the clients the firm manages, by name or PAN, partner and offline-record filters apart', async () => {
    const byName = await searchManagedClients(server.database.db, meridian, {
      ...firstPage,
      search: 'directory',
    });
    expect(byName.results.map((client) => client.name).sort()).toEqual([
      'Directory Offline',
      'Directory Partner',
    ]);
    expect(byName.count).toBe(2);
    const byPan = await searchManagedClients(server.database.db, meridian, {
      ...firstPage,
      search: 'eqrpd0002',
    });
    expect(byPan.results.map((client) => client.name)).toEqual(['Directory Offline']);
    const partners = await searchManagedClients(server.database.db, meridian, {
      ...firstPage,
      search: 'directory',
      isPartner: true,
    });
    expect(partners.results.map((client) => client.name)).toEqual(['Directory Partner']);
    const offline = await searchManagedClients(server.database.db, meridian, {
      ...firstPage,
      search: 'directory',
      offlineRecord: true,
    });
    expect(offline.results.map((client) => client.name)).toEqual(['Directory Offline']);
    const elsewhere = await searchManagedClients(server.database.db, kaveri, {
      ...firstPage,
      search: 'directory',
    });
    expect(elsewhere.results.map((client) => client.name)).toEqual(['Directory Elsewhere']);
  });

  it("pages the firm's clients: the count is every match, the page holds pageSize of them", async () => {
    const page = await searchManagedClients(server.database.db, meridian, {
      page: 2,
      pageSize: 1,
      search: 'directory',
    });
    expect(page).toMatchObject({ count: 2, results: [{ name: 'Directory Partner' }] });
  });

  it("sorts the firm's clients by the column asked for, either way, empty values last", async () => {
    const byPan = async (descending: boolean) =>
      (
        await searchManagedClients(server.database.db, meridian, {
          ...firstPage,
          search: 'directory',
          orderBy: { field: 'pan', descending },
        })
      ).results.map((client) => client.pan);
    expect(await byPan(false)).toEqual(['EQRPD0001L', 'EQRPD0002L']);
    expect(await byPan(true)).toEqual(['EQRPD0002L', 'EQRPD0001L']);
    const byType = await searchManagedClients(server.database.db, meridian, {
      ...firstPage,
      search: 'directory',
      orderBy: { field: 'client_type', descending: true },
    });
    expect(byType.results.map((client) => client.client_type)).toEqual(['INDV-P', 'INDV']);
  });

  it('answers an unknown ordering of the client list with a 400 on the field', async () => {
    const headers = await server.authorizationOf('dealer');
    const refused = await server.app.inject({
      method: 'GET',
      url: '/api/clients/?ordering=-password',
      headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('ordering');
    const sorted = await server.app.inject({
      method: 'GET',
      url: '/api/clients/?ordering=-name&search=directory',
      headers,
    });
    expect(sorted.statusCode).toBe(200);
    expect(sorted.json<{ results: { name: string }[] }>().results.map((client) => client.name)).toEqual([
      'Directory Partner',
      'Directory Offline',
    ]);
  });

  it("lists only the firm's own user accounts, searched by name or e-mail", async () => {
    const accounts = await searchUserAccounts(server.database.db, meridian, {
      ...firstPage,
      search: 'demo.bondkit.in',
    });
    expect(accounts.results.map((account) => account.email)).toContain('dealer@demo.bondkit.in');
    expect(accounts.results.map((account) => account.email)).not.toContain('trader@demo.bondkit.in');
    expect(accounts.count).toBe(accounts.results.length);
  });

  it("searches only the firm's UCC records", async () => {
    await createUccRecord(server.database.db, meridian, {
      client_code: 'DIR01',
      name: 'Directory Ucc',
      exchange: 'NSE',
      pan: 'EQRPD0004L',
      client_type: 'INDV',
    });
    const own = await searchUccRecords(server.database.db, meridian, { ...firstPage, search: 'dir01' });
    expect(own.results.map((record) => record.uccCode)).toEqual(['DIR01']);
    const other = await searchUccRecords(server.database.db, kaveri, { ...firstPage, search: 'dir01' });
    expect(other).toEqual({ count: 0, results: [] });
  });

  it('finds a firm by its website, and answers 404 for an unknown one', async () => {
    await expect(findClientByWebsite(server.database.db, 'meridiancapital.in')).resolves.toMatchObject({
      id: meridian,
    });
    expect((await refusal(findClientByWebsite(server.database.db, 'nowhere.in'))).statusCode).toBe(404);
  });
});
