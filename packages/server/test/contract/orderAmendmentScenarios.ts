import { orderAmendmentEndpoints, orderEndpoints } from '@bondkit/core/contract';
import type { ContractCall, ContractScenario, ContractWorld } from './contractScenarios';
import { reportedOrder } from './orderScenarios';
import { idOf } from './scenarioHelpers';

type OrderAmendmentScenarios = {
  [Name in keyof typeof orderAmendmentEndpoints]: ContractScenario<(typeof orderAmendmentEndpoints)[Name]>;
};

type Kind = 'orders' | 'procurement-orders';

/**
 * A trade the dealer's firm reported with the trader's firm and the trader's firm accepted: the kind of
 * trade (between two firms on the platform, ACCEPTED) that changes only by an amendment both agree to.
 */
async function agreedTrade(world: ContractWorld, call: ContractCall, kind: Kind): Promise<number> {
  const id = await reportedOrder(world, call, kind, 'trader');
  const decision =
    kind === 'orders' ? orderEndpoints.acceptOrRejectOrder : orderEndpoints.acceptOrRejectProcurementOrder;
  await call(decision, { params: { id }, body: { reported_order_status: 'ACCEPTED' } }, 'trader');
  return id;
}

/** The dealer's firm proposes a new price for an agreed trade: the order's and the amendment's ids. */
async function proposedAmendment(
  world: ContractWorld,
  call: ContractCall,
  kind: Kind,
): Promise<{ id: number; amendmentId: number }> {
  const id = await agreedTrade(world, call, kind);
  const proposal =
    kind === 'orders'
      ? orderAmendmentEndpoints.proposeOrderAmendment
      : orderAmendmentEndpoints.proposeProcurementOrderAmendment;
  const amendment = await call(proposal, { params: { id }, body: { unit_clean_price: 100.75 } }, 'dealer');
  return { id, amendmentId: idOf(amendment) };
}

/** A proposal that changes nothing: refused naming no term (non_field_errors), whatever the order. */
const emptyProposal = () => ({ params: { id: 1 }, body: { note: 'Nothing to change' } });

/** Amendments of agreed trades and an order's audit trail, for both kinds. */
export const orderAmendmentScenarios: OrderAmendmentScenarios = {
  listOrderAmendments: {
    caller: 'trader',
    valid: async (world, call) => ({ params: { id: (await proposedAmendment(world, call, 'orders')).id } }),
    invalid: () => ({ params: { id: 0 } }),
  },
  listProcurementOrderAmendments: {
    caller: 'trader',
    valid: async (world, call) => ({
      params: { id: (await proposedAmendment(world, call, 'procurement-orders')).id },
    }),
  },
  proposeOrderAmendment: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await agreedTrade(world, call, 'orders') },
      body: { quantity: 40_000_000, note: 'Both desks agreed to double it' },
    }),
    invalid: emptyProposal,
  },
  proposeProcurementOrderAmendment: {
    caller: 'trader',
    valid: async (world, call) => ({
      params: { id: await agreedTrade(world, call, 'procurement-orders') },
      body: { unit_clean_price: 100.25 },
    }),
    invalid: () => ({ params: { id: 1 }, body: { quantity: -5 } }),
  },
  decideOrderAmendment: {
    caller: 'trader',
    valid: async (world, call) => ({
      params: await proposedAmendment(world, call, 'orders'),
      body: { decision: 'ACCEPTED' },
    }),
    invalid: () => ({ params: { id: 1, amendmentId: 1 }, body: { decision: 'MAYBE' as 'ACCEPTED' } }),
  },
  decideProcurementOrderAmendment: {
    caller: 'trader',
    valid: async (world, call) => ({
      params: await proposedAmendment(world, call, 'procurement-orders'),
      body: { decision: 'REJECTED' },
    }),
    invalid: () => ({ params: { id: 1, amendmentId: 0 }, body: { decision: 'REJECTED' } }),
  },
  withdrawOrderAmendment: {
    caller: 'dealer',
    valid: async (world, call) => ({ params: await proposedAmendment(world, call, 'orders') }),
    invalid: () => ({ params: { id: 1, amendmentId: -2 } }),
  },
  withdrawProcurementOrderAmendment: {
    caller: 'dealer',
    valid: async (world, call) => ({ params: await proposedAmendment(world, call, 'procurement-orders') }),
  },
  getOrderAuditTrail: {
    caller: 'dealer',
    valid: async (world, call) => ({ params: { id: await agreedTrade(world, call, 'orders') } }),
    invalid: () => ({ params: { id: -1 } }),
  },
  getProcurementOrderAuditTrail: {
    caller: 'trader',
    valid: async (world, call) => ({
      params: { id: await agreedTrade(world, call, 'procurement-orders') },
    }),
  },
};
