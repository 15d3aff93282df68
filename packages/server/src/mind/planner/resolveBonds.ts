import type { CatalogueInstrument } from '../../trading/instrumentCatalogue';
import { isTradable, type MarketSnapshot } from '../analyst/marketSnapshot';

/** A bond the question names, and where in the question it was named. */
export interface BondReference {
  entry: CatalogueInstrument;
  /** The words that named it, as typed. */
  text: string;
  start: number;
  end: number;
}

/** Desk words for the same thing, folded to the word the platform's names use. */
const nameAliases: Readonly<Record<string, string>> = {
  gs: 'gs',
  gsec: 'gs',
  'g-sec': 'gs',
  gilt: 'gs',
  goi: 'gs',
  govt: 'gs',
  government: 'gs',
  sdl: 'sdl',
};

const fillerWords = new Set(['the', 'a', 'an', 'of', 'bond', 'bonds', 'maturing', 'in', 'due', '%']);

/** Words that join a name's words ("Jammu and Kashmir") and so name no bond on their own ("2031 and 2035"). */
const joiningWords = new Set(['and', 'of', 'the', '&', 'or', 'for', 'in']);

function nameTokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/%/g, ' ')
    .split(/[\s/,()]+/)
    .filter((word) => word !== '' && !joiningWords.has(word));
}

interface NameKey {
  coupon: string;
  year: string;
  tokens: Set<string>;
}

const keyCache = new WeakMap<
  readonly CatalogueInstrument[],
  Map<string, { entry: CatalogueInstrument; key: NameKey }[]>
>();

/** Catalogue entries by `coupon|year`, built once per catalogue. */
function entriesByCouponAndYear(all: readonly CatalogueInstrument[]) {
  let index = keyCache.get(all);
  if (!index) {
    index = new Map();
    for (const entry of all) {
      const coupon = entry.row.couponRate.toFixed(2);
      const year = entry.row.maturityDate.slice(0, 4);
      const tokens = new Set([...nameTokens(entry.row.displayName), ...nameTokens(entry.issuerName)]);
      if (entry.row.instrumentType === 'GSEC') tokens.add('gs');
      if (entry.row.instrumentType === 'SDL') tokens.add('sdl');
      const list = index.get(`${coupon}|${year}`) ?? [];
      list.push({ entry, key: { coupon, year, tokens } });
      index.set(`${coupon}|${year}`, list);
    }
    keyCache.set(all, index);
  }
  return index;
}

const lowerCaseNameCache = new WeakMap<
  readonly CatalogueInstrument[],
  { entry: CatalogueInstrument; name: string }[]
>();

/**
 * The catalogue's display names in lower case (those long enough to be told apart in a sentence), built once per
 * catalogue: lower-casing three thousand names for every question was most of the time a plan took.
 */
function lowerCaseNames(all: readonly CatalogueInstrument[]) {
  let names = lowerCaseNameCache.get(all);
  if (!names) {
    names = all
      .map((entry) => ({ entry, name: entry.row.displayName.toLowerCase() }))
      .filter(({ name }) => name.length >= 6);
    lowerCaseNameCache.set(all, names);
  }
  return names;
}

function preferTradable(entries: CatalogueInstrument[], today: string): CatalogueInstrument | undefined {
  return (
    entries.find((entry) => isTradable(entry, today) && entry.row.isLiquid) ??
    entries.find((entry) => isTradable(entry, today)) ??
    entries[0]
  );
}

/**
 * The words just before a coupon that name its bond ("Vindhya Telecom" in "Vindhya Telecom 9.45% 2036"): the
 * longest run of words ending at the coupon that all appear in the name of at least one bond of that coupon and
 * year, and the bonds they fit. Null when no word before it belongs to such a name.
 */
