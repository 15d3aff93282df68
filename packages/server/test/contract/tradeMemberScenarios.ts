import type { tradeMemberEndpoints } from '@bondkit/core/contract';
import type { ContractScenario } from './contractScenarios';
import { sessionOfCaller } from './sessionOfCaller';

type TradeMemberScenarios = {
  [Name in keyof typeof tradeMemberEndpoints]: ContractScenario<(typeof tradeMemberEndpoints)[Name]>;
};

/** A firm's members: its ops admin changes them, its dealers list them. */
export const tradeMemberScenarios: TradeMemberScenarios = {
  updateMember: {
    caller: 'opsadmin',
    // The ops admin confirms their own membership active: allowed (only deactivating oneself is not).
    valid: async (_world, call) => ({
      params: { id: (await sessionOfCaller(call, 'opsadmin')).accountId },
      body: { status: 'active' },
    }),
    invalid: () => ({ params: { id: 1 }, body: { roles: [] } }),
  },
  listClientMembers: {
    caller: 'dealer',
    valid: async (_world, call) => ({ params: { id: (await sessionOfCaller(call, 'dealer')).clientId } }),
    invalid: () => ({ params: { id: -4 } }),
  },
};
