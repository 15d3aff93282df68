import { endpoints, type inventoryEndpoints } from '@bondkit/core/contract';
import type { ContractScenario, ContractWorld } from './contractScenarios';
import { expect } from 'vitest';
import { csvFile, idOf } from './scenarioHelpers';

type InventoryScenarios = {
  [Name in keyof typeof inventoryEndpoints]: ContractScenario<(typeof inventoryEndpoints)[Name]>;
};

const quantum = 20_000_000;

/** A trade date the server accepts wherever its clock is: three days ago. */
const recentTradeDate = () => new Date(Date.now() - 3 * 24 * 60 * 60_000).toISOString().slice(0, 10);

/** An outside purchase of the world's bond: the dealer's firm then holds it. */
const outsidePurchase = (world: ContractWorld) => ({
  finstrument_id: world.bondId,
  buy_or_sell: 'buy' as const,
  quantity: quantum,
  unit_clean_price: 101,
  trade_date: recentTradeDate(),
  counterparty_name: 'Outside Bank',
});

/** A firm's holdings: listing, outside trades, valuation cost, confirming them, offering one to the market. */
export const inventoryScenarios: InventoryScenarios = {
  uploadHoldings: {
    caller: 'dealer',
    // Not confirmed, and the one row is good: the holding is written.
    valid: (world) => ({
      file: csvFile(['isin', 'quantity'], [world.bondIsin, quantum]),
      fileName: 'holdings.csv',
      query: { upload_id: 'contract-holdings-1' },
    }),
    afterValid: async ({ world, call, backend }) => {
      const holdings = await call(endpoints.listHoldings, {}, 'dealer');
      const held = (holdings.body as { finstrument_id: number; quantity: number }[]).find(
        (holding) => holding.finstrument_id === world.bondId,
      );
      expect(held?.quantity, backend).toBe(quantum);
    },
    invalid: (world) => ({
      file: csvFile(['isin', 'quantity'], [world.bondIsin, quantum]),
      query: { upload_id: 'no!' },
    }),
  },
  getHoldingsUploadProgress: {
    caller: 'dealer',
    // The upload names its id; its progress is kept for a late poll once it is done.
    valid: async (world, call) => {
      await call(
        endpoints.uploadHoldings,
        {
          file: csvFile(['isin', 'quantity'], [world.bondIsin, quantum]),
          query: { upload_id: 'contract-progress-1' },
        },
        'dealer',
      );
      return { params: { uploadId: 'contract-progress-1' } };
    },
    afterValid: async ({ call, input, backend }) => {
      const progress = await call(endpoints.getHoldingsUploadProgress, input, 'dealer');
      expect(progress.body, backend).toMatchObject({ phase: 'done', total_rows: 1, written_rows: 1 });
    },
    invalid: () => ({ params: { uploadId: 'no!' } }),
  },
  confirmPreviousHoldings: { caller: 'dealer', valid: () => ({}) },
  offerHolding: {
    caller: 'dealer',
    // The dealer's firm buys the bond from an outside party first (an outside trade recorded in its
    // inventory), so that it holds what it offers.
    valid: async (world, call) => {
      await call(endpoints.recordExternalTrade, { body: outsidePurchase(world) }, 'dealer');
      return { body: { finstrument_id: world.bondId, quote_type: 'ASK', quantum, unit_price_stored: 101.5 } };
    },
    invalid: (world) => ({ body: { finstrument_id: world.bondId, quantum: -5 } }),
  },
  listHoldings: { caller: 'dealer', valid: () => ({}) },
  recordExternalTrade: {
    caller: 'dealer',
    valid: (world) => ({ body: outsidePurchase(world) }),
    invalid: (world) => ({
      body: {
        ...outsidePurchase(world),
        quantity: -5,
        trade_date: '3 Jan 2026',
        buy_or_sell: 'hold' as 'buy',
      },
    }),
  },
  editValuationCost: {
    caller: 'dealer',
    // The holding the outside purchase makes is the one whose cost changes.
    valid: async (world, call) => {
      const holding = await call(endpoints.recordExternalTrade, { body: outsidePurchase(world) }, 'dealer');
      return { body: { id: idOf(holding), valuation_cost: 100.25 } };
    },
    invalid: () => ({ body: { id: 0, valuation_cost: -3 } }),
  },
};
