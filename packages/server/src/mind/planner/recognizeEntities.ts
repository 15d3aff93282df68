import type { CatalogueInstrument } from '../../trading/instrumentCatalogue';
import type { MarketSnapshot } from '../analyst/marketSnapshot';
import { addMonths, monthNumbers } from './parseNumbers';
import { glossaryWords } from '../analyst/glossary';

/** An issuer as the question named it, matched against the instrument master's issuers. */
export interface IssuerMatch {
  issuer: string;
  start: number;
  end: number;
}

/** A maturity year written right beside a named issuer ("Desh Petroleum 2038", "the 2038 Desh Petroleum bond"). */
export function issuerMaturityYear(question: string, issuers: readonly IssuerMatch[]): string | null {
  for (const match of issuers) {
    const after = /^\s*((?:19|20)\d\d)\b(?![/.-]\d)/.exec(question.slice(match.end));
    const before = /(?<![\d/.-])\b((?:19|20)\d\d)\s*$/.exec(question.slice(0, match.start));
    const year = after?.[1] ?? before?.[1];
    if (year !== undefined) return year;
  }
  return null;
}

/** Words that name the same thing in issuers' names. */
const wordForms: Readonly<Record<string, string>> = {
  corp: 'corporation',
  'corp.': 'corporation',
  co: 'company',
  'co.': 'company',
  ltd: 'limited',
  govt: 'government',
  bk: 'bank',
};
const issuerNoise = new Set(['limited', 'of', 'the', 'and', 'state', 'government']);
/** Words a company's name ends with that a reader leaves off. */
const companySuffixes = new Set(['corporation', 'company', 'industries', 'enterprises', 'holdings', 'ltd']);

function words(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(/[a-z][a-z&.-]*/gi)].map((match) => {
    const raw = match[0].toLowerCase().replace(/\.$/, '');
    return { word: wordForms[raw] ?? raw, start: match.index, end: match.index + match[0].length };
  });
}

/** Edit distance at most one (a typo: one letter missing, extra or changed). */
function nearlyEqual(left: string, right: string): boolean {
  if (left === right) return true;
  if (left.length < 5 || right.length < 5 || Math.abs(left.length - right.length) > 1) return false;
  let index = 0;
  while (index < left.length && left[index] === right[index]) index += 1;
  return (
    left.slice(index + 1) === right.slice(index + 1) ||
    left.slice(index + 1) === right.slice(index) ||
    left.slice(index) === right.slice(index + 1)
  );
}

interface IssuerKey {
  issuer: string;
  tokens: string[];
}

const issuerKeyCache = new WeakMap<readonly CatalogueInstrument[], IssuerKey[]>();

/** Each issuer's distinctive words: "Rural Vidyut Finance Company Limited" → rural vidyut finance company. */
function issuerKeys(all: readonly CatalogueInstrument[]): IssuerKey[] {
  let keys = issuerKeyCache.get(all);
  if (!keys) {
    const names = [...new Set(all.map((entry) => entry.issuerName))];
    keys = names
      .map((issuer) => ({
        issuer,
        tokens: words(issuer)
          .map((token) => token.word)
          .filter((word) => !issuerNoise.has(word)),
      }))
      .filter((key) => key.tokens.length > 0);
    issuerKeyCache.set(all, keys);
  }
  return keys;
}

/**
 * The issuers a question names, by full, short or misspelt name ("Rural Vidyut Finance Company", "Desh Rail
 * Finance Corp", "Rural Vidyt Finance", "Maharashtra"): every distinctive word of the issuer's name, in order and
 * next to each other, allowing one typo per long word and the last word left off when the rest are three or more.
 */
