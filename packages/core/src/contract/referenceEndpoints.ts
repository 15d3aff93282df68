import { defineEndpoint } from './endpoint';
import { referenceHeads } from './referenceHeads';

/** Reference lists the registration, profile and trade forms offer (platform-shell 7). */
export const referenceEndpoints = {
  getClientCategories: defineEndpoint({
    ...referenceHeads.getClientCategories,
    access: 'public',
    tag: 'accounts',
    summary: 'Client categories',
  }),
  getIndianStates: defineEndpoint({
    ...referenceHeads.getIndianStates,
    access: 'public',
    tag: 'accounts',
    summary: 'Indian states and territories',
  }),
  getFacilitators: defineEndpoint({
    ...referenceHeads.getFacilitators,
    access: 'trading',
    tag: 'trade',
    summary: 'Facilitators a trade can go through',
  }),
  getAgents: defineEndpoint({
    ...referenceHeads.getAgents,
    access: 'trading',
    tag: 'trade',
    summary: 'Agents a trade can go through',
  }),
};
