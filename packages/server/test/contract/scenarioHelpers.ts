// Set-up pieces the contract scenarios share.
import type { ContractAnswer } from './contractBackends';
import type { ContractWorld } from './contractScenarios';

/** The id of a set-up call's answer. */
export function idOf(answer: ContractAnswer): number {
  return (answer.body as { id: number }).id;
}

/** A public quote, sized in whole crores so that any face value divides it. */
export function publicQuote(world: ContractWorld, quoteType: 'BID' | 'ASK') {
  return { finstrument_id: world.bondId, quote_type: quoteType, quantum: 20_000_000, unit_price_stored: 101 };
}
