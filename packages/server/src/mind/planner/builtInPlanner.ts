import type { MarketSnapshot } from '../analyst/marketSnapshot';
import { ToolRefusal } from '../analyst/priceTool';
import { findGlossaryEntry } from '../analyst/glossary';
import type { AnalystPlanner } from './analystAnswer';
import { blankOut } from './blankOut';
import { tenorWindow } from './tenorWindow';
import { followUpSuggestions } from './followUpSuggestions';
import { normaliseDeskLanguage } from './deskShorthand';
import { parseScreenFilters } from './parseScreenFilters';
import { resolveBondReferences, unresolvedBondPhrase } from './resolveBonds';
import {
  issuerMaturityYear,
  recognizeIssuers,
  recognizeSectors,
  recognizeStructures,
  recognizeTenors,
} from './recognizeEntities';
import { conversationContext, resolveFollowUp } from './conversationContext';
import { classifyQuestion, type Recognised } from './questionIntent';
import { createPlannerTurn, type IntentAnswer, type UnderstoodQuestion } from './plannerTurn';
import { answerWhoHolds } from './intents/whoHoldsAnswer';
import { answerHypotheticalBond } from './intents/hypotheticalBondAnswer';
import { answerUnknownIssuer } from './intents/unknownIssuerAnswer';
import { answerRefuseOrHelp } from './intents/refuseOrHelpAnswer';
import { answerDefine } from './intents/defineAnswer';
import { answerUnknownBond } from './intents/unknownBondAnswer';
import { answerCurvePoint } from './intents/curvePointAnswer';
import { answerMostTraded } from './intents/mostTradedAnswer';
import { answerActivity } from './intents/activityAnswer';
import { answerQuotes } from './intents/quotesAnswer';
import { answerCoupon } from './intents/couponAnswer';
import { answerIssuer } from './intents/issuerAnswer';
import { answerAccrued } from './intents/accruedAnswer';
import { answerYieldShift } from './intents/yieldShiftAnswer';
import { answerRisk } from './intents/riskAnswer';
import { answerCurve } from './intents/curveAnswer';
import { answerScreen } from './intents/screenAnswer';
import { answerCompare } from './intents/compareAnswer';
import { answerSpread } from './intents/spreadAnswer';
import { answerTrades } from './intents/tradesAnswer';
import { answerSimilar } from './intents/similarAnswer';
import { answerSameIssuer } from './intents/sameIssuerAnswer';
import { answerCashflows } from './intents/cashflowsAnswer';
import { answerPrice } from './intents/priceAnswer';
import { answerDetails } from './intents/detailsAnswer';

/**
 * The answers that need no market figures, tried first in this order: who holds what, a bond described by its
 * terms, an unknown issuer, a refusal or help, a definition, an unknown bond. None reads the market's yields, so
 * none names them among its sources.
 */
const questionAnswers: readonly IntentAnswer[] = [
  answerWhoHolds,
  answerHypotheticalBond,
  answerUnknownIssuer,
  answerRefuseOrHelp,
  answerDefine,
  answerUnknownBond,
];

/**
 * The answers read from the market, tried in this order; the first that answers ends the turn, and a bond's terms
 * and live market (`answerDetails`) answer whatever none of them did. The order matters: an intent that needs a
 * bond and names none falls through to the next ("compare" and "spread" without bonds are screens; a yield shift
 * is read before the risk and price answers).
 */
const marketAnswers: readonly IntentAnswer[] = [
  answerCurvePoint,
  answerMostTraded,
  answerActivity,
  answerQuotes,
  answerCoupon,
  answerIssuer,
  answerAccrued,
  answerYieldShift,
  answerRisk,
  answerCurve,
  answerScreen,
  answerCompare,
  answerSpread,
  answerTrades,
  answerSimilar,
  answerSameIssuer,
  answerCashflows,
  answerPrice,
];

/** Reads a question against the market: the bonds, issuers, filters and tenors it names, and what it asks. */
function understandQuestion(asked: string, market: MarketSnapshot): UnderstoodQuestion {
  const text = normaliseDeskLanguage(asked);
  const named = resolveBondReferences(text, market);
  const afterBonds = blankOut(text, named);
  // A bond named twice ("… of INE514P08015? what if I hold 20 crore? (INE514P08015)") is one bond.
  const references = named.filter(
    (reference, index) => named.findIndex((other) => other.entry === reference.entry) === index,
  );
  const issuers = recognizeIssuers(afterBonds, market);
  const rest = blankOut(afterBonds, issuers);
  const screen = parseScreenFilters(rest, market.today);
  const sectors = recognizeSectors(rest, market);
  const structures = recognizeStructures(rest);
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
  return {
    text,
    references,
    rest,
    issuers,
    screen,
    tenors,
    unresolved,
    intent: classifyQuestion(rest, seen),
  };
}

/**
 * The deterministic analyst: reads plain English and desk shorthand, calls the tools, and writes the
 * answer from their outputs only. No network, no model; the same question on the same market gives the
 * same answer.
 */
export function createBuiltInPlanner(readMarket: () => Promise<MarketSnapshot>): AnalystPlanner {
  return {
    kind: 'built-in',
    async answer({ question: asked, history, sink, signal }) {
      const market = await readMarket();
      // A follow-up is read against the conversation: "it", "the second one", "same for 2030".
      const ownIntent = (text: string, options?: { specific: boolean }) => {
        const { intent, references } = understandQuestion(text, market);
        return (
          !['refuse', 'help', 'unknown-term'].includes(intent) &&
          !(intent === 'details' && (references.length === 0 || options?.specific === true))
        );
      };
      const context = conversationContext(await history(), market, ownIntent);
      const question = resolveFollowUp(asked, context, market, ownIntent);
      const understood = understandQuestion(question, market);
      const turn = createPlannerTurn({ market, sink, signal, question, understood });
      const { rest, references, intent } = understood;

      try {
        for (const answer of questionAnswers) if (await answer(turn)) return { tokensUsed: 0 };
        turn.sources.add('live market yields (reference server simulator)');
        for (const answer of marketAnswers) if (await answer(turn)) return { tokensUsed: 0 };
        await answerDetails(turn);
        return { tokensUsed: 0 };
      } catch (error) {
        if (error instanceof ToolRefusal) {
          turn.write(`I can't compute that: ${error.message}`);
          return { tokensUsed: 0 };
        }
        throw error;
      } finally {
        // Every answer ends with questions to ask next: on the same bond, a related screen, the curve.
        if (!signal.aborted) {
          // "Same for 2031" only after a screen of one year (not a range, where it would be ambiguous).
          const years = rest.match(/\b(?:19|20)\d\d\b/g) ?? [];
          const year = years.length === 1 ? years[0] : undefined;
          sink.suggest?.(
            followUpSuggestions({
              intent,
              bond: references[0]?.entry.row.displayName,
              otherBond: references[1]?.entry.row.displayName,
              year: intent === 'screen' ? year : undefined,
            }),
          );
        }
      }
    },
  };
}
