import type { AnyEndpoint, EndpointInput, endpoints } from '@bondkit/core/contract';
import type { Caller } from './contractBackends';

/** What each backend's data has for the scenarios to use. */
export interface ContractWorld {
  /** A bond that can be priced. */
  bondId: number;
  /** A search key that finds it. */
  searchKey: string;
}

/**
 * How the suite calls one endpoint: a valid call (answered with the endpoint's success status and a body
 * its response schema accepts, on every backend) and, where the endpoint takes input, an invalid one
 * (answered 400 naming the same fields on every backend).
 */
export interface ContractScenario<Definition extends AnyEndpoint> {
  caller: Caller;
  valid: (world: ContractWorld) => EndpointInput<Definition>;
  invalid?: (world: ContractWorld) => EndpointInput<Definition>;
}

/** A scenario for every endpoint on the contract: a new endpoint without one does not compile. */
export type ContractScenarios = {
  [Name in keyof typeof endpoints]: ContractScenario<(typeof endpoints)[Name]>;
};

export const contractScenarios: ContractScenarios = {
  searchFinstruments: {
    caller: 'anonymous',
    valid: (world) => ({ query: { search_key: world.searchKey, limit: 5 } }),
    invalid: () => ({ query: { search_key: 'ab' } }),
  },
  getFinstrument: {
    caller: 'anonymous',
    valid: (world) => ({ params: { id: world.bondId } }),
  },
  getFinstrumentPriceInfo: {
    caller: 'anonymous',
    valid: (world) => ({ params: { id: world.bondId } }),
  },
  calculatePrice: {
    caller: 'anonymous',
    valid: (world) => ({ params: { id: world.bondId }, body: { fixed_field: 'yield', bond_yield: 0.0725 } }),
    invalid: (world) => ({ params: { id: world.bondId }, body: { fixed_field: 'yield' } }),
  },
  listMarketQuotes: {
    caller: 'dealer',
    valid: () => ({ query: { page: 1, page_size: 5 } }),
    invalid: () => ({ query: { page: 0 } }),
  },
  listRfqQuotes: {
    caller: 'dealer',
    valid: () => ({ query: { paginate: true } }),
    invalid: () => ({ query: { page_size: 1000 } }),
  },
  listBondQuotes: {
    caller: 'dealer',
    valid: (world) => ({ query: { finstrument_id: world.bondId, quote_type: 'BID' } }),
    invalid: () => ({ query: { quote_type: 'SIDEWAYS' as 'BID' } }),
  },
  listPrivateRuns: { caller: 'dealer', valid: () => ({}) },
  getQuoteDepth: {
    caller: 'dealer',
    valid: (world) => ({ query: { finstrument_id: world.bondId } }),
    invalid: () => ({ query: { finstrument_id: -3 } }),
  },
};
