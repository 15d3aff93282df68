import type { platformEndpoints } from '@bondkit/core/contract';
import type { ContractScenario } from './contractScenarios';

/** The run-time configuration and UI error reports. */
export const platformScenarios: {
  [Name in keyof typeof platformEndpoints]: ContractScenario<(typeof platformEndpoints)[Name]>;
} = {
  getAppConfiguration: { caller: 'anonymous', valid: () => ({}) },
  getClientConfiguration: { caller: 'anonymous', valid: () => ({}) },
  reportError: {
    caller: 'anonymous',
    valid: () => ({
      body: {
        kind: 'render',
        message: 'The quote sheet failed to render',
        url: '/market',
        stack: 'at Sheet',
      },
    }),
    invalid: () => ({ body: { kind: 'crash' as 'render', message: '', url: '/market' } }),
  },
  listErrorReports: {
    caller: 'opsadmin',
    valid: () => ({ query: { page: 1, page_size: 5 } }),
    invalid: () => ({ query: { page_size: 1000 } }),
  },
};
