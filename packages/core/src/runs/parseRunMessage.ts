import { defaultYieldPriceThreshold } from '../pricing/pricingInput/pricingInputController';
import { indexRunBonds, resolveRunBond, type RunBondIndex } from './resolveRunBond';
import type { AmbiguousRun, ParsedRun, RunBond, RunLevel, RunMessageParse } from './runTypes';
import { bidWords, notRunWords, offerWords, sizeUnits } from './runVocabulary';

/** What `parseRunMessage` takes besides the text. */
export interface ParseRunMessageOptions {
  /** The bonds a run may name (the platform's catalogue, or a desk's watch list). */
  bonds: readonly RunBond[] | RunBondIndex;
}

type Token =
  { kind: 'number'; text: string; value: number } | { kind: 'slash' } | { kind: 'word'; text: string };

const bidSet: ReadonlySet<string> = new Set(bidWords);
const offerSet: ReadonlySet<string> = new Set(offerWords);
const notRunSet: ReadonlySet<string> = new Set(notRunWords);
const settlementPattern = /\bT\s*\+?\s*([01])\b/i;
// The lowest yield and the highest price a level may be: below or above, a number is not a level.
const lowestYield = 1;
const highestPrice = 250;

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.toLowerCase().matchAll(/(\d+(?:\.\d+)?)|(\/)|([a-z]+)/g)) {
    if (match[1] !== undefined) tokens.push({ kind: 'number', text: match[1], value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: 'slash' });
    else if (match[3] !== undefined) tokens.push({ kind: 'word', text: match[3] });
  }
  return tokens;
}

/** '6.43/41': the offer written with only the decimals that changed. */
function expandShorthand(first: Token & { kind: 'number' }, second: Token & { kind: 'number' }): number {
  const [whole, decimals] = first.text.split('.');
  if (decimals === undefined || second.text.includes('.') || second.text.length > decimals.length)
    return second.value;
  return Number(`${whole}.${decimals.slice(0, decimals.length - second.text.length)}${second.text}`);
}

interface Side {
  level: number;
  size: number | null;
  /** Where its level was in the tokens (a size right after it is its own). */
  at: number;
}

type LineOutcome =
  | { kind: 'run'; run: Omit<ParsedRun, 'bond' | 'text'> }
  | { kind: 'ambiguous'; reason: string }
  | { kind: 'none' };

