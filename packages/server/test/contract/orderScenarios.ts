import { orderEndpoints } from '@bondkit/core/contract';
import type { ContractAnswer } from './contractBackends';
import type { ContractCall, ContractScenario, ContractWorld } from './contractScenarios';

type OrderScenarios = {
  [Name in keyof typeof orderEndpoints]: ContractScenario<(typeof orderEndpoints)[Name]>;
};

/** A trade the dealer's firm bought from a party outside the platform: booked at once (ACCEPTED). */
function tradeReport(world: ContractWorld) {
  return {
    finstrument_id: world.bondId,
    buy_or_sell: 'buy' as const,
    quantity: 20_000_000,
    unit_clean_price: 101,
    counterparty_name: 'Outside Bank',
    // The trade time must be earlier than the server's clock: an hour ago.
    trade_time: new Date(Date.now() - 60 * 60_000).toISOString(),
  };
}

/** An invalid report: a negative size and a trade time that is not one. */
function invalidReport(world: ContractWorld) {
  return {
    body: { ...tradeReport(world), quantity: -5, trade_time: 'yesterday' },
  };
}

function idOf(answer: ContractAnswer): number {
  return (answer.body as { id: number }).id;
}

/** Reports a trade of either kind for a scenario to change. */
async function reportedOrder(
  world: ContractWorld,
  call: ContractCall,
  kind: 'orders' | 'procurement-orders',
): Promise<number> {
  const endpoint = kind === 'orders' ? orderEndpoints.reportTrade : orderEndpoints.reportProcurementTrade;
  return idOf(await call(endpoint, { body: tradeReport(world) }, 'dealer'));
}

/** Reporting and modifying orders and procurement orders, and a trade's brokerage. */
export const orderScenarios: OrderScenarios = {
  reportTrade: {
    caller: 'dealer',
    valid: (world) => ({ body: tradeReport(world) }),
    invalid: invalidReport,
  },
  reportProcurementTrade: {
    caller: 'dealer',
    valid: (world) => ({ body: { ...tradeReport(world), buy_or_sell: 'sell' } }),
    invalid: invalidReport,
  },
  modifyOrder: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'orders') },
      body: { unit_clean_price: 100.5 },
    }),
    invalid: () => ({ params: { id: 1 }, body: { quantity: -1 } }),
  },
  modifyWholeOrder: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'orders') },
      body: { quantity: 20_000_000, unit_clean_price: 100.25 },
    }),
    // A whole order without its size.
    invalid: () => ({
      params: { id: 1 },
      body: { unit_clean_price: 100 } as { quantity: number; unit_clean_price: number },
    }),
  },
  modifyProcurementOrder: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'procurement-orders') },
      body: { counterparty_name: 'Another Outside Bank' },
    }),
    invalid: () => ({ params: { id: 1 }, body: { unit_clean_price: 300 } }),
  },
  modifyWholeProcurementOrder: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'procurement-orders') },
      body: { quantity: 40_000_000, unit_clean_price: 101 },
    }),
    invalid: () => ({ params: { id: 1 }, body: { quantity: 0, unit_clean_price: 101 } }),
  },
  updateBrokerage: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'orders') },
      body: { brokerage: 2_500 },
    }),
    invalid: () => ({ params: { id: 1 }, body: { brokerage: -1 } }),
  },
};
