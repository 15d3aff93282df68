import { formatIndianNumber } from './formatIndianNumber';
import type { NumericInput } from './emptyValue';

/** The spec's display precision of prices and yields. */
export const priceAndYieldDecimals = 4;

/** A clean price with 4 decimals and Indian grouping: `101.2345`, `1,00,000.0000`. Bad input gives '—'. */
export function formatPrice(value: NumericInput): string {
  return formatIndianNumber(value, {
    minimumFractionDigits: priceAndYieldDecimals,
    maximumFractionDigits: priceAndYieldDecimals,
  });
}

/**
 * A yield in percent with 4 decimals: `formatYield(7.125)` is '7.1250'. The API stores yields as fractions
 * (0.07125); convert with `fractionToPercent` first. Bad input gives '—'.
 */
export function formatYield(value: NumericInput): string {
  return formatIndianNumber(value, {
    minimumFractionDigits: priceAndYieldDecimals,
    maximumFractionDigits: priceAndYieldDecimals,
  });
}
