import { formatQuantum } from '@bondkit/core/format';
import type { EoiRow } from './eoiView';

/** What is left of a quote to trade: its size less what partial fills already took. */
export function remainingQuantum(quote: Pick<EoiRow, 'quantum' | 'filledQuantum'>): number {
  return Math.max(0, quote.quantum - quote.filledQuantum);
}

/** The refusal of a new size at or below what has already traded of a partly filled quote. */
export function filledSizeRefusal(filled: number): string {
  return `${formatQuantum(filled)} of this quote has traded: its size must stay above that.`;
}

/** The refusal of a fill larger than what is left of the quote, in the field the ticket shows it under. */
export function overfillMessage(remaining: number): string {
  return `Only ${formatQuantum(remaining)} of this quote is left: trade ${formatQuantum(remaining)} or less.`;
}
