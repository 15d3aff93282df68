/** What every formatter shows for a missing or unreadable value: never 'NaN', never 'undefined'. */
export const emptyValue = '\u2014';

/** A value a formatter accepts: numbers, numeric strings (the API sends some decimals as text), or nothing. */
export type NumericInput = number | string | null | undefined;

/** The finite number in `value`, or undefined when there is none (null, '', 'abc', NaN, Infinity). */
export function toFiniteNumber(value: NumericInput): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().replace(/,/g, '');
  // Number('') is 0 and Number('0x10') is 16: only plain decimal text counts as a number here.
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}