export function recognizeIssuers(question: string, market: MarketSnapshot): IssuerMatch[] {
  const tokens = words(question);
  const found: (IssuerMatch & { length: number })[] = [];
  for (const key of issuerKeys(market.catalogue.all)) {
    for (let start = 0; start < tokens.length; start += 1) {
      let matched = 0;
      for (; matched < key.tokens.length; matched += 1) {
        const token = tokens[start + matched];
        const wanted = key.tokens[matched];
        if (token === undefined || wanted === undefined) break;
        // After the first word, a short form of a long word counts ("Jal Shakti Infra", "Desh Rail Fin Corp").
        const shortForm =
          matched > 0 &&
          token.word.length >= 3 &&
          wanted.length > token.word.length + 2 &&
          wanted.startsWith(token.word);
        if (!nearlyEqual(token.word, wanted) && !shortForm) break;
      }
      // The whole name; or all but its last word when three words or more are said; or all but the words every
      // company name ends with ("Desh Petroleum" for "Desh Petroleum Corporation Limited").
      const enough =
        matched === key.tokens.length ||
        (matched >= 3 && matched === key.tokens.length - 1) ||
        (matched >= 2 && key.tokens.slice(matched).every((word) => companySuffixes.has(word)));
      const firstToken = tokens[start];
      const lastToken = tokens[start + matched - 1];
      if (!enough || !firstToken || !lastToken) continue;
      found.push({ issuer: key.issuer, start: firstToken.start, end: lastToken.end, length: matched });
    }
  }
  // An issuer by the initials of its name's words ("RVFC" for Rural Vidyut Finance Company), in capitals and
  // only when no other issuer has the same initials.
  const acronyms = issuerAcronyms(market.catalogue.all);
  for (const match of question.matchAll(/\b[A-Z]{3,6}\b/g)) {
    const issuer = acronyms.get(match[0]);
    if (issuer) found.push({ issuer, start: match.index, end: match.index + match[0].length, length: 1 });
  }
  // A state by the code its loans are named with ("TN SDLs", "MH SDL 2030", "J&K"): read from the SDLs' names.
  const codes = stateCodes(market.catalogue.all);
  for (const match of question.matchAll(
    /\b([A-Za-z]{2}|[A-Za-z]&[A-Za-z])\b(?=\s+(?:sdls?|state (?:development )?loans?)\b)|\b([A-Za-z]&[A-Za-z])\b|(?<=\b(?:sdls?|state (?:development )?loans?|state bonds?)\s+(?:of|from|by|for)\s+)([A-Z]{2})\b/gi,
  )) {
    const code = (match[1] ?? match[2] ?? match[3] ?? '').replace('&', '').toUpperCase();
    // After "SDLs of", only a code in capitals ("of UP"), not a word ("of an").
    if (match[3] && match[3] !== match[3].toUpperCase()) continue;
    const issuer = codes.get(code);
    if (issuer) found.push({ issuer, start: match.index, end: match.index + match[0].length, length: 1 });
  }
  // "GJ and WB SDLs", "MH, TN or KA SDLs": every code of a list before the word, in capitals.
  for (const match of question.matchAll(
    /\b([A-Z]{2})\b(?=(?:\s*(?:,|and|&|or)\s*[A-Z]{2}\b)+\s+(?:sdls?|SDLs?|state (?:development )?loans?)\b)/g,
  )) {
    const issuer = codes.get(match[1] ?? '');
    if (issuer) found.push({ issuer, start: match.index, end: match.index + match[0].length, length: 1 });
  }
  // The longest name wins where two overlap ("Aravali Co-operative Bank" over "Aravali …").
  found.sort((left, right) => right.length - left.length || left.start - right.start);
  const chosen: IssuerMatch[] = [];
  for (const match of found)
    if (!chosen.some((other) => match.start < other.end && match.end > other.start))
      chosen.push({ issuer: match.issuer, start: match.start, end: match.end });
  return chosen.sort((left, right) => left.start - right.start);
}

const acronymCache = new WeakMap<readonly CatalogueInstrument[], Map<string, string>>();
/** Capitalised words that mean something else before they mean an issuer. */
const notAcronyms = new Set([
  'AAA',
  'PSU',
  'SDL',
  'GOI',
  'FRB',
  'YTM',
  'YTC',
  'YTW',
  'NBFC',
  'CARE',
  'ICRA',
  'CRISIL',
  'IND',
  'BWR',
  'ISIN',
  'NSE',
  'BSE',
  'RBI',
  'INR',
  'ZCB',
  'CDS',
  'MTD',
  'YTD',
]);

