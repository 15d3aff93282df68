import { emptyValue, toFiniteNumber } from './emptyValue';
import type { NumericInput } from './emptyValue';

export interface IndianNumberOptions {
  /** Fewest digits after the decimal point. Default 0. */
  minimumFractionDigits?: number | undefined;
  /** Most digits after the decimal point. Default 2. */
  maximumFractionDigits?: number | undefined;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    // Intl.NumberFormat construction is slow; a live quote table formats thousands of cells a second.
    formatter = new Intl.NumberFormat('en-IN', { minimumFractionDigits, maximumFractionDigits });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A number with Indian digit grouping (`en-IN`: 12,34,567.89): the last three digits, then pairs.
 * Bad input (null, NaN, non-numeric text) gives an em dash.
 */
export function formatIndianNumber(value: NumericInput, options: IndianNumberOptions = {}): string {
  const number = toFiniteNumber(value);
  if (number === undefined) return emptyValue;
  const maximumFractionDigits = options.maximumFractionDigits ?? 2;
  const minimumFractionDigits = Math.min(options.minimumFractionDigits ?? 0, maximumFractionDigits);
  const text = formatterFor(minimumFractionDigits, maximumFractionDigits).format(number);
  // -0.00001 rounds to '-0': a sign on zero reads as an error to a dealer.
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}
