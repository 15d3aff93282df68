// The search relevance set (issue 35): what people type for Indian bonds, with the result they expect first,
// on the demo universe (`generateUniverse`, the demo's seed, a fixed market date). Shared by the test
// (`searchRelevance.test.ts`, in `npm test`) and the benchmark (`bench/searchRelevance.bench.ts`).
import { BondSearchIndex } from '../../src/trading/search/bondSearchIndex';
import { issuerInitials } from '../../src/trading/search/searchAliases';
import { searchableInstrument } from '../../src/trading/search/searchableInstrument';
import { generateUniverse, type InstrumentSeed } from '../../src/universe/generateUniverse';
import { sdlStates, psuIssuerNames } from '../../src/universe/issuerCatalogue';

/** The market date the set is built for. */
export const relevanceMarketDate = '2026-11-23';

export interface RelevanceInstrument extends InstrumentSeed {
  id: number;
  issuerName: string;
}

/** One query and what must come first: `expected` describes it, `isExpected` checks the first hit. */
export interface RelevanceCase {
  query: string;
  expected: string;
  isExpected: (instrument: RelevanceInstrument) => boolean;
  /** How many of the first hits must satisfy `isExpected` (default 1: the first). */
  top?: number;
}

export interface RelevanceUniverse {
  instruments: readonly RelevanceInstrument[];
  byId: ReadonlyMap<number, RelevanceInstrument>;
  index: BondSearchIndex;
}

/** The demo universe and its index, as the server builds them. */
export function relevanceUniverse(): RelevanceUniverse {
  const universe = generateUniverse({ asOf: relevanceMarketDate });
  const instruments = universe.instruments.map((instrument, position) => ({
    ...instrument,
    id: position + 1,
    issuerName: universe.issuers[instrument.issuerIndex]!.name,
  }));
  const index = new BondSearchIndex(
    instruments.map((instrument) =>
      searchableInstrument(instrument, instrument.issuerName, relevanceMarketDate),
    ),
  );
  return { instruments, byId: new Map(instruments.map((instrument) => [instrument.id, instrument])), index };
}

const maturing = (year: number) => (instrument: RelevanceInstrument) =>
  instrument.maturityDate.startsWith(String(year));
const ofKind = (kind: InstrumentSeed['instrumentType']) => (instrument: RelevanceInstrument) =>
  instrument.instrumentType === kind;
const both =
  (...checks: ((instrument: RelevanceInstrument) => boolean)[]) =>
  (instrument: RelevanceInstrument) =>
    checks.every((check) => check(instrument));