/** Each issuer by the initials of its name's distinctive words, when the initials are its alone. */
function issuerAcronyms(all: readonly CatalogueInstrument[]): Map<string, string> {
  let acronyms = acronymCache.get(all);
  if (!acronyms) {
    const counted = new Map<string, string[]>();
    for (const key of issuerKeys(all)) {
      if (key.tokens.length < 3) continue;
      const initials = key.tokens
        .map((token) => token[0] ?? '')
        .join('')
        .toUpperCase();
      if (!/^[A-Z]{3,6}$/.test(initials) || notAcronyms.has(initials)) continue;
      counted.set(initials, [...(counted.get(initials) ?? []), key.issuer]);
    }
    acronyms = new Map(
      [...counted].flatMap(([initials, issuers]) =>
        issuers.length === 1 ? [[initials, issuers[0] ?? '']] : [],
      ),
    );
    acronymCache.set(all, acronyms);
  }
  return acronyms;
}

const stateCodeCache = new WeakMap<readonly CatalogueInstrument[], Map<string, string>>();

/** Each SDL issuer by the state code its loans' names carry ("7.36% PB SDL 2042" → State Government of Punjab). */
function stateCodes(all: readonly CatalogueInstrument[]): Map<string, string> {
  let codes = stateCodeCache.get(all);
  if (!codes) {
    codes = new Map();
    for (const entry of all) {
      if (entry.row.instrumentType !== 'SDL') continue;
      const code = /\b([A-Z]{2,3})\s+SDL\b/.exec(entry.row.displayName)?.[1];
      if (code && !codes.has(code)) codes.set(code, entry.issuerName);
    }
    stateCodeCache.set(all, codes);
  }
  return codes;
}

/** India's states and union territories, to say so when a question names one that issues nothing here. */
const statesAndTerritories = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar',
  'Chandigarh',
  'Dadra and Nagar Haveli',
  'Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
];

/** A state or union territory the question names that no issuer of the instrument master is, or null. */
export function unknownStateIn(question: string, market: MarketSnapshot): string | null {
  const issuers = new Set(market.catalogue.all.map((entry) => entry.issuerName.toLowerCase()));
  for (const state of statesAndTerritories) {
    if (!new RegExp(`\\b${state.replace(/ /g, '\\s+')}\\b`, 'i').test(question)) continue;
    if (![...issuers].some((issuer) => issuer.includes(state.toLowerCase()))) return state;
  }
  return null;
}

const issuerVocabularyCache = new WeakMap<readonly CatalogueInstrument[], Set<string>>();

/** Every word of every issuer's and bond's name in the instrument master, lower case. */
function issuerVocabulary(all: readonly CatalogueInstrument[]): Set<string> {
  let vocabulary = issuerVocabularyCache.get(all);
  if (!vocabulary) {
    vocabulary = new Set(
      all.flatMap((entry) =>
        `${entry.issuerName} ${entry.row.displayName} ${entry.sector}`.toLowerCase().split(/[^a-z&]+/),
      ),
    );
    issuerVocabularyCache.set(all, vocabulary);
  }
  return vocabulary;
}

/** Words that begin a question or describe bonds, never part of a company's name. */
const notNameWords = new Set(
  'what whats which who when where how is are was the a an of for on in at by to from about any all show list find give me tell price yield ytm px yld bonds bond highest lowest best top issued issuer issuers outstanding and or with has have does do did latest new old rated aaa psu sdl gsec g-sec corporate ncd ncds debentures please pls kindly'.split(
    ' ',
  ),
);

/**
 * A company the question names that the instrument master does not know ("Sundarban Hyperloop Corporation",
 * "Thar Desert Shipping Finance"): a name that ends in a company's word (Corporation, Limited, Finance...) in
 * capitals, or in a company form in any case, with a word no issuer's name has. Null when there is none.
 */
