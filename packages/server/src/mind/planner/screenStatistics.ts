import { yearsBetween, type BondSummary } from '../analyst/bondSummary';
import { percent, price } from './answerFormat';

/** A figure of each bond a screen can average: "the average coupon", "the median maturity". */
type ScreenMeasure = 'yield' | 'coupon' | 'price' | 'spread' | 'maturity';

export interface StatisticAsked {
  measure: ScreenMeasure;
  /** The median is the headline ("the median coupon"); otherwise the mean is. */
  median: boolean;
}

const measureWords: readonly [RegExp, ScreenMeasure][] = [
  [/^(?:market\s+)?(?:yield|ytm)s?$/, 'yield'],
  [/^coupon(?:\s+rate)?s?$/, 'coupon'],
  [/^(?:clean\s+)?prices?$/, 'price'],
  [/^spreads?(?:\s+over\s+the\s+g-sec\s+curve)?$/, 'spread'],
  [
    /^(?:residual\s+)?(?:maturity|maturities|tenor|tenure|life|years\s+to\s+maturity|term\s+to\s+maturity)$/,
    'maturity',
  ],
];

/**
 * The average or median a question asks of a screen's matches ("average coupon of Maharashtra SDLs", "median
 * maturity of AAA PSU bonds", "what do G-secs yield on average"), or null.
 */
export function statisticAsked(text: string): StatisticAsked | null {
  const lower = text.toLowerCase();
  const before =
    /\b(average|mean|median|avg\.?)\s+((?:market\s+|clean\s+|residual\s+)?(?:yield|ytm|coupon(?:\s+rate)?|price|spread(?:\s+over\s+the\s+g-sec\s+curve)?|maturity|maturities|tenor|tenure|life|years\s+to\s+maturity|term\s+to\s+maturity)s?)\b/.exec(
      lower,
    );
  const after = /\b(yield|coupon|price|spread|maturity)s?\b[^?.]{0,40}?\bon (?:an? )?average\b/.exec(lower);
  const [kind, words] = before
    ? [before[1] ?? '', before[2] ?? '']
    : after
      ? ['average', after[1] ?? '']
      : ['', ''];
  if (!words) return null;
  const measure = measureWords.find(([pattern]) => pattern.test(words.trim()))?.[1];
  return measure ? { measure, median: kind === 'median' } : null;
}

function valueOf(
  bond: BondSummary & { spreadBps?: number | null },
  measure: ScreenMeasure,
  settlementDate: string,
): number | null {
  switch (measure) {
    case 'yield':
      return bond.marketYieldPercent;
    case 'coupon':
      return bond.couponPercent;
    case 'price':
      return bond.marketCleanPrice;
    case 'spread':
      return bond.spreadBps ?? null;
    case 'maturity':
      return yearsBetween(settlementDate, bond.maturityDate);
  }
}

const measureNames: Readonly<Record<ScreenMeasure, string>> = {
  yield: 'market yield',
  coupon: 'coupon',
  price: 'clean price (T+1)',
  spread: 'spread over the G-sec curve',
  maturity: 'residual maturity',
};

function shown(measure: ScreenMeasure, value: number): string {
  switch (measure) {
    case 'yield':
      return percent(value);
    case 'coupon':
      return percent(value, 2);
    case 'price':
      return price(value);
    case 'spread':
      return `${value.toFixed(1)} bps`;
    case 'maturity':
      return `${value.toFixed(2)} years`;
  }
}

/**
 * The sentence that answers an average or median over a screen's matches: the headline figure asked for, the
 * other one, and the range, over every match that has the figure (a bond without a market yield has no yield
 * to average).
 */
export function statisticSentence(
  bonds: readonly (BondSummary & { spreadBps?: number | null })[],
  asked: StatisticAsked,
  description: string,
  settlementDate: string,
): string | null {
  const values = bonds
    .map((bond) => valueOf(bond, asked.measure, settlementDate))
    .filter((value): value is number => value !== null && Number.isFinite(value))
    .sort((left, right) => left - right);
  const lowest = values[0];
  const highest = values[values.length - 1];
  if (lowest === undefined || highest === undefined) return null;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const middle = Math.floor(values.length / 2);
  const median =
    values.length % 2 === 1
      ? (values[middle] ?? mean)
      : ((values[middle - 1] ?? mean) + (values[middle] ?? mean)) / 2;
  const name = measureNames[asked.measure];
  const meanText = asked.median ? shown(asked.measure, mean) : `**${shown(asked.measure, mean)}**`;
  const medianText = asked.median ? `**${shown(asked.measure, median)}**` : shown(asked.measure, median);
  const headline = asked.median
    ? `the median ${name} is ${medianText} (the simple average ${meanText}`
    : `the average ${name} is ${meanText} (a simple average; the median is ${medianText}`;
  return `Over the ${values.length} tradable bond${values.length === 1 ? '' : 's'} that match ${description}, ${headline}, the range ${shown(asked.measure, lowest)} to ${shown(asked.measure, highest)}).`;
}

export interface ShareAsked {
  /** The words that name the whole the share is of ("G-secs" in "what share of G-secs mature after 2040"). */
  whole: string;
  /** "How many of …" asks the count first; "what share / percentage of …" the percentage. */
  countFirst: boolean;
}

/**
 * A share of a screen asked ("what share of G-secs mature after 2040", "what percentage of corporate bonds are
 * rated AAA", "how many of the PSU bonds are callable"), with the words naming the whole, or null.
 */
export function shareAsked(text: string): ShareAsked | null {
  const verbs = String.raw`are|is|were|have|has|mature|matures|maturing|yield|yields|yielding|carry|carries|pay|pays|that|which|with|rated|trade|trades|traded|come|fall|sit|lie|offer`;
  const share = new RegExp(
    String.raw`\b(?:what|which)\s+(?:share|percentage|percent|proportion|fraction|part|%)\s+of\s+(?:the\s+|all\s+)*(.+?)\s+(?:${verbs})\b`,
    'i',
  ).exec(text);
  const count = new RegExp(String.raw`\bhow many of\s+(?:the\s+|all\s+)*(.+?)\s+(?:${verbs})\b`, 'i').exec(
    text,
  );
  const found = share ?? count;
  const whole = found?.[1]?.trim();
  if (!whole || /^(?:them|these|those|it|they)$/i.test(whole)) return null;
  return { whole, countFirst: share === null };
}

/** The sentence that answers a share: the part, the whole, and the percentage, the one asked first in bold. */
export function shareSentence(
  part: number,
  whole: number,
  partDescription: string,
  wholeDescription: string,
  countFirst: boolean,
): string {
  // The part is described by what it adds to the whole ("maturing from 01 Jan 2041", not "type GSEC, …" again).
  const wholeParts = new Set(wholeDescription.split(', '));
  const added = partDescription
    .split(', ')
    .filter((piece) => !wholeParts.has(piece))
    .join(', ');
  const partText = added || partDescription;
  const share = whole === 0 ? 0 : (part / whole) * 100;
  const shareText = `${share.toFixed(1)}%`;
  return countFirst
    ? `Of the ${whole} tradable bond${whole === 1 ? '' : 's'} that match ${wholeDescription}, **${part}** also match ${partText} (${shareText}).`
    : `**${shareText}** of the ${whole} tradable bond${whole === 1 ? '' : 's'} that match ${wholeDescription} also match ${partText}: ${part} of ${whole}.`;
}
