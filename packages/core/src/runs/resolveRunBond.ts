import type { RunBond } from './runTypes';
import { governmentAliases } from './runVocabulary';

/** Where in a line a bond was named, and which bond it is (or why it is not one). */
export type BondReference =
  | { outcome: 'resolved'; bond: RunBond; start: number; end: number }
  | { outcome: 'ambiguous'; reason: string; start: number; end: number }
  | { outcome: 'none' };

const isinPattern = /\bIN[A-Z0-9]{9}[0-9]\b/i;
// [coupon[%]] issuer [SDL] year: '7.26 GS 2033', '7.26% GS33', 'NHAI 2031', 'GS33', 'MH SDL 2032', 'GS 33'.
const shortNamePattern =
  /(?:^|[\s,(])(?:(\d{1,2}\.\d{1,4}|\d{1,2})\s*%?\s+)?([A-Za-z][A-Za-z&-]{1,11})\s*(?:SDL\s*)?'?(20\d{2}|\d{2})(?![\d.%])(?!\s*(?:cr|crs|crores?|l|lacs?|lakhs?|lk)\b)/gi;

function normalise(code: string): string {
  // 'MHSDL32': a state's code written together with SDL.
  const lower = code.toLowerCase().replace(/(?<=^[a-z]{2})sdl$/, '');
  return (governmentAliases as readonly string[]).includes(lower) ? 'gs' : lower;
}

function yearOf(text: string): number {
  const value = Number(text);
  return text.length === 2 ? 2000 + value : value;
}

function describe(bonds: readonly RunBond[]): string {
  const names = bonds.slice(0, 3).map((bond) => bond.displayName);
  return `${names.join(', ')}${bonds.length > 3 ? `, and ${bonds.length - 3} more` : ''}`;
}

/** An index of the bond list by issuer code, built once per list. */
export interface RunBondIndex {
  byIssuer: ReadonlyMap<string, readonly RunBond[]>;
  byIsin: ReadonlyMap<string, RunBond>;
  byName: ReadonlyMap<string, RunBond>;
}

export function indexRunBonds(bonds: readonly RunBond[]): RunBondIndex {
  const byIssuer = new Map<string, RunBond[]>();
  const byIsin = new Map<string, RunBond>();
  const byName = new Map<string, RunBond>();
  for (const bond of bonds) {
    const code = normalise(bond.issuerCode);
    const list = byIssuer.get(code) ?? [];
    list.push(bond);
    byIssuer.set(code, list);
    byIsin.set(bond.isin.toUpperCase(), bond);
    byName.set(bond.displayName.toLowerCase(), bond);
  }
  return { byIssuer, byIsin, byName };
}

function pick(candidates: readonly RunBond[], spoken: string, start: number, end: number): BondReference {
  if (candidates.length === 1) return { outcome: 'resolved', bond: candidates[0] as RunBond, start, end };
  if (candidates.length === 0) return { outcome: 'none' };
  // Several fit: the benchmark is what desks mean by a short name, when there is exactly one.
  const benchmarks = candidates.filter((bond) => bond.benchmark === true);
  if (benchmarks.length === 1) return { outcome: 'resolved', bond: benchmarks[0] as RunBond, start, end };
  return {
    outcome: 'ambiguous',
    reason: `${spoken} fits ${candidates.length} bonds: ${describe(candidates)}`,
    start,
    end,
  };
}

/**
 * Finds the bond a line names: its ISIN, its full name, or a short name (issuer code and maturity year,
 * with the coupon when given). A short name several bonds fit is ambiguous unless exactly one of them is a
 * benchmark.
 */
export function resolveRunBond(line: string, index: RunBondIndex): BondReference {
  const isin = isinPattern.exec(line);
  if (isin) {
    const bond = index.byIsin.get(isin[0].toUpperCase());
    const start = isin.index;
    const end = start + isin[0].length;
    return bond
      ? { outcome: 'resolved', bond, start, end }
      : { outcome: 'ambiguous', reason: `${isin[0]} is not a known bond`, start, end };
  }
  const lower = line.toLowerCase();
  for (const [name, bond] of index.byName) {
    const at = lower.indexOf(name);
    if (at >= 0) return { outcome: 'resolved', bond, start: at, end: at + name.length };
  }
  shortNamePattern.lastIndex = 0;
  let found: BondReference = { outcome: 'none' };
  for (let match = shortNamePattern.exec(line); match; match = shortNamePattern.exec(line)) {
    const [whole, couponText, code = '', yearText = ''] = match;
    const issuerBonds = index.byIssuer.get(normalise(code));
    if (!issuerBonds) continue;
    const year = yearOf(yearText);
    const coupon = couponText === undefined ? null : Number(couponText);
    const start = match.index + (whole.length - whole.trimStart().length);
    const end = match.index + whole.length;
    const sameYear = issuerBonds.filter((bond) => Number(bond.maturityDate.slice(0, 4)) === year);
    const candidates =
      coupon === null ? sameYear : sameYear.filter((bond) => Math.abs(bond.couponRate - coupon) < 0.005);
    const reference = pick(candidates, whole.trim(), start, end);
    if (reference.outcome === 'none' && coupon !== null && sameYear.length > 0) {
      // The number before the issuer was not its coupon (a level: '6.43 GS33'); read the name without it.
      const codeStart = lower.indexOf(code.toLowerCase(), start + (couponText?.length ?? 0));
      const withoutCoupon = pick(sameYear, `${code}${yearText}`, codeStart, end);
      if (withoutCoupon.outcome !== 'none') {
        if (found.outcome !== 'none') return twoBonds(found, withoutCoupon);
        found = withoutCoupon;
        continue;
      }
    }
    if (reference.outcome === 'none') continue;
    if (found.outcome !== 'none') return twoBonds(found, reference);
    found = reference;
  }
  return found;
}

function twoBonds(first: BondReference, second: BondReference): BondReference {
  if (first.outcome === 'none' || second.outcome === 'none') return first;
  return {
    outcome: 'ambiguous',
    reason: 'names two bonds',
    start: Math.min(first.start, second.start),
    end: Math.max(first.end, second.end),
  };
}