export function unknownCompanyIn(question: string, market: MarketSnapshot): string | null {
  const vocabulary = issuerVocabulary(market.catalogue.all);
  const companyForm =
    /^(?:corporation|corp|company|limited|ltd|industries|enterprises|holdings|ventures|nigam|pvt)$/i;
  const companyWord =
    /^(?:Corporation|Corp|Company|Limited|Ltd|Industries|Enterprises|Holdings|Ventures|Nigam|Finance|Financial|Bank|Capital|Power|Energy|Infra|Infrastructure|Steel|Motors|Shipping|Chemicals|Realty|Housing|Pharma|Textiles|Cement|Logistics|Airlines|Ports?)$/;
  const tokens = question.split(/[^A-Za-z&.-]+/).filter(Boolean);
  // The longest name wins: the last company word of a run ("Thar Desert Shipping Finance", not "… Shipping").
  for (let index = tokens.length - 1; index > 0; index -= 1) {
    const suffix = tokens[index] ?? '';
    if (!companyForm.test(suffix) && !companyWord.test(suffix)) continue;
    // The name: the words right before the suffix, back to the first word that is no part of a name.
    const name: string[] = [];
    for (let back = index - 1; back >= 0 && name.length < 5; back -= 1) {
      const word = tokens[back] ?? '';
      if (notNameWords.has(word.toLowerCase())) break;
      name.unshift(word);
    }
    if (name.length === 0) continue;
    // In lower case only a company form ("sundarban hyperloop corporation") marks a name; a capital marks one too.
    const capitalised = [...name, suffix].every((word) => /^[A-Z]/.test(word));
    if (!capitalised && !companyForm.test(suffix)) continue;
    if (name.some((word) => /^[a-z]{3,}$/i.test(word) && !vocabulary.has(word.toLowerCase())))
      return `${name.join(' ')} ${suffix}`;
  }
  return null;
}

const issuerWordSetsCache = new WeakMap<readonly CatalogueInstrument[], Set<string>[]>();

/** Each issuer's name as a set of words (company forms folded: "Ltd" is "limited"). */
function issuerWordSets(all: readonly CatalogueInstrument[]): Set<string>[] {
  let sets = issuerWordSetsCache.get(all);
  if (!sets) {
    const names = new Set(all.map((entry) => entry.issuerName.toLowerCase()));
    sets = [...names].map(
      (name) =>
        new Set(
          name
            .split(/[^a-z&]+/)
            .filter(Boolean)
            .map((word) => wordForms[word] ?? word),
        ),
    );
    issuerWordSetsCache.set(all, sets);
  }
  return sets;
}

/**
 * A company named in full that is no issuer of the instrument master ("Indian Railway Finance Corporation",
 * "Tata Capital Limited"): two or more capitalised words ending in a company form, which together are in no
 * issuer's name, though each may be ("Indian", "Railway" and "Finance" all are). Null when there is none.
 */
export function unknownFullCompanyName(question: string, market: MarketSnapshot): string | null {
  const sets = issuerWordSets(market.catalogue.all);
  for (const match of question.matchAll(
    /\b((?:[A-Z][A-Za-z&.-]*\s+){1,5})(Corporation|Corp\.?|Company|Co\.|Limited|Ltd\.?)(?![A-Za-z])/g,
  )) {
    const words = (match[1] ?? '')
      .trim()
      .split(/\s+/)
      .filter((word) => !notNameWords.has(word.toLowerCase()));
    // The name runs back from the company form to the first word that is no part of a name.
    const start = words.findLastIndex((word) => bondQuestionWords.has(word.toLowerCase()));
    const name = words.slice(start + 1);
    if (name.length === 0) continue;
    const folded = [...name, match[2] ?? '']
      .map((word) => word.toLowerCase().replace(/\.$/, ''))
      .map((word) => wordForms[word] ?? word);
    if (!sets.some((issuer) => folded.every((word) => issuer.has(word))))
      return `${name.join(' ')} ${match[2] ?? ''}`.trim();
  }
  return null;
}

/** Words of bond questions that describe bonds or ask about them, never an issuer's name. */
const bondQuestionWords = new Set(
  'yield yields yielding price prices priced spread spreads coupon coupons duration ytm ytc ytw rating rated ratings maturing maturity matures long short dated term year years tradable liquid top highest lowest cheapest best worst corporate corporates psu psus sdl sdls gsec gsecs g-sec g-secs gilt gilts state government govt central bank banks nbfc nbfcs zero floating callable putable step-up amortising amortizing tax free tax-free green perpetual secured unsecured subordinated senior listed unlisted retail sovereign masala municipal private public sector company companies financial insurance new old latest current outstanding active traded trading tell me show give list find get any some all my our your their its which what who whose where when how is are was were has have had did does do can could should would will the a an of from by in on at for with about to and or not no than above below over under between issued issue issues paper papers ncd ncds debenture debentures bond bonds t-bill t-bills tbill tbills cp cd please pls kindly also too only just more less most least much many few details detail info information data figures figure crisil icra care ind brickwork bwr acuite infomerics aaa aa bbb investment grade sovereign goi rbi nse bse sebi isin isins sdl-s frb frbs zcb zcbs sector sectors type types structure'.split(
    ' ',
  ),
);

