import { endpoints, type inventoryEndpoints } from '@bondkit/core/contract';
import type { ContractScenario } from './contractScenarios';

type InventoryScenarios = {
  [Name in keyof typeof inventoryEndpoints]: ContractScenario<(typeof inventoryEndpoints)[Name]>;
};

const quantum = 20_000_000;

/** A firm's holdings: confirming them, and offering one to the market. */
export const inventoryScenarios: InventoryScenarios = {
  confirmPreviousHoldings: { caller: 'dealer', valid: () => ({}) },
  offerHolding: {
    caller: 'dealer',
    // The dealer's firm buys the bond from an outside party first, so that it holds what it offers.
    valid: async (world, call) => {
      await call(
        endpoints.reportTrade,
        {
          body: {
            finstrument_id: world.bondId,
            buy_or_sell: 'buy',
            quantity: quantum,
            unit_clean_price: 101,
            counterparty_name: 'Outside Bank',
            trade_time: new Date(Date.now() - 60 * 60_000).toISOString(),
          },
        },
        'dealer',
      );
      return { body: { finstrument_id: world.bondId, quote_type: 'ASK', quantum, unit_price_stored: 101.5 } };
    },
    invalid: (world) => ({ body: { finstrument_id: world.bondId, quantum: -5 } }),
  },
};
