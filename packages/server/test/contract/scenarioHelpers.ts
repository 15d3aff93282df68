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

/** A UCC record of a made-up individual client; `clientCode` keeps each scenario's record apart. */
export function uccRecord(clientCode: string) {
  return {
    client_code: clientCode,
    name: 'Contract Suite Client',
    exchange: 'NSE' as const,
    pan: 'ABCPE1234F',
    client_type: 'INDV' as const,
  };
}

/** A CSV file as a user would pick it: a header row, then the rows, comma-separated. */
export function csvFile(header: readonly string[], ...rows: readonly (string | number)[][]): Blob {
  const lines = [header, ...rows].map((cells) => cells.join(','));
  return new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' });
}
