/**
 * Readers for the open records the security page shows (`GET api/v2/finstrument/info/{id}`, the credit
 * rationale, the bond's extra terms). Each reads only the fields the page has a label for: a missing or
 * mistyped field leaves its row out instead of printing 'undefined', and no internal key (an id, a demo
 * flag) reaches the page.
 */
type OpenRecord = Readonly<Record<string, unknown>>;

function record(value: unknown): OpenRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as OpenRecord) : null;
}

export function numberAt(source: unknown, key: string): number | null {
  const value = record(source)?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function textAt(source: unknown, key: string): string | null {
  const value = record(source)?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

export function booleanAt(source: unknown, key: string): boolean | null {
  const value = record(source)?.[key];
  return typeof value === 'boolean' ? value : null;
}

export function recordAt(source: unknown, key: string): OpenRecord | null {
  return record(record(source)?.[key]);
}

export interface OptionYield {
  date: string;
  price: number;
  bondYield: number;
}

/** A list of `{ date, price, bond_yield }` (yield to call or put), skipping malformed entries. */
export function optionYieldsAt(source: unknown, key: string): OptionYield[] {
  const value = record(source)?.[key];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const date = textAt(item, 'date');
    const price = numberAt(item, 'price');
    const bondYield = numberAt(item, 'bond_yield');
    return date !== null && price !== null && bondYield !== null ? [{ date, price, bondYield }] : [];
  });
}
