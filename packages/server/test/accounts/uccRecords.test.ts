import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUccRecord, updateUccRecord } from '../../src/accounts/uccRecords';
import { clients } from '../../src/database/schema/index';
import { ApiProblem } from '../../src/errors/ApiProblem';
import { startTestServer, type TestServer } from '../harness';

// The UCC rules without HTTP: one record per client code and exchange within a firm, and a firm reaches
// only its own records.

let server: TestServer;
let firm: number;
let otherFirm: number;

beforeAll(async () => {
  server = await startTestServer();
  const [first, second] = await server.database.db.select({ id: clients.id }).from(clients).limit(2);
  if (!first || !second) throw new Error('The demo data has fewer than two clients.');
  firm = first.id;
  otherFirm = second.id;
});
afterAll(async () => server?.close());

function record(clientCode: string, exchange: 'NSE' | 'BSE' = 'NSE') {
  return {
    client_code: clientCode,
    name: 'Service Test',
    exchange,
    pan: 'ABCPE1234F',
    client_type: 'INDV' as const,
  };
}

async function problemOf(action: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const error = await action.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiProblem)) throw new Error(`expected an ApiProblem, got ${String(error)}`);
  return { status: error.statusCode, body: error.body };
}

describe('UCC records (accounts/uccRecords)', () => {
  it('stores the client code upper-case and refuses the same code on the same exchange of the firm', async () => {
    const created = await createUccRecord(server.database.db, firm, record('svc01'));
    expect(created).toMatchObject({ uccCode: 'SVC01', exchange: 'NSE', ownerClientId: firm });
    expect(await problemOf(createUccRecord(server.database.db, firm, record('SVC01')))).toMatchObject({
      status: 409,
      body: { client_code: ['A UCC with this client code already exists on this exchange.'] },
    });
    // Another exchange, or another firm, may hold the same code.
    await expect(createUccRecord(server.database.db, firm, record('SVC01', 'BSE'))).resolves.toBeDefined();
    await expect(createUccRecord(server.database.db, otherFirm, record('SVC01'))).resolves.toBeDefined();
  });

  it("refuses an update onto another record's code and exchange, and another firm's record", async () => {
    const now = new Date();
    await createUccRecord(server.database.db, firm, record('SVC02'));
    const moving = await createUccRecord(server.database.db, firm, record('SVC03'));
    const target = { id: moving.id, ownerClientId: firm };
    expect(
      await problemOf(updateUccRecord(server.database.db, target, { client_code: 'svc02' }, now)),
    ).toMatchObject({ status: 409 });
    const renamed = await updateUccRecord(
      server.database.db,
      target,
      { client_code: 'svc04', ifsc: 'hdfc0000001' },
      now,
    );
    expect(renamed).toMatchObject({ uccCode: 'SVC04', ifsc: 'HDFC0000001', updatedAt: now });
    // Keeping its own code is no clash.
    await expect(
      updateUccRecord(server.database.db, target, { name: 'Renamed' }, now),
    ).resolves.toMatchObject({
      name: 'Renamed',
    });
    expect(
      await problemOf(
        updateUccRecord(
          server.database.db,
          { id: moving.id, ownerClientId: otherFirm },
          { name: 'Theirs' },
          now,
        ),
      ),
    ).toMatchObject({ status: 404 });
  });
});
