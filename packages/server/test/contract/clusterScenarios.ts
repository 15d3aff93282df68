import * as z from 'zod';
import { defineEndpoint, endpoints, idParametersSchema, type clusterEndpoints } from '@bondkit/core/contract';
import { clusterSchema } from '@bondkit/core/internal';
import type { ContractAnswer } from './contractBackends';
import type { ContractCall, ContractScenario, ContractWorld } from './contractScenarios';

type ClusterScenarios = {
  [Name in keyof typeof clusterEndpoints]: ContractScenario<(typeof clusterEndpoints)[Name]>;
};

// Not on the contract yet: declared here only so that the accept scenario can read the terms at a price.
const clusterAtPriceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cluster/:id/',
  params: idParametersSchema,
  query: z.strictObject({ price: z.number() }),
  response: clusterSchema,
  access: 'trading',
  tag: 'quotes',
  summary: 'A negotiation with the yield and money of trading it at `price`',
});

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

/** Negotiations: the dealer notes one, and accepts the other firm's answer in one. */
export const clusterScenarios: ClusterScenarios = {
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
          clusterAtPriceEndpoint,
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
};
