import { orderEndpoints, type orderDetailEndpoints } from '@bondkit/core/contract';
import type { ContractCall, ContractScenario, ContractWorld } from './contractScenarios';
import { reportedOrder } from './orderScenarios';

type OrderDetailScenarios = {
  [Name in keyof typeof orderDetailEndpoints]: ContractScenario<(typeof orderDetailEndpoints)[Name]>;
};

type Kind = 'orders' | 'procurement-orders';

/** A trade with an outside party (booked at once), settled: the only kind of trade that has a confirmation. */
async function settledTrade(world: ContractWorld, call: ContractCall, kind: Kind): Promise<number> {
  const id = await reportedOrder(world, call, kind);
  const settlement =
    kind === 'orders' ? orderEndpoints.settleOrCancelOrder : orderEndpoints.settleOrCancelProcurementOrder;
  await call(settlement, { params: { id, action: 'settle' } }, 'dealer');
  return id;
}

/** A trade's facilitator and agent, its consideration's acceptance and its confirmation, for both kinds. */
export const orderDetailScenarios: OrderDetailScenarios = {
  setOrderIntermediaries: {
    caller: 'dealer',
    // Clearing both: a valid change whatever intermediaries the world's data has.
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'orders') },
      body: { facilitator_id: null, agent_id: null },
    }),
    invalid: () => ({ params: { id: 1 }, body: { facilitator_id: -3 } }),
  },
  setProcurementOrderIntermediaries: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'procurement-orders') },
      body: { agent_id: null },
    }),
    invalid: () => ({ params: { id: 1 }, body: { agent_id: 'Broker Ltd' as unknown as number } }),
  },
  // The trader's firm is the counterparty of the dealer's report: it agrees to the consideration booked.
  decideOrderConsideration: {
    caller: 'trader',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'orders', 'trader'), action: 'accept' },
    }),
    invalid: () => ({ params: { id: 1, action: 'haggle' as 'accept' } }),
  },
  decideProcurementOrderConsideration: {
    caller: 'trader',
    valid: async (world, call) => ({
      params: { id: await reportedOrder(world, call, 'procurement-orders', 'trader'), action: 'reject' },
    }),
    invalid: () => ({ params: { id: 0, action: 'reject' } }),
  },
  downloadOrderConfirmation: {
    caller: 'dealer',
    valid: async (world, call) => ({ params: { id: await settledTrade(world, call, 'orders') } }),
    invalid: () => ({ params: { id: -1 } }),
  },
  downloadProcurementOrderConfirmation: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await settledTrade(world, call, 'procurement-orders') },
    }),
  },
};
