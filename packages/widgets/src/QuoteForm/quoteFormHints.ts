import { formatIndianNumber, formatPrice, formatQuantum } from '../format/index';

/** The quantum's hint: the rupees it reads as, or how to type one. */
export function quantumHint(quantum: number | undefined): string {
  return quantum !== undefined && quantum > 0
    ? `\u20B9${formatIndianNumber(quantum)} (${formatQuantum(quantum)})`
    : 'Face value, for example 2.5 Cr or 50 L';
}

/**
 * The override's hint: the price computed from the yield and how far the dealer's price is from it, so the
 * override is seen before the quote is sent.
 */
export function priceOverrideHint(computedPrice: number | null, text: string): string {
  const typed = Number(text);
  const difference =
    computedPrice !== null && text.trim() !== '' && Number.isFinite(typed) ? typed - computedPrice : null;
  if (difference === null) return `Computed from the yield: ${formatPrice(computedPrice)}`;
  const position =
    difference === 0
      ? 'is the same'
      : `${formatPrice(Math.abs(difference))} ${difference > 0 ? 'above' : 'below'}`;
  return `Computed from the yield: ${formatPrice(computedPrice)}; yours ${position}`;
}