/**
 * An issuer the question names that the instrument master does not know, by where it stands: right before
 * "bonds" / "NCDs" in capitals ("show Reliance bonds", "coupon on HDFC bonds", "Kaveri Fertilisers 2029 bond"),
 * or after "issued by", "bonds of", "what has" in any case ("bonds of acme steels", "what has zeta infra
 * issued"). Words of the instrument master's names and of bond questions are never such a name. Null when none.
 */
export function unknownIssuerNamed(question: string, market: MarketSnapshot): string | null {
  const vocabulary = issuerVocabulary(market.catalogue.all);
  const known = (word: string) => {
    const lower = word.toLowerCase();
    return (
      bondQuestionWords.has(lower) ||
      notNameWords.has(lower) ||
      vocabulary.has(lower) ||
      vocabulary.has(lower.replace(/s$/, '')) ||
      vocabulary.has(`${lower}s`) ||
      glossaryWords().has(lower) ||
      /^\d/.test(lower) ||
      lower.length < 3
    );
  };
  const unknownIn = (words: string[]) =>
    words.length > 0 && words.length <= 4 && words.some((word) => /^[a-z]+$/i.test(word) && !known(word));
  const tokens = question.split(/[^A-Za-z0-9&.%-]+/).filter(Boolean);
  for (let index = 0; index < tokens.length; index += 1) {
    const word = (tokens[index] ?? '').toLowerCase();
    // Before "bonds": the capitalised words, past a coupon or a year ("Kaveri Fertilisers 2029 bond").
    if (/^(?:bonds?|ncds?|debentures?|papers?)$/.test(word)) {
      let back = index - 1;
      while (back >= 0 && /^\d|%$/.test(tokens[back] ?? '')) back -= 1;
      const name: string[] = [];
      for (; back >= 0 && name.length < 4; back -= 1) {
        const candidate = tokens[back] ?? '';
        const lower = candidate.toLowerCase();
        if (!/^[A-Z]/.test(candidate) || bondQuestionWords.has(lower) || notNameWords.has(lower)) break;
        name.unshift(candidate);
      }
      if (unknownIn(name)) return name.join(' ');
    }
    // After "issued by", "bonds of/from/by", "what has": the words up to a question word, in any case.
    const previous = (tokens[index - 1] ?? '').toLowerCase();
    const trigger =
      (previous === 'by' && (tokens[index - 2] ?? '').toLowerCase() === 'issued') ||
      (/^(?:of|from|by)$/.test(previous) &&
        /^(?:bonds?|ncds?|debentures?|paper)$/i.test(tokens[index - 2] ?? '')) ||
      (/^(?:has|have|did|does)$/.test(previous) &&
        /^(?:what|which)$/i.test(tokens[index - 2] ?? '') &&
        /\b(?:issued?|outstanding|borrowed|raised)\b/i.test(question));
    if (trigger) {
      const name: string[] = [];
      for (let ahead = index; ahead < tokens.length && name.length < 4; ahead += 1) {
        const candidate = tokens[ahead] ?? '';
        if (bondQuestionWords.has(candidate.toLowerCase()) || /^\d/.test(candidate)) break;
        name.push(candidate);
      }
      if (unknownIn(name)) return name.join(' ');
    }
  }
  return null;
}

/** The sectors the instrument master knows, named in the question ("power", "housing finance", "railway"). */
export function recognizeSectors(question: string, market: MarketSnapshot): string[] {
  const lower = question.toLowerCase();
  const sectors = new Set(market.catalogue.all.map((entry) => entry.sector));
  const found: string[] = [];
  for (const sector of sectors) {
    const name = sector.toLowerCase();
    if (['sovereign', 'state government', 'nbfc'].includes(name)) continue;
    const stem = name.replace(/s$/, '');
    if (new RegExp(`\\b${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`).test(lower)) found.push(sector);
    // A one-word sector by its short form: "infra" is Infrastructure, "pharma" Pharmaceuticals.
    else if (
      !name.includes(' ') &&
      [...lower.matchAll(/\b[a-z]{5,}\b/g)].some((word) => name.startsWith(word[0]) && word[0] !== name)
    )
      found.push(sector);
  }
  return found;
}

