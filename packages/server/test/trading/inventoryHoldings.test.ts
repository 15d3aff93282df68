import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@bondkit/core/validation';
import { clients } from '../../src/database/schema/index';
import { instrumentCatalogue, type CatalogueInstrument } from '../../src/trading/instrumentCatalogue';
import { editValuationCost, firmHoldings, recordExternalTrade } from '../../src/trading/inventoryHoldings';
import { refusal } from '../apiProblemRefusal';
import { startTestServer, type TestServer } from '../harness';

// The holdings' rules without HTTP: an outside trade is dated today or earlier, of a known bond, a whole
// number of its face value, and moves the holding; a firm changes only its own holding's cost.

let server: TestServer;
let firm: number;
let otherFirm: number;
let bond: CatalogueInstrument;
const now = new Date();

beforeAll(async () => {
  server = await startTestServer();
  const [first, second] = await server.database.db.select({ id: clients.id }).from(clients).limit(2);
  if (!first || !second) throw new Error('The demo data has fewer than two clients.');
  firm = first.id;
  otherFirm = second.id;
  const catalogue = await instrumentCatalogue(server.database.db, now);
  const priced = catalogue.all.find((entry) => entry.terms !== null);
  if (!priced) throw new Error('The demo data has no bond with terms.');
  bond = priced;
});
afterAll(async () => server?.close());

function outsideTrade(change: Partial<Parameters<typeof recordExternalTrade>[2]> = {}) {
  return {
    finstrument_id: bond.row.id,
    buy_or_sell: 'buy' as const,
    quantity: bond.row.faceValue * 10,
    unit_clean_price: 100,
    trade_date: '2025-01-15',
    counterparty_name: 'Outside Bank',
    ...change,
  };
}

describe('holdings (trading/inventoryHoldings)', () => {
  it('refuses an outside trade dated after today, of an unknown bond, or not a whole number of bonds', async () => {
    const tomorrow = new Date(now.getTime() + 2 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    expect(
      (
        await refusal(
          recordExternalTrade(server.database.db, firm, outsideTrade({ trade_date: tomorrow }), now),
        )
      ).body,
    ).toEqual({ trade_date: [validationMessages.tradeTimeInFuture] });
    expect(
      (
        await refusal(
          recordExternalTrade(server.database.db, firm, outsideTrade({ finstrument_id: 999_999 }), now),
        )
      ).body,
    ).toEqual({ finstrument_id: ['Finstrument not found.'] });
    const refused = await refusal(
      recordExternalTrade(
        server.database.db,
        firm,
        outsideTrade({ quantity: bond.row.faceValue * 1.5 }),
        now,
      ),
    );
    expect(Object.keys(refused.body as object)).toEqual(['quantity']);
  });

  it('moves the holding with each outside trade and lists it valued until it is sold down to nothing', async () => {
    const bought = await recordExternalTrade(server.database.db, firm, outsideTrade(), now);
    expect(bought).toMatchObject({ finstrument_id: bond.row.id, valuation_cost: 100 });
    const held = bought.quantity;
    const sold = await recordExternalTrade(
      server.database.db,
      firm,
      outsideTrade({ buy_or_sell: 'sell', quantity: held }),
      now,
    );
    expect(sold.quantity).toBe(0);
    const listed = await firmHoldings(server.database.db, firm, now);
    expect(listed.map((holding) => holding.id)).not.toContain(sold.id);
  });

  it("changes the valuation cost of the firm's own holding, and finds no other firm's", async () => {
    const holding = await recordExternalTrade(server.database.db, firm, outsideTrade(), now);
    const edited = await editValuationCost(
      server.database.db,
      firm,
      { id: holding.id, valuation_cost: 99.5 },
      now,
    );
    expect(edited).toMatchObject({ id: holding.id, valuation_cost: 99.5 });
    const foreign = await refusal(
      editValuationCost(server.database.db, otherFirm, { id: holding.id, valuation_cost: 90 }, now),
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await firmHoldings(server.database.db, firm, now)).find((row) => row.id === holding.id),
    ).toMatchObject({ valuation_cost: 99.5 });
  });
});
