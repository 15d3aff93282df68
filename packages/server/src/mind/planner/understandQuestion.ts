import type { MarketSnapshot } from '../analyst/marketSnapshot';
import { findGlossaryEntry } from '../analyst/glossary';
import { blankOut } from './blankOut';
import { tenorWindow } from './tenorWindow';
import { normaliseDeskLanguage } from './deskShorthand';
import { parseScreenFilters } from './parseScreenFilters';
import { parsePriceOrYield } from './parseNumbers';
import { dirtyPriceGiven } from './dirtyPrice';
import { readScreenExclusions } from './screenExclusions';
import { resolveBondReferences, unresolvedBondPhrase } from './resolveBonds';
import {
  issuerMaturityYear,
  recognizeIssuers,
  recognizeSectors,
  recognizeStructures,
  recognizeTenors,
} from './recognizeEntities';
import { classifyQuestion, type Recognised } from './questionIntent';
import type { UnderstoodQuestion } from './plannerTurn';
import { holdingsIn, portfolioFigureAsked } from './portfolioHoldings';

/** Reads a question against the market: the bonds, issuers, filters and tenors it names, and what it asks. */
export function understandQuestion(asked: string, market: MarketSnapshot): UnderstoodQuestion {
  const text = normaliseDeskLanguage(asked);
  const named = resolveBondReferences(text, market);
  const afterBonds = blankOut(text, named);
  // A bond named twice ("… of INE514P08015? what if I hold 20 crore? (INE514P08015)") is one bond.
  const references = named.filter(
    (reference, index) => named.findIndex((other) => other.entry === reference.entry) === index,
  );
  const issuers = recognizeIssuers(afterBonds, market);
  const rest = blankOut(afterBonds, issuers);
  // "Excluding PSUs", "not rated AAA", "non-callable": what the screen leaves out is read first, and its words
  // are then no filter of their own.
  const exclusions = readScreenExclusions(rest, market);
  const screen = parseScreenFilters(exclusions.remaining, market.today);
  const sectors = recognizeSectors(exclusions.remaining, market);
  const structures = recognizeStructures(exclusions.remaining);
  if (exclusions.exclude) {
    screen.filters.exclude = exclusions.exclude;
    screen.found = true;
  }
  if (issuers.length) {
    screen.filters.issuers = [...new Set(issuers.map((match) => match.issuer))];
    delete screen.filters.issuer;
    // "the Desh Petroleum 2038 bond", "the 2038 Desh Petroleum bonds": a year beside the issuer's name is
    // the maturity of the bonds meant (one bond of that year was already resolved as a reference).
    const year = issuerMaturityYear(afterBonds, issuers);
    if (
      year !== null &&
      screen.filters.maturityFrom === undefined &&
      screen.filters.maturityTo === undefined
    ) {
      screen.filters.maturityFrom = `${year}-01-01`;
      screen.filters.maturityTo = `${year}-12-31`;
      screen.found = true;
    }
  }
  if (sectors.length) screen.filters.sectors = sectors;
  if (structures.length) screen.filters.structures = structures;
  const tenors = recognizeTenors(rest);
  // "A 5-year AAA PSU bond", "the 3 month T-bill": a tenor of bonds other than the G-sec curve's is a
  // screen of those bonds maturing around it, not a point of the curve.
  if (
    references.length === 0 &&
    screen.filters.maturityFrom === undefined &&
    screen.filters.maturityTo === undefined
  ) {
    const window = tenorWindow(rest, tenors, screen.filters, issuers.length, sectors.length, market.today);
    if (window !== null) {
      screen.filters.maturityFrom = window.from;
      screen.filters.maturityTo = window.to;
      screen.found = true;
      tenors.tenors = [];
      tenors.pairs = [];
    }
  }
  const unresolved = unresolvedBondPhrase(text, references);
  // "J&K SDLs", "NTPC bonds": a filter that only restates the kind of bonds the named issuers issue is no
  // screen; the question asks for the issuers' bonds.
  const issuerKinds = new Set(
    market.catalogue.all
      .filter((entry) => screen.filters.issuers?.includes(entry.issuerName))
      .map((entry) => entry.row.instrumentType),
  );
  const onlyRestatesIssuers =
    issuers.length > 0 &&
    (screen.filters.instrumentTypes?.length ?? 0) > 0 &&
    Object.keys(screen.filters).every((key) => key === 'issuers' || key === 'instrumentTypes') &&
    (screen.filters.instrumentTypes ?? []).every((type) => issuerKinds.has(type));
  const seen: Recognised = {
    bondCount: references.length,
    issuerCount: issuers.length,
    hasScreenFilters: !onlyRestatesIssuers && (screen.found || sectors.length > 0 || structures.length > 0),
    hasTenors: tenors.tenors.length > 0,
    hasTenorPairs: tenors.pairs.length > 0,
    glossaryHit: findGlossaryEntry(rest) !== null,
    unknownIsin: unresolved !== null,
  };
  if (seen.hasScreenFilters && !screen.found) screen.found = true;
  const classified = classifyQuestion(rest, seen);
  // "I hold 5 crore of A and 10 crore of B: my total PV01?": the holdings together, not a comparison.
  const intent =
    !['refuse', 'define', 'help'].includes(classified) &&
    holdingsIn(text, references).length >= 2 &&
    portfolioFigureAsked(rest) !== null
      ? 'portfolio'
      : classified;
  // "The yield if I pay 99 including accrued": a price given in full, solved for the yield.
  if (intent === 'accrued' && parsePriceOrYield(rest).cleanPrice !== undefined && dirtyPriceGiven(rest))
    return { text, references, rest, issuers, screen, tenors, unresolved, intent: 'price' };
  // "The longest" after "what else do they have": the issuer's bonds in that order, the named bond among them.
  const [subject] = references;
  if (intent === 'same-issuer' && subject && screen.filters.sortBy !== undefined) {
    screen.filters.issuers = [subject.entry.issuerName];
    screen.found = true;
    return { text, references: [], rest, issuers, screen, tenors, unresolved, intent: 'screen' };
  }
  return {
    text,
    references,
    rest,
    issuers,
    screen,
    tenors,
    unresolved,
    intent,
  };
}
