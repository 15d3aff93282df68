import { clusterEndpoints, endpoints } from '@bondkit/core/contract';
import type { ContractAnswer } from './contractBackends';
import type { ContractCall, ContractScenario, ContractWorld } from './contractScenarios';

type ClusterScenarios = {
  [Name in keyof typeof clusterEndpoints]: ContractScenario<(typeof clusterEndpoints)[Name]>;
};

interface Negotiation {
  clusterId: number;
  /** The trader's firm's answer to the dealer's ask, which the dealer may accept. */
  answer: { id: number; unit_price_stored: number; yield_stored: number | null };
}

const quantum = 20_000_000;

function bodyOf<Body>(answer: ContractAnswer): Body {
  return answer.body as Body;
}

/**
 * The dealer asks; the trader's firm answers with a price: a negotiation between the two firms. The answer's
 * price is the bond's at a 7.25 % yield, so that it stands for a yield whatever bond the world holds.
 */
async function negotiation(world: ContractWorld, call: ContractCall): Promise<Negotiation> {
  const priced = bodyOf<{ price: { unit_clean_price: number | null } }>(
    await call(
      endpoints.calculatePrice,
      { params: { id: world.bondId }, body: { fixed_field: 'yield', bond_yield: 0.0725 } },
      'dealer',
    ),
  );
  const price = priced.price.unit_clean_price;
  if (price === null) throw new Error('The bond cannot be priced at a 7.25 % yield.');
  const ask = bodyOf<{ id: number }>(
    await call(
      endpoints.createQuote,
      { body: { finstrument_id: world.bondId, quote_type: 'ASK', quantum, unit_price_stored: price + 0.5 } },
      'dealer',
    ),
  );
  const answer = bodyOf<Negotiation['answer'] & { cluster_id: number | null }>(
    await call(
      endpoints.addQuote,
      { body: { finstrument_id: world.bondId, quantum, respond_eoi_id: ask.id, unit_price_stored: price } },
      'trader',
    ),
  );
  if (answer.cluster_id === null) throw new Error('The answer to a quote opened no negotiation.');
  return { clusterId: answer.cluster_id, answer };
}

/** Negotiations: the dealer lists and reads them, reads one at a price, notes one, and accepts an answer. */
export const clusterScenarios: ClusterScenarios = {
  listClusters: {
    caller: 'dealer',
    valid: async (world, call) => {
      await negotiation(world, call);
      return {};
    },
  },
  getCluster: {
    caller: 'trader',
    valid: async (world, call) => ({ params: { id: (await negotiation(world, call)).clusterId } }),
    invalid: () => ({ params: { id: 0 } }),
  },
  getClusterAtPrice: {
    caller: 'dealer',
    valid: async (world, call) => {
      const { clusterId, answer } = await negotiation(world, call);
      return { params: { id: clusterId }, query: { price: answer.unit_price_stored } };
    },
    invalid: () => ({ params: { id: 1 }, query: { price: 0 } }),
  },
  updateCluster: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: (await negotiation(world, call)).clusterId },
      body: { note: 'Call back after lunch' },
    }),
    invalid: () => ({ params: { id: 1 }, body: { state: 'MAYBE' as 'OPEN' } }),
  },
  acceptCluster: {
    caller: 'dealer',
    // The terms the dealer saw: the answer's price and yield, and the accrued interest at that price.
    valid: async (world, call) => {
      const { clusterId, answer } = await negotiation(world, call);
      const atPrice = bodyOf<{ at_price: { bond_yield?: number; total_accrued_interest?: number } }>(
        await call(
          clusterEndpoints.getClusterAtPrice,
          { params: { id: clusterId }, query: { price: answer.unit_price_stored } },
          'dealer',
        ),
      ).at_price;
      return {
        params: { id: clusterId },
        query: { lsId: answer.id },
        body: {
          bond_yield: answer.yield_stored ?? atPrice.bond_yield ?? 0,
          unit_clean_price: answer.unit_price_stored,
          total_accrued_interest: atPrice.total_accrued_interest ?? 0,
          exchange: 'NSE',
        },
      };
    },
    invalid: () => ({
      params: { id: 1 },
      query: { lsId: 1 },
      body: { bond_yield: 2, unit_clean_price: 0, total_accrued_interest: 1, exchange: 'NSE' },
    }),
  },
  tradeFirmQuote: {
    // The dealer lifts the trader's firm's FIRM ask at its price: one order at once.
    caller: 'dealer',
    valid: async (world, call) => {
      const ask = bodyOf<{ id: number; unit_price_stored: number }>(
        await call(
          endpoints.createQuote,
          {
            body: {
              finstrument_id: world.bondId,
              quote_type: 'ASK',
              quantum,
              unit_price_stored: 100.25,
              firmness: 'FIRM',
            },
          },
          'trader',
        ),
      );
      return {
        params: { id: ask.id },
        body: { unit_clean_price: ask.unit_price_stored, exchange: 'NSE' },
      };
    },
    invalid: () => ({ params: { id: 1 }, body: { unit_clean_price: 0, exchange: 'NSE' } }),
  },
};