function nameWordsBefore(
  before: string,
  sameCouponAndYear: readonly { entry: CatalogueInstrument; key: NameKey }[],
  issuerOnly = false,
): { start: number; candidates: { entry: CatalogueInstrument; key: NameKey }[] } | null {
  const wordsBefore = [...before.matchAll(/[A-Za-z][A-Za-z&.-]*/g)].slice(-5);
  let best: { start: number; candidates: { entry: CatalogueInstrument; key: NameKey }[] } | null = null;
  // Only spaces between the last word and the coupon.
  const last = wordsBefore[wordsBefore.length - 1];
  if (last === undefined || before.slice(last.index + last[0].length).trim() !== '') return null;
  for (let first = wordsBefore.length - 1; first >= 0; first -= 1) {
    const run = wordsBefore.slice(first);
    const words = run
      .map((match) => nameAliases[match[0].toLowerCase()] ?? match[0].toLowerCase())
      .filter((word) => !fillerWords.has(word));
    if (words.length === 0) continue;
    // With no coupon, only a name says which bond: the kind of bond ("GS", "SDL") or a word every issuer's name
    // has ("limited", "finance") is not enough.
    if (issuerOnly && words.every((word) => genericNameWords.has(word))) continue;
    const candidates = sameCouponAndYear.filter(({ key }) => words.every((word) => key.tokens.has(word)));
    if (candidates.length === 0) break;
    best = { start: run[0]!.index, candidates };
  }
  return best;
}

const genericNameWords = new Set([
  'gs',
  'sdl',
  'limited',
  'ltd',
  'finance',
  'bank',
  'corporation',
  'india',
  'indian',
  'national',
  'government',
  'power',
  'capital',
  'zcb',
  'frb',
  'the',
]);

/**
 * The words just after a maturity year that name its bond ("Desh Petroleum" in "the 2038 Desh Petroleum bond"),
 * up to "bond" or the first word that is in no such name. Null when none is.
 */
function nameWordsAfter(
  after: string,
  sameYear: readonly { entry: CatalogueInstrument; key: NameKey }[],
): { start: number; candidates: { entry: CatalogueInstrument; key: NameKey }[] } | null {
  const wordsAfter = [...after.matchAll(/[A-Za-z][A-Za-z&.-]*/g)].slice(0, 5);
  const first = wordsAfter[0];
  if (first === undefined || after.slice(0, first.index).trim() !== '') return null;
  let best: { start: number; candidates: { entry: CatalogueInstrument; key: NameKey }[] } | null = null;
  for (let last = 0; last < wordsAfter.length; last += 1) {
    const run = wordsAfter.slice(0, last + 1);
    const words = run
      .map((match) => nameAliases[match[0].toLowerCase()] ?? match[0].toLowerCase())
      .filter((word) => !fillerWords.has(word));
    if (words.length === 0 || words.every((word) => genericNameWords.has(word))) continue;
    const candidates = sameYear.filter(({ key }) => words.every((word) => key.tokens.has(word)));
    if (candidates.length === 0) break;
    const end = run[run.length - 1]!;
    best = { start: end.index + end[0].length, candidates };
  }
  return best;
}

const yearIndexCache = new WeakMap<
  readonly CatalogueInstrument[],
  Map<string, { entry: CatalogueInstrument; key: NameKey }[]>
>();

/** Catalogue entries by maturity year, built once per catalogue. */
function entriesByYear(all: readonly CatalogueInstrument[]) {
  let index = yearIndexCache.get(all);
  if (!index) {
    index = new Map();
    for (const list of entriesByCouponAndYear(all).values())
      for (const item of list) {
        const year = index.get(item.key.year) ?? [];
        year.push(item);
        index.set(item.key.year, year);
      }
    yearIndexCache.set(all, index);
  }
  return index;
}

/**
 * The bonds a question names by ISIN or desk name ("7.26 GS 2033", "7.18% GS 2033", "7.45% MH SDL 2034"),
 * in the order named. A desk name needs its coupon and maturity year to match exactly; the words between
 * must all appear in the bond's or its issuer's name.
 */
