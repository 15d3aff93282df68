import { endpoints, type marketDataEndpoints } from '@bondkit/core/contract';
import type { ContractScenario } from './contractScenarios';

/** The market's lists and PDF downloads. */
export const marketDataScenarios: {
  [Name in keyof typeof marketDataEndpoints]: ContractScenario<(typeof marketDataEndpoints)[Name]>;
} = {
  listTradableFinstruments: { caller: 'dealer', valid: () => ({}) },
  listCategories: { caller: 'anonymous', valid: () => ({ body: {} }) },
  listClientFinstruments: {
    caller: 'anonymous',
    valid: () => ({ body: { pagination_params: { limit: 5 } } }),
    invalid: () => ({
      body: {
        pagination_params: { limit: 500, cursor: 'x'.repeat(201) },
        category_values: { rating: 'AAA' as unknown as string[] },
      },
    }),
  },
  downloadBondDetails: {
    caller: 'anonymous',
    valid: (world) => ({ params: { id: world.bondId }, body: {} }),
    invalid: () => ({ params: { id: -1 }, body: {} }),
  },
  downloadInformationMemorandum: {
    caller: 'anonymous',
    // The ISIN of the world's bond, as its record names it.
    valid: async (world, call) => {
      const bond = await call(endpoints.getFinstrument, { params: { id: world.bondId } }, 'anonymous');
      const isin = (bond.body as { identifiers: { ISIN: string } }).identifiers.ISIN;
      return { body: { isin: isin.toLowerCase() } };
    },
    invalid: () => ({ body: { isin: 'INE00' } }),
  },
};