/** Structures named in the question, as the find page names them. */
export function recognizeStructures(question: string): string[] {
  const lower = question.toLowerCase();
  const structures: string[] = [];
  if (/\bzero[- ]?coupons?\b|\bzcbs?\b|\bdeep discount\b/.test(lower)) structures.push('ZERO_COUPON');
  if (/\bstep[- ]?ups?\b/.test(lower)) structures.push('STEP_UP');
  if (/\bcallables?\b|\bwith (?:a |an )?call(?: option)?\b|\bcall options?\b/.test(lower))
    structures.push('CALLABLE');
  if (/\bputtables?\b|\bputables?\b|\bwith (?:a )?put(?: option)?\b|\bput options?\b/.test(lower))
    structures.push('PUTABLE');
  if (/\bamorti[sz](?:ing|ed|ation)\b/.test(lower)) structures.push('AMORTISING');
  if (/\bfrbs?\b|\bfloating[- ]rate\b|\bfloaters?\b/.test(lower)) structures.push('FLOATING_RATE');
  if (/\b(?:inflation[- ])?indexed\b|\binflation[- ]linked\b|\bciibs?\b/.test(lower))
    structures.push('INDEXED');
  return structures;
}

/** Tenors in years a question names: "10-year", "10 yr", "10y", "the 5-year"; and curve spreads "2s10s". */
export function recognizeTenors(question: string): { tenors: number[]; pairs: [number, number][] } {
  const lower = question.toLowerCase();
  const pairs: [number, number][] = [];
  const unit = String.raw`(?:\s*-?\s*(?:years?|yrs?|y))`;
  const between = new RegExp(
    `\\b(?:between|from)\\s+(?:the\\s+)?(\\d{1,2})${unit}?\\s+(?:and|to)\\s+(?:the\\s+)?(\\d{1,2})${unit}`,
  ).exec(lower);
  if (between) pairs.push([Number(between[1]), Number(between[2])]);
  for (const match of lower.matchAll(/\b(\d{1,2})s\s*(?:\/|-|and|vs\.?|over)?\s*(\d{1,2})s\b/g))
    pairs.push([Number(match[1]), Number(match[2])]);
  // "the 2-10 spread", "5/30 slope", "10-30 curve": a pair of tenors without their unit.
  for (const match of lower.matchAll(
    /\b(\d{1,2})\s*(?:-|\/)\s*(\d{1,2})\s*(?:yr\s+|year\s+)?(?:g-?sec\s+)?(?:spread|slope|steepness|curve)\b/g,
  ))
    pairs.push([Number(match[1]), Number(match[2])]);
  // "within 5 years", "over 10 years", "next 2 years" are maturity ranges of a screen, not points of the curve.
  const tenors = [
    ...lower.matchAll(
      /(?<!\b(?:within|next|over|than|after|beyond|coming|in)\s+)(?<![\d.])(\d{1,2}(?:\.\d{1,2})?)\s*-?\s*(?:years?|yrs?|y)\b(?!\s*(?:of|ago))/g,
    ),
  ].map((match) => Number(match[1]));
  // "How many basis points separate the 5-year and the 20-year?", "the gap between 10 and 30 year": two tenors
  // and a word for their difference.
  const distinct = [...new Set(tenors)];
  const [first, second] = distinct;
  if (
    pairs.length === 0 &&
    distinct.length === 2 &&
    first !== undefined &&
    second !== undefined &&
    /\bseparate\b|\bdifference\b|\bgap\b|\bhow many (?:basis points|bps|bp)\b|\bspread\b|\bsteep|\bslope\b|\bwider\b|\bpick-?up\b/.test(
      lower,
    )
  )
    pairs.push([first, second]);
  return { tenors, pairs };
}

