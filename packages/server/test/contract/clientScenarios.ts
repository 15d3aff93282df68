import type { clientEndpoints, referenceEndpoints } from '@bondkit/core/contract';
import { endpoints } from '@bondkit/core/contract';
import type { ContractScenario } from './contractScenarios';
import { expect } from 'vitest';
import { csvFile, uccRecord } from './scenarioHelpers';

/** An individual client a firm onboards; `pan` keeps each scenario's client apart (one per PAN and firm). */
function managedClient(pan: string) {
  return {
    client_type: 'INDV' as const,
    category: 'HNI' as const,
    name: 'Contract Suite Client',
    pan,
    gst: '',
    address_line: '14 Marine Drive',
    city: 'Kochi',
    state: 'KERALA' as const,
    pincode: '682011',
    bank_account_number: '50100234567890',
    ifsc: 'HDFC0001234',
    bo_id: '1208160000123456',
    dp_id: '',
    depository_client_id: '',
    nse_custodian_id: null,
    bse_custodian_id: null,
    contact_name: 'Contract Suite',
    email: 'contract.suite@example.in',
    mobile: '9847012345',
    whatsapp_consent: false,
    consent: true as const,
  };
}

/** A firm's clients, their onboarding, its user accounts and UCC records (platform-shell 7). */
export const clientScenarios: {
  [Name in keyof typeof clientEndpoints]: ContractScenario<(typeof clientEndpoints)[Name]>;
} = {
  getClient: {
    caller: 'dealer',
    valid: () => ({}),
  },
  getClientByWebsite: {
    caller: 'anonymous',
    // The dealer's firm by its website, written the way a person types it (scheme, www., a path).
    valid: async (_world, call) => {
      const client = await call(endpoints.getClient, {}, 'dealer');
      const { website } = client.body as { website: string | null };
      if (website === null) throw new Error("The dealer's firm has no website.");
      return { query: { website: `https://www.${website}/about` } };
    },
    invalid: () => ({ query: { website: 'nowhere' } }),
  },
  listClients: {
    caller: 'dealer',
    valid: () => ({ query: { page: 1, page_size: 5, search: 'a', is_partner: false } }),
    invalid: () => ({ query: { page: 0 } }),
  },
  listUserAccounts: {
    caller: 'dealer',
    valid: () => ({ query: { search: 'a' } }),
    invalid: () => ({ query: { page_size: 101 } }),
  },
  onboardClient: {
    caller: 'dealer',
    valid: () => ({ body: managedClient('CQRPC1001A') }),
    invalid: () => ({ body: { ...managedClient('CQRPC1002A'), pan: 'ABC', pincode: '6820' } }),
  },
  getManagedClient: {
    caller: 'dealer',
    valid: async (_world, call) => {
      const created = await call(endpoints.onboardClient, { body: managedClient('CQRPC1003A') }, 'dealer');
      return { params: { id: (created.body as { id: number }).id } };
    },
  },
  replaceManagedClient: {
    caller: 'dealer',
    valid: async (_world, call) => {
      const created = await call(endpoints.onboardClient, { body: managedClient('CQRPC1004A') }, 'dealer');
      return {
        params: { id: (created.body as { id: number }).id },
        body: { ...managedClient('CQRPC1004A'), city: 'Ernakulam' },
      };
    },
    invalid: () => ({ params: { id: 1 }, body: { ...managedClient('CQRPC1005A'), email: 'nobody@' } }),
  },
  listUcc: {
    caller: 'dealer',
    valid: () => ({ query: { search: 'contract' } }),
    invalid: () => ({ query: { page: 0 } }),
  },
  getUcc: {
    caller: 'dealer',
    valid: async (_world, call) => {
      const created = await call(endpoints.createUcc, { body: uccRecord('CONTRACT4') }, 'dealer');
      return { params: { id: (created.body as { id: number }).id } };
    },
  },
  downloadUccTemplate: {
    caller: 'dealer',
    valid: () => ({}),
  },
  uploadUccRecords: {
    caller: 'dealer',
    // One good row and one whose code the first already took on the same exchange.
    valid: () => {
      const row = Object.values(uccRecord('CSUPLOAD1'));
      return { file: csvFile(Object.keys(uccRecord('CSUPLOAD1')), row, row), fileName: 'ucc.csv' };
    },
    afterValid: async ({ call, backend }) => {
      const listed = await call(endpoints.listUcc, { query: { search: 'CSUPLOAD1' } }, 'dealer');
      expect((listed.body as { count: number }).count, backend).toBe(1);
    },
    // A file without the template's columns is refused as a whole, on the file.
    invalid: () => ({ file: csvFile(['client', 'code'], ['a', 'b']), fileName: 'ucc.csv' }),
  },
};

/** Reference lists: client categories, states, and the firms a trade can go through. */
export const referenceScenarios: {
  [Name in keyof typeof referenceEndpoints]: ContractScenario<(typeof referenceEndpoints)[Name]>;
} = {
  getClientCategories: { caller: 'anonymous', valid: () => ({}) },
  getIndianStates: { caller: 'anonymous', valid: () => ({}) },
  getFacilitators: { caller: 'dealer', valid: () => ({}) },
  getAgents: { caller: 'dealer', valid: () => ({}) },
};
