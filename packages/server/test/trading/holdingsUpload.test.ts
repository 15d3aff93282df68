import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  faceValueMultipleMessage,
  repeatedIsinMessage,
  unknownIsinMessage,
  type UploadedTable,
} from '@bondkit/core/validation';
import { clients, inventoryPositions } from '../../src/database/schema/index';
import { importHoldingsUpload } from '../../src/trading/holdingsUpload';
import { instrumentCatalogue, type CatalogueInstrument } from '../../src/trading/instrumentCatalogue';
import type { UploadProgress } from '../../src/trading/uploads/uploadProgress';
import { startTestServer, type TestServer } from '../harness';

// A holdings file without HTTP: every row names a known bond once, in whole bonds of its face value; a file
// with a bad row writes nothing until the user confirms its good rows, and then exactly those.

let server: TestServer;
let firm: number;
let first: CatalogueInstrument;
let second: CatalogueInstrument;
const now = new Date();

beforeAll(async () => {
  server = await startTestServer();
  const [created] = await server.database.db
    .insert(clients)
    .values({ name: 'Holdings Upload Firm', clientType: 'CORP', pan: 'EQRPH0037L' })
    .returning({ id: clients.id });
  if (!created) throw new Error('No firm');
  firm = created.id;
  const bonds = (await instrumentCatalogue(server.database.db, now)).all;
  const [firstBond, secondBond] = bonds;
  if (!firstBond || !secondBond) throw new Error('The demo data has fewer than two bonds.');
  first = firstBond;
  second = secondBond;
});
afterAll(async () => server?.close());

function rows(...cells: Record<string, string>[]): UploadedTable['rows'] {
  return cells.map((row, index) => ({ row: index + 2, cells: row }));
}

async function holdings() {
  return server.database.db
    .select({ instrumentId: inventoryPositions.instrumentId, quantity: inventoryPositions.quantity })
    .from(inventoryPositions)
    .where(eq(inventoryPositions.clientId, firm));
}

describe('holdings upload (trading/holdingsUpload)', () => {
  it('names each bad row, writes nothing without confirmation, and the good rows once confirmed', async () => {
    const file = rows(
      { isin: first.row.isin.toLowerCase(), quantity: String(first.row.faceValue * 4) },
      { isin: 'INE000NOSUCH1', quantity: '100000' },
      { isin: second.row.isin, quantity: String(second.row.faceValue * 1.5) },
      { isin: first.row.isin, quantity: String(first.row.faceValue) },
    );
    const steps: Partial<UploadProgress>[] = [];
    const report = (change: Partial<UploadProgress>) => void steps.push(change);
    const expectedErrors = [
      { row: 3, message: unknownIsinMessage('INE000NOSUCH1') },
      { row: 4, message: `Quantity: ${faceValueMultipleMessage(second.row.faceValue)}` },
      { row: 5, message: repeatedIsinMessage(first.row.isin, 2) },
    ];
    const unconfirmed = await importHoldingsUpload(
      server.database.db,
      { clientId: firm, rows: file, confirm: false, report },
      now,
    );
    expect(unconfirmed).toEqual({ created: 0, valid_rows: 1, confirmed: false, errors: expectedErrors });
    expect(await holdings()).toEqual([]);
    expect(steps).toContainEqual({ phase: 'checking', total_rows: 4 });
    expect(steps).not.toContainEqual(expect.objectContaining({ phase: 'writing' }));

    const confirmed = await importHoldingsUpload(
      server.database.db,
      { clientId: firm, rows: file, confirm: true, report },
      now,
    );
    expect(confirmed).toEqual({ created: 1, valid_rows: 1, confirmed: true, errors: expectedErrors });
    expect(await holdings()).toEqual([{ instrumentId: first.row.id, quantity: first.row.faceValue * 4 }]);
    expect(steps).toContainEqual({ phase: 'writing', rows_to_write: 1 });
  });

  it('writes nothing from a file without a good row, even confirmed', async () => {
    const answer = await importHoldingsUpload(
      server.database.db,
      {
        clientId: firm,
        rows: rows({ isin: 'INE000NOSUCH1', quantity: '100000' }),
        confirm: true,
        report: () => undefined,
      },
      now,
    );
    expect(answer).toMatchObject({ created: 0, valid_rows: 0, confirmed: false });
    expect(await holdings()).toEqual([{ instrumentId: first.row.id, quantity: first.row.faceValue * 4 }]);
  });
});
