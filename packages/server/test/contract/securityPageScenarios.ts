import { endpoints, type securityPageEndpoints } from '@bondkit/core/contract';
import type { ContractScenario } from './contractScenarios';

/** The reads of a bond's security page (trading-and-chat 7). */
export const securityPageScenarios: {
  [Name in keyof typeof securityPageEndpoints]: ContractScenario<(typeof securityPageEndpoints)[Name]>;
} = {
  getFinstrumentRecord: {
    caller: 'anonymous',
    valid: (world) => ({ params: { id: world.bondId } }),
    invalid: () => ({ params: { id: -1 } }),
  },
  getFinstrumentInfo: {
    caller: 'anonymous',
    valid: (world) => ({ params: { id: world.bondId } }),
    invalid: () => ({ params: { id: 0 } }),
  },
  getMarketQuote: {
    caller: 'dealer',
    valid: (world) => ({
      params: { id: world.bondId },
      body: { infer_from_market: true, quote_type: 'ASK' },
    }),
    invalid: (world) => ({ params: { id: world.bondId }, body: { quote_type: 'SIDEWAYS' as 'BID' } }),
  },
  getQuote: {
    caller: 'dealer',
    valid: (world) => ({ params: { id: world.bondId } }),
  },
  getMasterQuote: {
    caller: 'trader',
    valid: (world) => ({ params: { id: world.bondId } }),
  },
  getCreditRationale: {
    caller: 'anonymous',
    valid: (world) => ({ params: { id: world.bondId } }),
  },
  downloadQuote: {
    caller: 'dealer',
    valid: (world) => ({ params: { id: world.bondId } }),
    invalid: () => ({ params: { id: -4 } }),
  },
  getCashflows: {
    caller: 'anonymous',
    // From the bond's issue date, so that any bond the search finds has flows after it.
    valid: async (world, call) => {
      const bond = await call(endpoints.getFinstrument, { params: { id: world.bondId } }, 'anonymous');
      const terms = (bond.body as { contract_parameters: { issue_date: string } }).contract_parameters;
      return { params: { id: world.bondId }, body: { quantity: 1_000_000, ref_date: terms.issue_date } };
    },
    invalid: (world) => ({ params: { id: world.bondId }, body: { quantity: 0, ref_date: '15 Jan 2026' } }),
  },
  getBondsBySameIssuer: {
    caller: 'anonymous',
    valid: (world) => ({
      params: { id: world.bondId },
      body: { pagination: { page: 1, page_size: 5 }, sort: { field: 'coupon_rate', order: 'desc' } },
    }),
    invalid: (world) => ({
      params: { id: world.bondId },
      body: { pagination: { page: 0, page_size: 500 }, sort: { field: 'isin' as 'coupon_rate' } },
    }),
  },
  getBondTrades: {
    caller: 'anonymous',
    valid: (world) => ({ params: { id: world.bondId }, body: { filters: { exchange: 'NSE' } } }),
    invalid: (world) => ({
      params: { id: world.bondId },
      body: { filters: { from_date: '1 Jan 2026', exchange: 'LSE' as 'NSE' } },
    }),
  },
};