/** Reads the levels, sizes and settlement of one line whose bond was already taken out. */
function readLevels(rest: string): LineOutcome {
  let settlementDelta: 0 | 1 | null = null;
  const settlement = settlementPattern.exec(rest);
  let text = rest;
  if (settlement) {
    settlementDelta = settlement[1] === '0' ? 0 : 1;
    text = text.replace(settlementPattern, ' ');
  }
  const tokens = tokenise(text);
  const used = new Set<number>();
  const sizes: Array<{ at: number; bid: number; offer: number }> = [];
  // Sizes first: '25cr', '25 cr', '50L', '25/10 cr' (bid size / offer size).
  tokens.forEach((token, index) => {
    if (token.kind !== 'word') return;
    const unit = sizeUnits.get(token.text);
    if (unit === undefined) return;
    const previous = tokens[index - 1];
    if (previous?.kind !== 'number') return;
    const slash = tokens[index - 2];
    const before = tokens[index - 3];
    if (slash?.kind === 'slash' && before?.kind === 'number' && before.value < defaultYieldPriceThreshold) {
      // '25/10 cr' when both read as sizes; '6.41/25 cr' is not a size pair (the first is a level).
      if (!before.text.includes('.') || before.value >= 1) {
        const looksLikeLevel = before.text.includes('.') && (before.text.split('.')[1]?.length ?? 0) >= 2;
        if (!looksLikeLevel) {
          sizes.push({ at: index - 3, bid: before.value * unit, offer: previous.value * unit });
          used
            .add(index)
            .add(index - 1)
            .add(index - 2)
            .add(index - 3);
          return;
        }
      }
    }
    sizes.push({ at: index - 1, bid: previous.value * unit, offer: previous.value * unit });
    used.add(index).add(index - 1);
  });

  let bid: Side | null = null;
  let offer: Side | null = null;
  const setSide = (which: 'bid' | 'offer', at: number): boolean => {
    const token = tokens[at];
    if (token?.kind !== 'number' || used.has(at)) return false;
    if ((which === 'bid' ? bid : offer) !== null) return false;
    const side = { level: token.value, size: null, at };
    if (which === 'bid') bid = side;
    else offer = side;
    used.add(at);
    return true;
  };
  // Side words take the level right before them ('6.43 bid'), else the one right after ('offer 101.20').
  tokens.forEach((token, index) => {
    if (token.kind !== 'word') return;
    const which = bidSet.has(token.text) ? 'bid' : offerSet.has(token.text) ? 'offer' : null;
    if (which === null) return;
    if (setSide(which, index - 1)) used.add(index);
    else if (setSide(which, index + 1)) used.add(index);
    else if (
      tokens[index + 1]?.kind === 'word' &&
      ['at', 'of'].includes((tokens[index + 1] as { text: string }).text) &&
      setSide(which, index + 2)
    )
      used.add(index);
  });
  // A pair of free levels is bid/offer: '6.43/6.41', '6.43/41'.
  for (let index = 0; index + 2 < tokens.length; index += 1) {
    const first = tokens[index];
    const slash = tokens[index + 1];
    const second = tokens[index + 2];
    if (first?.kind !== 'number' || slash?.kind !== 'slash' || second?.kind !== 'number') continue;
    if (used.has(index) || used.has(index + 2)) continue;
    if (bid !== null || offer !== null)
      return { kind: 'ambiguous', reason: 'more levels than one bid and one offer' };
    bid = { level: first.value, size: null, at: index };
    offer = { level: expandShorthand(first, second), size: null, at: index + 2 };
    used
      .add(index)
      .add(index + 1)
      .add(index + 2);
  }
  const loose = tokens.filter((token, index) => token.kind === 'number' && !used.has(index));
  const sides = [bid, offer].filter((side): side is Side => side !== null);
  if (sides.length === 0) return { kind: 'none' };
  if (loose.length > 0) {
    return {
      kind: 'ambiguous',
      reason: `cannot tell what ${loose.map((token) => (token as { text: string }).text).join(', ')} is`,
    };
  }
  const kinds = new Set(sides.map((side) => (side.level < defaultYieldPriceThreshold ? 'yield' : 'price')));
  if (kinds.size > 1) return { kind: 'ambiguous', reason: 'one side is a yield and the other a price' };
  const quotedIn = kinds.has('yield') ? 'yield' : 'price';
  if (sides.some((side) => (quotedIn === 'yield' ? side.level < lowestYield : side.level > highestPrice))) {
    return { kind: 'ambiguous', reason: 'a level out of any market range' };
  }
  const bidSide = bid;
  const offerSide = offer;
  if (bidSide !== null && offerSide !== null) {
    // A bid yields more than the offer (pays less); the other way round the two were swapped or crossed.
    const crossed = quotedIn === 'yield' ? bidSide.level < offerSide.level : bidSide.level > offerSide.level;
    if (crossed) return { kind: 'ambiguous', reason: 'the bid and the offer are crossed' };
  }
  // Sizes: with one size per side, each follows its side's level ('6.52 bid 50cr, 6.50 offer 25cr'); a
  // pair ('25/10 cr') or a lone size is for both sides.
  for (const size of sizes) {
    const owner = sides.find((side) => side.at === size.at - 1 || side.at === size.at - 2);
    if (owner && sides.length === 2 && sizes.length > 1) {
      if (owner.size !== null) return { kind: 'ambiguous', reason: 'two sizes for one side' };
      owner.size = size.bid;
      continue;
    }
    if (bidSide !== null) bidSide.size ??= size.bid;
    if (offerSide !== null) offerSide.size ??= size.offer;
  }
  const level = (side: Side | null): RunLevel | null =>
    side === null ? null : { level: side.level, size: side.size };
  return { kind: 'run', run: { quotedIn, bid: level(bidSide), offer: level(offerSide), settlementDelta } };
}

/** Splits a message into the parts that may each be one run: lines, and ';' or ' | ' within a line. */
function partsOf(message: string): string[] {
  return message
    .split(/\r?\n|;|\s\|\s/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function isIndex(bonds: ParseRunMessageOptions['bonds']): bonds is RunBondIndex {
  return !Array.isArray(bonds);
}

/**
 * Reads the runs in a desk's chat message: a bond (ISIN, name, or short name such as 'GS33', '7.26 GS
 * 2033', 'NHAI 2031', resolved against `bonds`), a bid and/or an offer in yield or price ('6.43/6.41',
 * '6.43 bid', 'offer 101.20'), sizes in crore or lakh and T+0/T+1. A line that asks, reports a trade or
 * chats is not a run; one that could mean more than one thing is listed in `ambiguous`, never guessed. The
 * grammar is in the core README ('Runs from chat').
 */
export function parseRunMessage(message: string, options: ParseRunMessageOptions): RunMessageParse {
  const index = isIndex(options.bonds) ? options.bonds : indexRunBonds(options.bonds);
  const runs: ParsedRun[] = [];
  const ambiguous: AmbiguousRun[] = [];
  for (const part of partsOf(message)) {
    if (part.includes('?')) continue;
    const words = part.toLowerCase().match(/[a-z]+/g) ?? [];
    if (words.some((word) => notRunSet.has(word))) continue;
    const reference = resolveRunBond(part, index);
    if (reference.outcome === 'none') continue;
    const rest = `${part.slice(0, reference.start)} ${part.slice(reference.end)}`;
    const outcome = readLevels(rest);
    if (outcome.kind === 'none') continue;
    if (reference.outcome === 'ambiguous') {
      ambiguous.push({ text: part, reason: reference.reason });
      continue;
    }
    if (outcome.kind === 'ambiguous') {
      ambiguous.push({ text: part, reason: outcome.reason });
      continue;
    }
    const { id, isin, displayName } = reference.bond;
    runs.push({ bond: { id, isin, displayName }, ...outcome.run, text: part });
  }
  return { runs, ambiguous };
}
