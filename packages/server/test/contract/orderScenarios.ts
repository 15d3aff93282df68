import { orderEndpoints } from '@bondkit/core/contract';
import type { ContractCall, ContractScenario, ContractWorld } from './contractScenarios';
import { idOf } from './scenarioHelpers';
import { sessionOfCaller } from './sessionOfCaller';

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

/**
 * Reports a trade of either kind for a scenario to change: with an outside party (booked), or with the
 * trader's firm (waiting for it to accept or reject).
 */
export async function reportedOrder(
  world: ContractWorld,
  call: ContractCall,
  kind: 'orders' | 'procurement-orders',
  counterparty: 'outside' | 'trader' = 'outside',
): Promise<number> {
  const endpoint = kind === 'orders' ? orderEndpoints.reportTrade : orderEndpoints.reportProcurementTrade;
  const body =
    counterparty === 'outside'
      ? tradeReport(world)
      : {
          ...tradeReport(world),
          counterparty_name: null,
          counterparty_client_id: (await sessionOfCaller(call, 'trader')).clientId,
        };
  return idOf(await call(endpoint, { body }, 'dealer'));
}

/** Listing, reporting and modifying orders and procurement orders, and a trade's brokerage. */
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
  getOrder: {
    caller: 'dealer',
    valid: async (world, call) => ({ params: { id: await reportedOrder(world, call, 'orders') } }),
  },
  getProcurementOrder: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'procurement-orders') },
    }),
  },
  acceptOrRejectOrder: {
    caller: 'trader',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'orders', 'trader') },
      body: { reported_order_status: 'ACCEPTED' },
    }),
    invalid: () => ({
      params: { id: 1 },
      body: { reported_order_status: 'MAYBE' as 'ACCEPTED' },
    }),
  },
  acceptOrRejectProcurementOrder: {
    caller: 'trader',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'procurement-orders', 'trader') },
      body: { reported_order_status: 'REJECTED' },
    }),
    invalid: () => ({ params: { id: 1 }, body: {} as { reported_order_status: 'ACCEPTED' } }),
  },
  cancelOrder: {
    caller: 'dealer',
    valid: async (world, call) => ({ params: { id: await reportedOrder(world, call, 'orders') } }),
    invalid: () => ({ params: { id: 0 } }),
  },
  cancelProcurementOrder: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'procurement-orders') },
    }),
  },
  settleOrCancelOrder: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'orders'), action: 'settle' },
    }),
    invalid: () => ({ params: { id: 1, action: 'explode' as 'settle' } }),
  },
  settleOrCancelProcurementOrder: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'procurement-orders'), action: 'settle' },
    }),
  },
  listUnifiedOrders: {
    caller: 'dealer',
    valid: async (world, call) => {
      await reportedOrder(world, call, 'orders');
      return { query: { page: 1, page_size: 5, state: 'accepted,settled' } };
    },
    invalid: () => ({ query: { state: 'SHIPPED' } }),
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
