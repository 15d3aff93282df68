import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { unknownIsinMessage, type UploadedTable } from '@bondkit/core/internal';
import { eois } from '../../src/database/schema/index';
import { quoteContextFor } from '../../src/routes/quotes/quoteContext';
import type { QuoteContext } from '../../src/trading/eoiService';
import type { CatalogueInstrument } from '../../src/trading/instrumentCatalogue';
import { importQuoteUpload } from '../../src/trading/quoteUpload';
import { demoPrincipal } from '../demoMembers';
import { startTradingServer, type TradingTestServer } from './tradingServer';

// A quote file without HTTP: each row is checked as the firm's quote would be; nothing is stored until the
// user confirms, then the good rows are stored together and announced, and the bad ones reported by row.

let server: TradingTestServer;
let context: QuoteContext;
let bond: CatalogueInstrument;

beforeAll(async () => {
  server = await startTradingServer({ instruments: 50 });
  context = await quoteContextFor(server.app, await demoPrincipal(server.database.db, 'dealer'));
  const quotable = context.catalogue.all.find(
    (entry) =>
      entry.terms !== null &&
      entry.row.isListed &&
      !entry.row.isDisabledIsin &&
      entry.row.maturityDate > '2027-12-31',
  );
  if (!quotable) throw new Error('No quotable bond in the test universe');
  bond = quotable;
});
afterAll(() => server.close());

function rows(...cells: Record<string, string>[]): UploadedTable['rows'] {
  return cells.map((row, index) => ({ row: index + 2, cells: row }));
}

const file = () =>
  rows(
    { isin: bond.row.isin, quote_type: 'bid', quantum: '10000000', price: '99.25' },
    { isin: 'INE000NOSUCH1', quote_type: 'BID', quantum: '10000000', price: '99' },
    { isin: bond.row.isin, quote_type: 'SIDEWAYS', quantum: '10000000', price: '99' },
  );

async function storedAt(price: number) {
  return server.database.db
    .select({ id: eois.id })
    .from(eois)
    .where(
      and(
        eq(eois.instrumentId, bond.row.id),
        eq(eois.clientId, context.party.clientId),
        inArray(eois.unitPriceStored, [price]),
      ),
    );
}

describe('quote upload (trading/quoteUpload)', () => {
  it('reports every bad row and stores nothing until confirmed', async () => {
    const answer = await importQuoteUpload(
      context,
      { rows: file(), confirm: false },
      server.app.services.events,
    );
    expect(answer).toMatchObject({ created: 0, valid_rows: 1, confirmed: false });
    expect(answer.errors.map((error) => error.row)).toEqual([3, 4]);
    expect(answer.errors[0]?.message).toBe(unknownIsinMessage('INE000NOSUCH1'));
    expect(await storedAt(99.25)).toEqual([]);
  });

  it('stores the good rows once confirmed, announces each, and still reports the bad ones', async () => {
    const eventsBefore = server.events.length;
    const answer = await importQuoteUpload(
      context,
      { rows: file(), confirm: true },
      server.app.services.events,
    );
    expect(answer).toMatchObject({ created: 1, valid_rows: 1, confirmed: true });
    expect(answer.errors).toHaveLength(2);
    expect((await storedAt(99.25)).map((row) => row.id)).toEqual(answer.created_ids);
    expect(server.events.slice(eventsBefore).some((event) => event.type === 'quote.created')).toBe(true);
  });
});
