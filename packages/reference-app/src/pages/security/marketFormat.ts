import { formatPrice, formatQuantum, formatYield } from '@bondkit/widgets';
import { yieldFractionToPercent } from '@bondkit/core/pricing';

/** A yield the API sends as a fraction (0.065299), as the page shows it: '6.5299%' (4 decimals, spec section 5). */
export function formatYieldFraction(fraction: number | null | undefined): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return '—';
  return `${formatYield(yieldFractionToPercent(fraction))}%`;
}

/** A clean or dirty price per 100 of face value, 4 decimals ('103.4604'). */
export function formatCleanPrice(price: number | null | undefined): string {
  return formatPrice(price ?? null);
}

/** Rupees of face value in lakh and crore: '₹20 Cr', '₹10 L', '₹75,000'. */
export function formatFaceValue(rupees: number | null | undefined): string {
  const text = formatQuantum(rupees ?? null);
  return text === '—' ? text : `₹${text}`;
}
