// What the evaluation sets share (`heldOutSet.ts`, `researcherSet.ts`): the forms a question writes a date in and
// an answer states one in, date arithmetic, the G-sec curve as the evaluation defines it, and the phrases a
// not-found, a decline or a refusal of quotes the caller may not see contains.
import type { EvaluationCase, Expectation } from './expectations';
import type { EvaluationBond } from './platformData';

export const monthShort = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
export const monthLong = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function parts(isoDate: string): [number, number, number] {
  return isoDate.split('-').map(Number) as [number, number, number];
}

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** How a question writes a date: '2 Dec', '2nd December', '02-12-2026', '02/12/2026', 'Dec 2, 2026', ISO. */
export const dateIn = {
  short: (iso: string) => `${parts(iso)[2]} ${monthShort[parts(iso)[1] - 1]}`,
  ordinal: (iso: string) => `${ordinal(parts(iso)[2])} ${monthLong[parts(iso)[1] - 1]}`,
  dashes: (iso: string) => iso.split('-').reverse().join('-'),
  slashes: (iso: string) => iso.split('-').reverse().join('/'),
  american: (iso: string) => `${monthShort[parts(iso)[1] - 1]} ${parts(iso)[2]}, ${parts(iso)[0]}`,
  iso: (iso: string) => iso,
};

/** Every common way an answer may state a date (any one of them counts). */
export function dateForms(isoDate: string): string[] {
  const [year, month, day] = parts(isoDate);
  const twoDigits = String(day).padStart(2, '0');
  return [
    `${day} ${monthShort[month - 1]} ${year}`,
    `${twoDigits} ${monthShort[month - 1]} ${year}`,
    `${day} ${monthLong[month - 1]} ${year}`,
    `${twoDigits} ${monthLong[month - 1]} ${year}`,
    `${monthShort[month - 1]} ${day}, ${year}`,
    `${monthLong[month - 1]} ${day}, ${year}`,
    isoDate,
    isoDate.split('-').reverse().join('-'),
    isoDate.split('-').reverse().join('/'),
  ];
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function weekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

export function nextWeekday(isoDate: string): string {
  let date = addDays(isoDate, 1);
  while ([0, 6].includes(weekday(date))) date = addDays(date, 1);
  return date;
}

/** '2026-11' → '2026-12-01', '2026-12' → '2027-01-01'. */
export function monthAfter(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

export function yearsBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (365.25 * 86_400_000);
}

/** `CRISIL AA+` → `AA+`. */
export function ratingGrade(rating: string | null): string | null {
  return rating ? (rating.split(' ').pop() ?? null) : null;
}

export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
export const average = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The G-sec curve as the evaluation defines it (the tuned set's convention): dated, tradable, priced G-secs by
 * tenor in years (actual/365.25) from settlement, linear between points and flat beyond the ends.
 */
export function governmentCurve(bonds: readonly EvaluationBond[], settlement: string) {
  const points = bonds
    .filter(
      (bond) => bond.instrumentType === 'GSEC' && bond.available && bond.terms && bond.yieldPercent !== null,
    )
    .map((bond) => ({ tenor: yearsBetween(settlement, bond.maturityDate), yieldPercent: bond.yieldPercent! }))
    .filter((point) => point.tenor > 0)
    .sort((left, right) => left.tenor - right.tenor);
  if (points.length === 0) throw new Error('The evaluation needs priced G-secs for the curve.');
  return (tenor: number): number => {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    if (tenor <= first.tenor) return first.yieldPercent;
    if (tenor >= last.tenor) return last.yieldPercent;
    const index = points.findIndex((point) => point.tenor >= tenor);
    const left = points[index - 1]!;
    const right = points[index]!;
    if (right.tenor === left.tenor) return right.yieldPercent;
    return (
      left.yieldPercent +
      ((right.yieldPercent - left.yieldPercent) * (tenor - left.tenor)) / (right.tenor - left.tenor)
    );
  };
}

export const notFoundPhrases = [
  'no bond',
  'not find',
  'not found',
  "couldn't",
  'could not',
  'no such',
  "isn't",
  'is not',
  "don't",
  'do not',
  'no issuer',
  'no match',
  "doesn't",
  'does not',
];
export const declinePhrases = [
  "can't",
  'cannot',
  'do not',
  "don't",
  'unable',
  'not able',
  'no forecast',
  'not provide',
  "won't",
  'not offer',
];
export const notVisiblePhrases = [
  'not visible',
  'cannot see',
  "can't see",
  'no access',
  'not available to',
  'permission',
];

/** A quote book the caller may not see, said in the words an answer uses (depth, bids and offers withheld). */
export const quoteRefusalPhrases = [
  ...notVisiblePhrases,
  'no quote',
  'no open quote',
  'no live quote',
  'no public quote',
  'no visible',
  'no bid',
  'no offer',
  'not see',
  'not shown',
  'not entitled',
  'trade access',
];

/**
 * What a set reads first: the bonds in ISIN order, the ISINs the data lists, the settlement the data API prices
 * for (the next weekday when no bond has one) and the G-sec curve at that settlement.
 */
export function marketBasics(bonds: readonly EvaluationBond[], today: string) {
  const sorted = [...bonds].sort((left, right) => left.isin.localeCompare(right.isin));
  const settlement =
    sorted.find((bond) => bond.settlementDate !== null)?.settlementDate ?? nextWeekday(today);
  return {
    sorted,
    universe: new Set(bonds.map((bond) => bond.isin)),
    settlement,
    curve: governmentCurve(bonds, settlement),
  };
}

/** One question of a conversation and what its answer must say. */
export interface Turn {
  question: string;
  expect: Expectation;
}

/** A conversation of one category: its first turn opens it, each later turn follows up. */
export interface Conversation<Category extends string = string> {
  category: Category;
  turns: Turn[];
}

export const crore = 1e7;
export const lakh = 1e5;

/**
 * A set's own scramble: the k-th pick of a pool sorted by ISIN is `pool[(k × multiplier + offset) mod length]`, so
 * that each set picks other bonds than the others and survives reseeding.
 */
export function scrambledPick(setName: string, multiplier: number, offset: number) {
  return <Item>(pool: readonly Item[], index: number): Item => {
    const item = pool[(index * multiplier + offset) % pool.length];
    if (item === undefined) throw new Error(`The ${setName} set found an empty pool.`);
    return item;
  };
}

/**
 * The cases of the conversations, in their order, each tagged with its half: within each category conversations
 * alternate dev, test, dev, … (a conversation's turns share one). MIND is improved from the dev half only.
 */
export function splitIntoHalves(conversations: readonly Conversation[]): EvaluationCase[] {
  const seen = new Map<string, number>();
  const cases: EvaluationCase[] = [];
  for (const conversation of conversations) {
    const index = seen.get(conversation.category) ?? 0;
    seen.set(conversation.category, index + 1);
    const half = index % 2 === 0 ? 'dev' : 'test';
    for (const [turn, { question, expect }] of conversation.turns.entries())
      cases.push({ category: conversation.category, question, turn, expect, half });
  }
  return cases;
}
