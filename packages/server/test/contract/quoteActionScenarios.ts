import { endpoints, type quoteActionEndpoints } from '@bondkit/core/contract';
import { expect } from 'vitest';
import type { ContractScenario, ContractWorld } from './contractScenarios';
import { idOf, publicQuote } from './scenarioHelpers';

const closedQuoteQuantum = 40_000_000;
const closedQuotePrice = 101.25;

/** A public quote of the size and price of the close-against scenario's trade. */
function closedQuote(world: ContractWorld, quoteType: 'BID' | 'ASK') {
  return {
    ...publicQuote(world, quoteType),
    quantum: closedQuoteQuantum,
    unit_price_stored: closedQuotePrice,
  };
}

/** Withdrawing, trading against and expiring quotes. */
export const quoteActionScenarios: {
  [Name in keyof typeof quoteActionEndpoints]: ContractScenario<(typeof quoteActionEndpoints)[Name]>;
} = {
  closeQuote: {
    caller: 'dealer',
    // The dealer's bid traded against the trader's firm's ask on the same bond, for a quantity no other
    // scenario trades, so that the order it records is the only one of that size.
    valid: async (world, call) => {
      const bid = await call(endpoints.createQuote, { body: closedQuote(world, 'BID') }, 'dealer');
      const ask = await call(endpoints.createQuote, { body: closedQuote(world, 'ASK') }, 'trader');
      return { params: { id: idOf(bid) }, body: { opposing_eoi: idOf(ask), confirm: true } };
    },
    // The trade is one order both firms see: the dealer's firm owns it and buys at the ask's price. (Orders
    // are the server's: the fake keeps only a trade record, checked by core's fakeQuoteBook test.)
    afterValid: async ({ world, call, backend }) => {
      if (backend === 'fake') return;
      const traded = async (caller: 'dealer' | 'trader') =>
        (
          (await call(endpoints.listUnifiedOrders, { query: { paginate: false } }, caller)).body as {
            results: Record<string, unknown>[];
          }
        ).results.filter(
          (order) => order.finstrument_id === world.bondId && order.quantity === closedQuoteQuantum,
        );
      const dealerOrders = await traded('dealer');
      expect(dealerOrders, backend).toEqual([
        expect.objectContaining({
          kind: 'orders',
          status: 'ACCEPTED',
          buy_or_sell: 'buy',
          unit_clean_price: closedQuotePrice,
          exchange: null,
          is_owner: true,
          consideration_status: 'PENDING',
          counterparty_name: expect.any(String),
        }),
      ]);
      expect(await traded('trader'), backend).toEqual([
        expect.objectContaining({
          id: dealerOrders[0]?.id,
          status: 'ACCEPTED',
          buy_or_sell: 'sell',
          unit_clean_price: closedQuotePrice,
          is_owner: false,
          can_decide_consideration: true,
        }),
      ]);
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
