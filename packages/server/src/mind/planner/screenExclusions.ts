import type { MarketSnapshot } from '../analyst/marketSnapshot';
import type { ScreenExclusions } from '../analyst/screenTool';
import { recognizeBondKinds } from './parseScreenFilters';
import { recognizeSectors, recognizeStructures } from './recognizeEntities';

/**
 * "Excluding PSUs", "other than SDLs", "but not rated AAA", "not in the power sector", "non-callable": what a
 * question leaves out. The words after the negation, up to the next filter ("maturing …", "with a coupon …", a
 * comma), are read with the same readers as the filters; the negated words are then blanked, so "excluding the
 * power sector" is never read as a screen of the power sector.
 */

const negation =
  /\b(?:excluding|exclude|excludes|except(?:\s+for)?|other than|apart from|barring|leaving out|leave out|but not|not|without)\b(?:\s+(?:any|anything|the|a|an|rated|in|from|of|issued by|by|bonds?|papers?|issues))*\s+|\bnon[- ](?=[a-z])/gi;

/** Where the negated words end: the next filter, a clause or the end of the question. */
const endOfNegated =
  /\s+(?:maturing|matur\w+|with|that|which|whose|where|yield\w*|ytm|sorted|order\w*|rank\w*|between|from|in|above|below|over|under|having|paying|rated|coupons?|price\w*|trading|due|issued|for|by|and (?:show|list|give|sort|rank))\b|[,;?.!:()]|\s+(?:and|or|nor)\s+(?!(?:sdls?|psus?|g-?secs?|gilts?|t-?bills?|corporates?|banks?|nbfcs?|aaa|aa[+-]?|a[+-]?|bbb[+-]?|callables?|zero|step|floating|amorti\w+|[a-z]+ sector)\b)/i;

export interface ExclusionsRead {
  /** The question with the negated words blanked out (same length, so spans found in it still hold). */
  remaining: string;
  /** What the screen leaves out; undefined when the question leaves nothing out. */
  exclude: ScreenExclusions | undefined;
}

/** What a question's screen leaves out, and the question without those words. */
export function readScreenExclusions(question: string, market: MarketSnapshot): ExclusionsRead {
  let remaining = question;
  const exclude: Required<ScreenExclusions> = {
    instrumentTypes: [],
    issuerTypes: [],
    ratings: [],
    sectors: [],
    structures: [],
  };
  for (const match of question.matchAll(negation)) {
    const start = match.index;
    const wordsStart = start + match[0].length;
    const tail = question.slice(wordsStart);
    // "Non-" negates its one word ("non-callable AAA bonds" leaves out the callable ones, not the AAA ones).
    const end = /^non/i.test(match[0]) ? /[^\w+-]/.exec(tail) : endOfNegated.exec(tail);
    const negated = tail.slice(0, end ? end.index : tail.length).replace(/-rated\b/gi, ' rated');
    if (!negated.trim() || negated.split(/\s+/).length > 6) continue;
    const kinds = recognizeBondKinds(negated);
    const sectors = recognizeSectors(negated, market);
    const structures = recognizeStructures(negated);
    const found =
      kinds.instrumentTypes.length +
      kinds.issuerTypes.length +
      kinds.ratings.length +
      sectors.length +
      structures.length;
    if (found === 0) continue;
    exclude.instrumentTypes.push(...kinds.instrumentTypes);
    exclude.issuerTypes.push(...kinds.issuerTypes);
    exclude.ratings.push(...kinds.ratings);
    exclude.sectors.push(...sectors);
    exclude.structures.push(...structures);
    const stop = wordsStart + negated.length;
    remaining = remaining.slice(0, start) + ' '.repeat(stop - start) + remaining.slice(stop);
  }
  const kept = Object.fromEntries(
    Object.entries(exclude)
      .filter(([, values]) => values.length > 0)
      .map(([key, values]) => [key, [...new Set(values)]]),
  ) as ScreenExclusions;
  return { remaining, exclude: Object.keys(kept).length ? kept : undefined };
}