export function resolveBondReferences(question: string, market: MarketSnapshot): BondReference[] {
  const references: BondReference[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([from, to]) => start < to && end > from);

  for (const match of question.matchAll(/\bIN[A-Z0-9]{10}\b/gi)) {
    const entry = market.catalogue.byIsin.get(match[0].toUpperCase());
    if (!entry) continue;
    references.push({ entry, text: match[0], start: match.index, end: match.index + match[0].length });
    taken.push([match.index, match.index + match[0].length]);
  }

  const index = entriesByCouponAndYear(market.catalogue.all);
  const pattern =
    /(?<![\d.])(\d{1,2}(?:\.\d{1,2})?)\s*%?\s+((?:[A-Za-z][A-Za-z&.-]*\s+){0,4}?)(?:bond\s+)?(?:(?:maturing|due)\s+(?:in\s+)?)?((?:19|20)\d\d)\b/g;
  for (const match of question.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (overlaps(start, end)) continue;
    const coupon = Number(match[1]).toFixed(2);
    const year = match[3]!;
    const words = nameTokens(match[2] ?? '')
      .map((word) => nameAliases[word] ?? word)
      .filter((word) => !fillerWords.has(word));
    const sameCouponAndYear = index.get(`${coupon}|${year}`) ?? [];
    // "Vindhya Telecom 9.45% 2036": the name written before the coupon.
    const namedBefore =
      words.length === 0 ? nameWordsBefore(question.slice(0, start), sameCouponAndYear) : null;
    // "7.26 2033" with no name between: the desk means the G-sec of that coupon and year; with no G-sec, the
    // one bond of that coupon and year (several: no reference, rather than a guess).
    const candidates =
      words.length > 0
        ? sameCouponAndYear.filter(({ key }) => words.every((word) => key.tokens.has(word)))
        : namedBefore !== null
          ? namedBefore.candidates
          : (() => {
              const sovereign = sameCouponAndYear.filter(({ key }) => key.tokens.has('gs'));
              return sovereign.length > 0
                ? sovereign
                : sameCouponAndYear.length === 1
                  ? sameCouponAndYear
                  : [];
            })();
    // A bare coupon and year ("7.26 2033") only when nothing stands between them: "7.5% maturing in 2030" is
    // a screen's words, not a bond's name.
    if (words.length === 0 && !/^\d{1,2}\.\d{1,2}\s*%?\s+(?:19|20)\d\d$/.test(match[0])) continue;
    const entry = preferTradable(
      candidates.map((candidate) => candidate.entry),
      market.today,
    );
    if (!entry) continue;
    const from = namedBefore?.start ?? start;
    references.push({ entry, text: question.slice(from, end), start: from, end });
    taken.push([from, end]);
  }
  // "GS 2033", "the 2035 G-sec": a kind and a year with no coupon name a bond when only one of that kind matures
  // that year (several: the question reads as a screen of them).
  for (const match of question.matchAll(
    /\b(?:gs|g-?sec|gilt|sdl)\s+((?:19|20)\d\d)\b|\b((?:19|20)\d\d)\s+(?:gs|g-?sec|gilt)\b/gi,
  )) {
    const start = match.index;
    const end = start + match[0].length;
    if (overlaps(start, end)) continue;
    const year = match[1] ?? match[2] ?? '';
    const kind = /sdl/i.test(match[0]) ? 'SDL' : 'GSEC';
    const matching = market.catalogue.all.filter(
      (entry) =>
        entry.row.instrumentType === kind &&
        entry.row.maturityDate.startsWith(year) &&
        isTradable(entry, market.today),
    );
    if (matching.length !== 1) continue;
    references.push({ entry: matching[0]!, text: match[0], start, end });
    taken.push([start, end]);
  }
  // Names as the platform writes them ("GOI FRB 2031", "0% NTPC ZCB 2030"), typed in full.
  const lower = question.toLowerCase();
  for (const { entry, name } of lowerCaseNames(market.catalogue.all)) {
    const start = lower.indexOf(name);
    if (start === -1 || overlaps(start, start + name.length)) continue;
    references.push({
      entry,
      text: question.slice(start, start + name.length),
      start,
      end: start + name.length,
    });
    taken.push([start, start + name.length]);
  }
  // "the Desh Petroleum 2038 bond", "the 2038 Desh Petroleum bond": an issuer's name and a maturity year with no
  // coupon name a bond when only one tradable bond of that issuer matures that year.
  const byYear = entriesByYear(market.catalogue.all);
  for (const match of question.matchAll(/\b((?:19|20)\d\d)\b/g)) {
    const start = match.index;
    const end = start + match[0].length;
    if (overlaps(start, end)) continue;
    const sameYear = (byYear.get(match[1]!) ?? []).filter(({ entry }) => isTradable(entry, market.today));
    // A coupon just before the name ("7.46% RURAL VIDYUT FINANCE COMPANY AMORT 2035") was the desk name's to
    // resolve: with no bond of that coupon, this is no other bond of the issuer.
    const before = nameWordsBefore(question.slice(0, start), sameYear, true);
    if (before !== null && /\d\s*%?\s*$/.test(question.slice(0, before.start))) continue;
    const after = before ?? nameWordsAfter(question.slice(end), sameYear);
    if (after === null || after.candidates.length !== 1) continue;
    const from = before?.start ?? start;
    const to = before === null ? end + after.start : end;
    references.push({
      entry: after.candidates[0]!.entry,
      text: question.slice(from, to),
      start: from,
      end: to,
    });
    taken.push([from, to]);
  }
  return references.sort((left, right) => left.start - right.start);
}