/** The relevance set: hand-written queries, and queries for every state, PSU issuer and benchmark G-sec. */
export function relevanceCases(universe: RelevanceUniverse): RelevanceCase[] {
  const cases: RelevanceCase[] = [];
  const gsec = ofKind('GSEC');
  // "GOI" and its synonyms mean the fixed-coupon G-secs: the first ten are all G-secs.
  for (const query of [
    'GOI',
    'G-sec',
    'G sec',
    'gsec',
    'G-Secs',
    'gilt',
    'govt',
    'Government of India',
    'government securities',
    'GOI bonds',
  ])
    cases.push({ query, expected: 'G-secs (fixed coupon) first', isExpected: gsec, top: 10 });
  for (const query of ['GS 2033', 'GS33', 'gs2033', 'GSEC 2033', 'G-sec 2033', 'GOI 2033', 'govt 33'])
    cases.push({
      query,
      expected: 'a G-sec maturing in 2033',
      isExpected: both(gsec, maturing(2033)),
      top: 3,
    });
  for (const query of ['GS 2030', 'GS30', 'GS 2034', 'GS34', 'GS 2053', 'GS53']) {
    const year = 2000 + Number(query.slice(-2));
    cases.push({ query, expected: `a G-sec maturing in ${year}`, isExpected: both(gsec, maturing(year)) });
  }
  // Every benchmark G-sec by coupon and year, as dealers type them.
  const benchmarks = universe.instruments.filter(
    (instrument) => gsec(instrument) && /^\d+\.\d{2}% GS \d{4}$/.test(instrument.displayName),
  );
  for (const [coupon, year] of [
    ['7.26', 2033],
    ['7.18', 2033],
    ['7.10', 2034],
    ['6.79', 2034],
    ['7.30', 2053],
    ['6.92', 2039],
    ['7.34', 2064],
    ['7.06', 2028],
    ['7.17', 2030],
    ['7.32', 2030],
    ['6.54', 2032],
  ] as const) {
    const name = `${coupon}% GS ${year}`;
    if (!benchmarks.some((instrument) => instrument.displayName === name)) continue;
    const isExpected = (instrument: RelevanceInstrument) => instrument.displayName === name;
    cases.push({ query: `${coupon} ${year}`, expected: name, isExpected });
    cases.push({ query: `${coupon} GS ${String(year).slice(2)}`, expected: name, isExpected });
    cases.push({ query: name, expected: name, isExpected });
  }
  cases.push({
    query: '7.26 33',
    expected: '7.26% GS 2033',
    isExpected: (instrument) => instrument.displayName === '7.26% GS 2033',
  });
  // Floating-rate bonds and Treasury bills, by the names people use.
  for (const query of ['GOI FRB', 'FRB', 'floating rate bond', 'FRB 2031'])
    cases.push({
      query,
      expected: 'a floating-rate G-sec',
      isExpected: ofKind('FRB'),
      top: query === 'FRB 2031' ? 1 : 5,
    });
  for (const query of ['T-bill', 'tbill', 'T bills', 'treasury bill', '91 day', '364 days', '182 DTB'])
    cases.push({ query, expected: 'a Treasury bill', isExpected: ofKind('TBILL'), top: 5 });
  // Every state's SDLs: by name, by name and "SDL", by its code, by its code and a year it has a loan for.
  const sdl = ofKind('SDL');
  for (const state of sdlStates) {
    const ofState = (instrument: RelevanceInstrument) =>
      sdl(instrument) && instrument.issuerName.endsWith(state.name);
    cases.push({ query: state.name, expected: `an SDL of ${state.name}`, isExpected: ofState });
    cases.push({
      query: `${state.name} SDL`,
      expected: `an SDL of ${state.name}`,
      isExpected: ofState,
      top: 3,
    });
    cases.push({
      query: `${state.code} SDL`,
      expected: `an SDL of ${state.name}`,
      isExpected: ofState,
      top: 3,
    });
    const loan = universe.instruments.find(
      (instrument) => ofState(instrument) && instrument.maturityDate > relevanceMarketDate,
    );
    if (loan !== undefined) {
      const year = Number(loan.maturityDate.slice(0, 4));
      cases.push({
        query: `${state.code} SDL ${String(year).slice(2)}`,
        expected: `an SDL of ${state.name} maturing in ${year}`,
        isExpected: both(ofState, maturing(year)),
      });
    }
  }
  for (const [query, state] of [
    ['Orissa SDL', 'Odisha'],
    ['Tamilnadu SDL', 'Tamil Nadu'],
    ['J&K SDL', 'Jammu and Kashmir'],
    ['Uttaranchal SDL', 'Uttarakhand'],
    ['state development loan Gujarat', 'Gujarat'],
  ] as const)
    cases.push({
      query,
      expected: `an SDL of ${state}`,
      isExpected: (instrument) => sdl(instrument) && instrument.issuerName.endsWith(state),
    });
  // Every PSU issuer: by its initials, and by its first two words.
  for (const psu of psuIssuerNames) {
    const issuer = `${psu.name} Limited`;
    const ofIssuer = (instrument: RelevanceInstrument) => instrument.issuerName === issuer;
    if (!universe.instruments.some(ofIssuer)) continue;
    const initials = issuerInitials(issuer);
    if (initials !== null && initials.length >= 3)
      cases.push({ query: initials, expected: `a bond of ${issuer}`, isExpected: ofIssuer });
    cases.push({
      query: psu.name.split(' ').slice(0, 2).join(' '),
      expected: `a bond of ${issuer}`,
      isExpected: ofIssuer,
    });
  }
  // ISINs as typed, with spaces or in lower case.
  for (const instrument of universe.instruments.filter((_, position) => position % 400 === 7)) {
    cases.push({
      query: instrument.isin.toLowerCase(),
      expected: instrument.displayName,
      isExpected: (found) => found.isin === instrument.isin,
    });
  }
  return cases;
}

/** The cases whose first hits are not what is expected, with what came instead. */
export function relevanceFailures(universe: RelevanceUniverse, cases: readonly RelevanceCase[]): string[] {
  return cases.flatMap((relevanceCase) => {
    const top = relevanceCase.top ?? 1;
    const hits = universe.index.search(relevanceCase.query, Math.max(top, 5));
    const found = hits.slice(0, top).map((hit) => universe.byId.get(hit.id)!);
    if (found.length === top && found.every(relevanceCase.isExpected)) return [];
    return [
      `"${relevanceCase.query}": expected ${relevanceCase.expected} in the first ${top}, got ${
        found.map((instrument) => `${instrument.displayName} (${instrument.instrumentType})`).join(', ') ||
        'nothing'
      }`,
    ];
  });
}