function lastDayOf(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

function spelledDay(day: string, month: string, year: string | undefined, today: string): string | null {
  const monthNumber = monthNumbers[month.slice(0, 3)];
  if (!monthNumber) return null;
  const yearNumber = year ? Number(year) : Number(today.slice(0, 4));
  return `${yearNumber}-${String(monthNumber).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * A period of days the question names, for trades: "in November", "in November 2026", "between 20 Nov 2026 and
 * 27 Nov 2026", "from 2026-11-20 to 2026-11-27", "last week", "today". Null when it names none.
 */
export function recognizePeriod(question: string, today: string): { from: string; to: string } | null {
  const lower = question.toLowerCase();
  const day = String.raw`(\d{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?(?:\s+(20\d\d))?`;
  const spelled = new RegExp(
    `(?:between|from)\\s+${day}\\s+(?:and|to|-|through|thru|till|until)\\s+${day}`,
  ).exec(lower);
  if (spelled) {
    const [, fromDay = '', fromMonth = '', fromYear, toDay = '', toMonth = '', toYear] = spelled;
    const from = spelledDay(fromDay, fromMonth, fromYear, today);
    const to = spelledDay(toDay, toMonth, toYear, today);
    if (from && to) return { from, to };
  }
  // Month first ("between Nov 10 and Nov 20, 2026"), and one month's days ("10-20 Nov", "Nov 10 to 20").
  const monthName = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
  const monthFirst = new RegExp(
    `(?:between|from)\\s+${monthName}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?(?:\\s+(20\\d\\d))?\\s+(?:and|to|-|till|until)\\s+(?:${monthName}\\s+)?(\\d{1,2})(?:st|nd|rd|th)?,?(?:\\s+(20\\d\\d))?`,
  ).exec(lower);
  if (monthFirst) {
    const [, fromMonth = '', fromDay = '', fromYear, toMonth, toDay = '', toYear] = monthFirst;
    const from = spelledDay(fromDay, fromMonth, fromYear ?? toYear, today);
    const to = spelledDay(toDay, toMonth ?? fromMonth, toYear ?? fromYear, today);
    if (from && to) return { from, to };
  }
  const daysOfMonth = new RegExp(
    `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:-|–|to|till|and)\\s*(\\d{1,2})(?:st|nd|rd|th)?\\s+${monthName}(?:\\s+(20\\d\\d))?`,
  ).exec(lower);
  if (daysOfMonth) {
    const [, fromDay = '', toDay = '', month = '', year] = daysOfMonth;
    const from = spelledDay(fromDay, month, year, today);
    const to = spelledDay(toDay, month, year, today);
    if (from && to) return { from, to };
  }
  // One day: "on 27 Nov", "on 27th November 2026", "on 27/11/2026".
  const oneDay = new RegExp(`\\bon\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s+${monthName}(?:\\s+(20\\d\\d))?`).exec(
    lower,
  );
  if (oneDay) {
    const [, dayOf = '', month = '', year] = oneDay;
    const date = spelledDay(dayOf, month, year, today);
    if (date) return { from: date, to: date };
  }
  const oneNumericDay = /\bon\s+(\d{1,2})[/.-](\d{1,2})[/.-](20\d\d)\b/.exec(lower);
  if (oneNumericDay) {
    const [, dayOf = '', month = '', year = ''] = oneNumericDay;
    const date = `${year}-${month.padStart(2, '0')}-${dayOf.padStart(2, '0')}`;
    return { from: date, to: date };
  }
  const iso = /(?:between|from)\s+(20\d\d-\d\d-\d\d)\s+(?:and|to|-)\s+(20\d\d-\d\d-\d\d)/.exec(lower);
  if (iso?.[1] && iso[2]) return { from: iso[1], to: iso[2] };
  const month =
    /\b(?:in|during|for|of)\s+(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b(?:\s+(20\d\d))?/.exec(
      lower,
    );
  const monthNumber = month ? monthNumbers[(month[1] ?? '').slice(0, 3)] : undefined;
  if (month && monthNumber !== undefined) {
    let year = month[2] ? Number(month[2]) : Number(today.slice(0, 4));
    // "in December" asked in November means last December, not the one to come: trades are history.
    if (!month[2] && `${year}-${String(monthNumber).padStart(2, '0')}` > today.slice(0, 7)) year -= 1;
    return { from: `${year}-${String(monthNumber).padStart(2, '0')}-01`, to: lastDayOf(year, monthNumber) };
  }
  const numericDay = String.raw`(\d{1,2})[/.-](\d{1,2})[/.-](20\d\d)`;
  // "from 11/11/2026 to 23/11/2026", "11/11/2026 - 26/11/2026".
  const numericRange = new RegExp(
    `(?:(?:between|from)\\s+)?${numericDay}\\s*(?:and|to|-|–|till|until)\\s*${numericDay}`,
  ).exec(lower);
  if (numericRange) {
    const day = (index: number) =>
      `${numericRange[index + 2] ?? ''}-${(numericRange[index + 1] ?? '').padStart(2, '0')}-${(numericRange[index] ?? '').padStart(2, '0')}`;
    return { from: day(1), to: day(4) };
  }
  if (/\btoday\b/.test(lower)) return { from: today, to: today };
  const daysBefore = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  if (/\byesterday\b/.test(lower)) return { from: daysBefore(1), to: daysBefore(1) };
  const monthStart = (offset: number) => {
    const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + offset, 1));
    return date.toISOString().slice(0, 10);
  };
  if (
    /\b(?:this month|month to date|mtd|so far this month|since the (?:1st|first)(?: of (?:the|this) month)?)\b/.test(
      lower,
    )
  )
    return { from: monthStart(0), to: today };
  // "over the past month", "in the last month", "last 1 month": the trailing month to today; "last month" alone
  // (and "previous month"): the calendar month before this one.
  if (
    /\b(?:over|in|during|within|for) the (?:last|past) (?:1 |one )?month\b|\bpast month\b|\blast (?:1|one) month\b/.test(
      lower,
    )
  ) {
    return { from: addMonths(today, -1), to: today };
  }
  if (/\b(?:last|previous) month\b/.test(lower))
    return { from: monthStart(-1), to: daysBefore(Number(today.slice(8, 10))) };
  if (/\b(?:this year|year to date|ytd|so far this year)\b/.test(lower))
    return { from: `${today.slice(0, 4)}-01-01`, to: today };
  if (/\bthis week\b/.test(lower)) {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    return { from: daysBefore(weekday), to: today };
  }
  if (/\b(?:last|past) fortnight\b/.test(lower)) return { from: daysBefore(14), to: today };
  const lastWeeks = /\b(?:last|past)\s+(\d{1,2}|two|three|four)\s+weeks\b/.exec(lower);
  if (lastWeeks) {
    const weeks = { two: 2, three: 3, four: 4 }[lastWeeks[1] as 'two'] ?? Number(lastWeeks[1]);
    return { from: daysBefore(weeks * 7), to: today };
  }
  const lastMonths = /\b(?:last|past)\s+(\d{1,2}|two|three|six)\s+months\b/.exec(lower);
  if (lastMonths) {
    const months = { two: 2, three: 3, six: 6 }[lastMonths[1] as 'two'] ?? Number(lastMonths[1]);
    return { from: addMonths(today, -months), to: today };
  }
  const since = new RegExp(`\\bsince\\s+(?:${day}|${numericDay}|(20\\d\\d-\\d\\d-\\d\\d))`).exec(lower);
  if (since) {
    const [
      ,
      spelledDate,
      spelledMonth = '',
      spelledYear,
      numericDate,
      numericMonth = '',
      numericYear,
      isoDate,
    ] = since;
    const from = spelledDate
      ? spelledDay(spelledDate, spelledMonth, spelledYear, today)
      : numericDate
        ? `${numericYear ?? ''}-${numericMonth.padStart(2, '0')}-${numericDate.padStart(2, '0')}`
        : (isoDate ?? null);
    if (from) return { from, to: today };
  }
  const lastDays = /\b(?:last|past)\s+(\d{1,3})\s+(?:trading\s+|calendar\s+)?days\b/.exec(lower);
  if (lastDays) {
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - Number(lastDays[1]) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return { from, to: today };
  }
  if (
    /\blast week\b|\bpast week\b|\bwow\b|\bweek[- ]on[- ]week\b|\ba week ago\b|\bover the week\b/.test(lower)
  ) {
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    return { from, to: today };
  }
  // "Last Friday", "on Tuesday": the latest such weekday before today.
  const weekday =
    /\b(?:last|on|this past)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.exec(lower);
  if (weekday?.[1]) {
    const wanted = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].indexOf(
      weekday[1],
    );
    const todayIndex = new Date(`${today}T00:00:00Z`).getUTCDay();
    const back = (todayIndex - wanted + 7) % 7 || 7;
    const date = new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    return { from: date, to: date };
  }
  if (/\bmom\b|\bmonth[- ]on[- ]month\b|\ba month ago\b/.test(lower))
    return { from: addMonths(today, -1), to: today };
  return null;
}