/** Capitalised words that start a question rather than a bond's name ("What", "Is", "The"). */
const questionWordsBeforeAName =
  /^(?:What|Whats|What's|Which|Who|When|Where|How|Is|Are|Was|Does|Do|Did|Can|Could|Would|Will|Should|Tell|Show|Give|List|Find|Price|Yield|The|A|An|Of|On|For|In|At|About|Please|And|Or|I|My|Our|We)$/;

/** A desk-name-shaped phrase that matched no bond ("9.99% GS 2031"), to say so honestly. */
export function unresolvedBondPhrase(question: string, references: readonly BondReference[]): string | null {
  const pattern =
    /(?<![\d.])(\d{1,2}(?:\.\d{1,2})?)\s*%?\s+((?:[A-Za-z][A-Za-z&.-]*\s+){1,4}?)((?:19|20)\d\d)\b/g;
  for (const match of question.matchAll(pattern)) {
    const start = match.index;
    if (references.some((reference) => start < reference.end && start + match[0].length > reference.start))
      continue;
    const words = nameTokens(match[2] ?? '').map((word) => nameAliases[word] ?? word);
    // Only sovereign desk names are surely bond names; "7.5% in 2030" is a screen.
    if (words.includes('gs') || words.includes('sdl')) return match[0].trim();
    // "9.99% XYZ 2031", "8.5% Acme Power 2030": a coupon, a capitalised name and a year read as a bond's name,
    // unless the words are kinds of bonds or grades ("7.5% PSU 2030", "8% AAA 2031").
    const named = (match[2] ?? '').trim().split(/\s+/);
    if (
      named.every((word) => /^[A-Z]/.test(word)) &&
      !named.some((word) =>
        /^(?:PSUs?|SDLs?|G-?secs?|GS|T-?bills?|AAA|AA[+-]?|A[+-]?|BBB[+-]?|Bonds?|Corporates?|NBFCs?|Banks?|In|By|From|To|And|Or|Of|Maturing|Due|Till|Until|Before|After|Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t|tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)$/i.test(
          word,
        ),
      )
    )
      return match[0].trim();
  }
  // "the Ajanta Finance 11.85% 2047 bond": a capitalised name, a coupon and a year that named no bond.
  for (const match of question.matchAll(
    /\b((?:[A-Z][A-Za-z&.-]*\s+){1,4})(\d{1,2}(?:\.\d{1,2})?)\s*%\s+((?:19|20)\d\d)\b/g,
  )) {
    const start = match.index;
    const end = start + match[0].length;
    if (references.some((reference) => start < reference.end && end > reference.start)) continue;
    const named = (match[1] ?? '').trim().split(/\s+/);
    const nameStart = named.findLastIndex((word) => questionWordsBeforeAName.test(word));
    const name = named.slice(nameStart + 1);
    if (
      name.length === 0 ||
      name.some((word) => /^(?:PSUs?|SDLs?|G-?secs?|GS|AAA|AA[+-]?|Bonds?)$/i.test(word))
    )
      continue;
    return `${name.join(' ')} ${match[2]}% ${match[3]}`;
  }
  const isin = /\bIN[A-Z0-9]{10}\b/i.exec(question);
  if (isin && !references.some((reference) => reference.text.toUpperCase() === isin[0].toUpperCase()))
    return isin[0];
  // "IN00201806": an ISIN cut short (or too long) is no bond either; the answer says why.
  const malformed = /\bIN(?=[A-Z0-9]*\d)[A-Z0-9]{4,12}\b/i.exec(question);
  if (malformed && malformed[0].length !== 12) return malformed[0];
  return null;
}
