import type { CatalogueInstrument } from '../../trading/instrumentCatalogue';
import type { MarketSnapshot } from '../analyst/marketSnapshot';
import { monthNumbers } from './parseNumbers';

/** An issuer as the question named it, matched against the instrument master's issuers. */
export interface IssuerMatch {
  issuer: string;
  start: number;
  end: number;
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
        if (token === undefined || wanted === undefined || !nearlyEqual(token.word, wanted)) break;
      }
      const enough = matched === key.tokens.length || (matched >= 3 && matched === key.tokens.length - 1);
      const firstToken = tokens[start];
      const lastToken = tokens[start + matched - 1];
      if (!enough || !firstToken || !lastToken) continue;
      found.push({ issuer: key.issuer, start: firstToken.start, end: lastToken.end, length: matched });
    }
  }
  // The longest name wins where two overlap ("Aravali Co-operative Bank" over "Aravali …").
  found.sort((left, right) => right.length - left.length || left.start - right.start);
  const chosen: IssuerMatch[] = [];
  for (const match of found)
    if (!chosen.some((other) => match.start < other.end && match.end > other.start))
      chosen.push({ issuer: match.issuer, start: match.start, end: match.end });
  return chosen.sort((left, right) => left.start - right.start);
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
  }
  return found;
}

/** Structures named in the question, as the find page names them. */
export function recognizeStructures(question: string): string[] {
  const lower = question.toLowerCase();
  const structures: string[] = [];
  if (/\bzero[- ]?coupons?\b|\bzcbs?\b|\bdeep discount\b/.test(lower)) structures.push('ZERO_COUPON');
  if (/\bstep[- ]?ups?\b/.test(lower)) structures.push('STEP_UP');
  if (/\bcallable\b|\bwith (?:a )?call\b/.test(lower)) structures.push('CALLABLE');
  if (/\bputtable\b|\bputable\b/.test(lower)) structures.push('PUTABLE');
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
  for (const match of lower.matchAll(/\b(\d{1,2})s\s*(?:\/|-)?\s*(\d{1,2})s\b/g))
    pairs.push([Number(match[1]), Number(match[2])]);
  // "within 5 years", "over 10 years", "next 2 years" are maturity ranges of a screen, not points of the curve.
  const tenors = [
    ...lower.matchAll(
      /(?<!\b(?:within|next|over|than|after|beyond|coming|in)\s+)\b(\d{1,2})\s*-?\s*(?:years?|yrs?|y)\b(?!\s*(?:of|ago))/g,
    ),
  ].map((match) => Number(match[1]));
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
  const spelled = new RegExp(`(?:between|from)\\s+${day}\\s+(?:and|to|-)\\s+${day}`).exec(lower);
  if (spelled) {
    const [, fromDay = '', fromMonth = '', fromYear, toDay = '', toMonth = '', toYear] = spelled;
    const from = spelledDay(fromDay, fromMonth, fromYear, today);
    const to = spelledDay(toDay, toMonth, toYear, today);
    if (from && to) return { from, to };
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
  if (/\btoday\b/.test(lower)) return { from: today, to: today };
  const lastDays = /\blast\s+(\d{1,3})\s+days\b/.exec(lower);
  if (lastDays) {
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - Number(lastDays[1]) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return { from, to: today };
  }
  if (/\blast week\b|\bpast week\b/.test(lower)) {
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    return { from, to: today };
  }
  return null;
}
