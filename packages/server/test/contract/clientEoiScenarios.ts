import { clientEoiEndpoints } from '@bondkit/core/contract';
import type { ContractCall, ContractScenario, ContractWorld } from './contractScenarios';
import { idOf } from './scenarioHelpers';

type ClientEoiScenarios = {
  [Name in keyof typeof clientEoiEndpoints]: ContractScenario<(typeof clientEoiEndpoints)[Name]>;
};

/** The investor's request for a quote on the world's bond, in whole crores so that any face value divides it. */
function quoteRequest(world: ContractWorld) {
  return { finstrument_id: world.bondId, quote_type: 'BID' as const, quantum: 20_000_000 };
}

/** A request the investor sent her broker-dealer (the dealer's firm), by id. */
async function sentRequest(world: ContractWorld, call: ContractCall): Promise<number> {
  return idOf(await call(clientEoiEndpoints.createClientEoi, { body: quoteRequest(world) }, 'investor'));
}

/** A request the dealer's firm has quoted: its id and the quote's. */
async function quotedRequest(world: ContractWorld, call: ContractCall) {
  const id = await sentRequest(world, call);
  const quoted = await call(
    clientEoiEndpoints.quoteClientEoi,
    { params: { id }, body: { unit_price_stored: 101 } },
    'dealer',
  );
  return { id, quoteId: (quoted.body as { quote: { id: number } }).quote.id };
}

/** A client of a broker-dealer (the server's demo investor, a client of the dealer's firm) and that firm. */
export const clientEoiScenarios: ClientEoiScenarios = {
  createClientEoi: {
    caller: 'investor',
    valid: (world) => ({ body: quoteRequest(world) }),
    invalid: (world) => ({ body: { ...quoteRequest(world), quantum: 0, quote_type: 'HOLD' as 'BID' } }),
  },
  listClientEois: { caller: 'investor', valid: () => ({}) },
  acceptClientEoiQuote: {
    caller: 'investor',
    valid: async (world, call) => {
      const { id, quoteId } = await quotedRequest(world, call);
      return { params: { id }, body: { quote_id: quoteId } };
    },
    invalid: () => ({ params: { id: 1 }, body: { quote_id: -1 } }),
  },
  withdrawClientEoi: {
    caller: 'investor',
    valid: async (world, call) => ({ params: { id: await sentRequest(world, call) } }),
    invalid: () => ({ params: { id: 0 } }),
  },
  getClientPortfolio: { caller: 'investor', valid: () => ({}) },
  listFirmClientEois: { caller: 'dealer', valid: () => ({}) },
  quoteClientEoi: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await sentRequest(world, call) },
      body: { yield_stored: 0.0725, valid_minutes: 15 },
    }),
    invalid: () => ({ params: { id: 1 }, body: { unit_price_stored: 99, yield_stored: 0.07 } }),
  },
};
