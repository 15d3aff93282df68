import type { accountEndpoints } from '@bondkit/core/contract';
import { endpoints } from '@bondkit/core/contract';
import type { ContractScenario } from './contractScenarios';
import { uccRecord } from './scenarioHelpers';

/** The client's profile, the user's own details and unique client codes (platform-shell 7). */
export const accountScenarios: {
  [Name in keyof typeof accountEndpoints]: ContractScenario<(typeof accountEndpoints)[Name]>;
} = {
  updateProfile: {
    // Only the firm's ops admin may change its own profile; a dealer is refused (403).
    caller: 'opsadmin',
    valid: () => ({ body: { brand_name: 'Meridian Capital' } }),
    invalid: () => ({ body: { pan: 'not a pan', website: 'nowhere' } }),
  },
  updateUser: {
    caller: 'dealer',
    valid: () => ({ body: { first_name: 'Arjun', whatsapp_consent: true } }),
    invalid: () => ({ body: { first_name: '' } }),
  },
  createUcc: {
    caller: 'dealer',
    valid: () => ({ body: uccRecord('CONTRACT1') }),
    invalid: () => ({ body: { ...uccRecord('CONTRACT2'), pan: 'ABC', exchange: 'LSE' as 'NSE' } }),
  },
  updateUcc: {
    caller: 'dealer',
    valid: async (_world, call) => {
      const created = await call(endpoints.createUcc, { body: uccRecord('CONTRACT3') }, 'dealer');
      return { params: { id: (created.body as { id: number }).id }, body: { state: 'GOA' } };
    },
    invalid: () => ({ params: { id: 1 }, body: { client_code: 'not a code!' } }),
  },
};
