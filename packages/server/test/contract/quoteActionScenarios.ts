import { endpoints, type quoteActionEndpoints } from '@bondkit/core/contract';
import type { ContractScenario } from './contractScenarios';
import { idOf, publicQuote } from './scenarioHelpers';

/** Withdrawing, trading against and expiring quotes. */
export const quoteActionScenarios: {
  [Name in keyof typeof quoteActionEndpoints]: ContractScenario<(typeof quoteActionEndpoints)[Name]>;
} = {
  closeQuote: {
    caller: 'dealer',
    // The dealer's bid traded against the trader's firm's ask on the same bond.
    valid: async (world, call) => {
      const bid = await call(endpoints.createQuote, { body: publicQuote(world, 'BID') }, 'dealer');
      const ask = await call(endpoints.createQuote, { body: publicQuote(world, 'ASK') }, 'trader');
      return { params: { id: idOf(bid) }, body: { opposing_eoi: idOf(ask), confirm: true } };
    },
    invalid: () => ({ params: { id: 1 }, body: { opposing_eoi: -2, confirm: 'yes' as unknown as boolean } }),
  },
  closeQuotes: {
    caller: 'dealer',
    valid: async (world, call) => {
      const first = await call(endpoints.createQuote, { body: publicQuote(world, 'BID') }, 'dealer');
      const second = await call(endpoints.createQuote, { body: publicQuote(world, 'ASK') }, 'dealer');
      return { body: { eoi_ids: [idOf(first), idOf(second)] } };
    },
    invalid: () => ({ body: { eoi_ids: [] } }),
  },
  expireQuote: {
    caller: 'dealer',
    valid: async (world, call) => {
      const quote = await call(endpoints.createQuote, { body: publicQuote(world, 'BID') }, 'dealer');
      return { params: { id: idOf(quote) }, body: {} };
    },
  },
};
