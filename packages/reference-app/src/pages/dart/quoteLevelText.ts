import { yieldFractionToPercent } from '@bondkit/core/pricing';
import type { BookQuote } from './negotiationBook';

/** '7.1200% / 99.8125' (the fixed one first), '—' for what a quote does not carry. */
export function quoteLevelText(quote: Pick<BookQuote, 'yieldFraction' | 'price' | 'fixedField'>): string {
  const yieldText =
    quote.yieldFraction === null ? null : `${yieldFractionToPercent(quote.yieldFraction).toFixed(4)}%`;
  const priceText = quote.price === null ? null : quote.price.toFixed(4);
  const parts = quote.fixedField === 'price' ? [priceText, yieldText] : [yieldText, priceText];
  const shown = parts.filter((part): part is string => part !== null);
  return shown.length === 0 ? '—' : shown.join(' / ');
}

/** '₹5 Cr', '₹25 L', '₹50,000': a quantum as dealers say it. */
export function quantumText(rupees: number): string {
  if (rupees >= 1_00_00_000)
    return `₹${(rupees / 1_00_00_000).toLocaleString('en-IN', { maximumFractionDigits: 2 })} Cr`;
  if (rupees >= 1_00_000)
    return `₹${(rupees / 1_00_000).toLocaleString('en-IN', { maximumFractionDigits: 2 })} L`;
  return `₹${rupees.toLocaleString('en-IN')}`;
}
