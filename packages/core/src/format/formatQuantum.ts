import { emptyValue, toFiniteNumber } from './emptyValue';
import type { NumericInput } from './emptyValue';
import { formatIndianNumber } from './formatIndianNumber';

/** One lakh rupees: 1,00,000. */
export const lakh = 1_00_000;
/** One crore rupees: 1,00,00,000 (100 lakh). */
export const crore = 1_00_00_000;

export interface QuantumFormatOptions {
  /** Most decimals of the lakh or crore figure (trailing zeros are dropped). Default 2. */
  maximumFractionDigits?: number | undefined;
}

/**
 * A rupee amount the way Indian bond dealers say it. The convention:
 * - from one crore (1,00,00,000): crores with up to 2 decimals and the suffix ' Cr' (2,50,00,000 is '2.5 Cr';
 *   1,500 crore is '1,500 Cr', grouped en-IN);
 * - from one lakh (1,00,000): lakhs with up to 2 decimals and the suffix ' L' (50,00,000 is '50 L');
 * - below one lakh: the plain amount with en-IN grouping (75,000 is '75,000').
 * Negative amounts keep their sign. Bad input gives '—'.
 */
export function formatQuantum(value: NumericInput, options: QuantumFormatOptions = {}): string {
  const amount = toFiniteNumber(value);
  if (amount === undefined) return emptyValue;
  const maximumFractionDigits = options.maximumFractionDigits ?? 2;
  const magnitude = Math.abs(amount);
  if (magnitude >= crore) return `${formatIndianNumber(amount / crore, { maximumFractionDigits })} Cr`;
  if (magnitude >= lakh) return `${formatIndianNumber(amount / lakh, { maximumFractionDigits })} L`;
  return formatIndianNumber(amount, { maximumFractionDigits });
}

/**
 * Reads a quantum typed the way it is spoken: '2.5 Cr', '2.5cr', '2.5 crore', '50 L', '50 lakh', '50 lac',
 * '12,34,567' or a plain number. Returns rupees, or undefined when the text is not an amount.
 */
export function parseQuantum(text: string): number | undefined {
  const match = /^\s*([-+]?[\d,]*\.?\d+)\s*(cr|crore|crores|l|lakh|lakhs|lac|lacs)?\.?\s*$/i.exec(text);
  if (match === null || match[1] === undefined) return undefined;
  const number = toFiniteNumber(match[1]);
  if (number === undefined) return undefined;
  const unit = match[2]?.toLowerCase();
  if (unit === undefined) return number;
  // Multiplying 2.3 by 1e7 gives 22999999.999999996: round away the binary fraction to whole paise.
  const multiplier = unit.startsWith('c') ? crore : lakh;
  return Math.round(number * multiplier * 100) / 100;
}
